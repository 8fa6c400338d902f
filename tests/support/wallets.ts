// Wallets read with the admin SDK, for tests that check where sparks went.
import { expect } from 'vitest';
import { ledgerBalance, ledgerEarned, ledgerPromo } from '@functions/domain/ledger';
import { adminDb } from './admin';

export interface LedgerEntry {
  /** The document id: the operation id (`order:…`, `sale:…`, `payment:…`, `exchange:…`). */
  id: string;
  kind: string;
  /** Signed change to the balance. */
  amount: number;
  /** Signed change to the earned (exchangeable) part; absent means 0. */
  earned_delta?: number;
  /** Signed change to the promo (welcome) part; absent means 0. */
  promo_delta?: number;
  [field: string]: unknown;
}

export interface WalletState {
  balance: number;
  earned: number;
  promo: number;
  entries: LedgerEntry[];
}

/**
 * The wallet's spark_balance (0 without a wallet), its earned_balance (the exchangeable part,
 * 0 when absent), its promo_balance (welcome sparks, 0 when absent) and its ledger entries.
 */
export async function walletState(uid: string): Promise<WalletState> {
  const [wallet, ledger] = await Promise.all([adminDb.doc(`wallets/${uid}`).get(), adminDb.collection(`wallets/${uid}/ledger`).get()]);
  return {
    balance: (wallet.get('spark_balance') as number | undefined) ?? 0,
    earned: (wallet.get('earned_balance') as number | undefined) ?? 0,
    promo: (wallet.get('promo_balance') as number | undefined) ?? 0,
    entries: ledger.docs.map((d) => ({ ...d.data(), id: d.id }) as LedgerEntry),
  };
}

/**
 * walletState, after asserting that the balance and its earned and promo parts are what the
 * ledger sums to, and that 0 <= earned, 0 <= promo, earned + promo <= balance.
 */
export async function checkedWallet(uid: string): Promise<WalletState> {
  const state = await walletState(uid);
  expect(ledgerBalance(state.entries), `wallets/${uid}: ledger sum vs spark_balance`).toBe(state.balance);
  expect(ledgerEarned(state.entries), `wallets/${uid}: ledger earned sum vs earned_balance`).toBe(state.earned);
  expect(ledgerPromo(state.entries), `wallets/${uid}: ledger promo sum vs promo_balance`).toBe(state.promo);
  expect(state.earned >= 0 && state.earned <= state.balance, `wallets/${uid}: 0 <= earned <= balance`).toBe(true);
  expect(state.promo >= 0 && state.earned + state.promo <= state.balance, `wallets/${uid}: 0 <= promo, earned + promo <= balance`).toBe(true);
  return state;
}
