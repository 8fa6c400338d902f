// Wallets read with the admin SDK, for tests that check where sparks went.
import { expect } from 'vitest';
import { ledgerBalance } from '@functions/domain/ledger';
import { adminDb } from './admin';

export interface LedgerEntry {
  /** The document id: the operation id (`order:…`, `sale:…`, `payment:…`, `exchange:…`). */
  id: string;
  kind: string;
  /** Signed change to the balance. */
  amount: number;
  [field: string]: unknown;
}

/** The wallet's spark_balance (0 without a wallet) and its ledger entries. */
export async function walletState(uid: string): Promise<{ balance: number; entries: LedgerEntry[] }> {
  const [wallet, ledger] = await Promise.all([adminDb.doc(`wallets/${uid}`).get(), adminDb.collection(`wallets/${uid}/ledger`).get()]);
  return {
    balance: (wallet.get('spark_balance') as number | undefined) ?? 0,
    entries: ledger.docs.map((d) => ({ ...d.data(), id: d.id }) as LedgerEntry),
  };
}

/** walletState, after asserting that the balance is what the ledger sums to. */
export async function checkedWallet(uid: string): Promise<{ balance: number; entries: LedgerEntry[] }> {
  const state = await walletState(uid);
  expect(ledgerBalance(state.entries), `wallets/${uid}: ledger sum vs spark_balance`).toBe(state.balance);
  return state;
}
