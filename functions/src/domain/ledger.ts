// Pure sparks arithmetic: what an operation does to a wallet. No Firebase here.
//
// A wallet holds a total (`spark_balance`) and, inside it, the part that may be exchanged for
// riyals (`earned_balance`, 0 <= earned <= total). Only sparks earned from sales are
// exchangeable: bought, granted and demo sparks only raise the total. Spending takes the
// non-exchangeable sparks first, so a seller keeps their cash-out as long as possible; an
// exchange hold takes earned sparks only; a refund gives back exactly the mix its charge took.
import type { LedgerKind } from '../shared/schemas/wallet';

export class InsufficientSparksError extends Error {
  constructor(readonly needed: number) {
    super(`Insufficient sparks: ${needed} more needed.`);
  }
}

/** An exchange hold larger than the wallet's earned (exchangeable) sparks. */
export class NotExchangeableError extends Error {
  constructor(readonly exchangeable: number) {
    super(`Only ${exchangeable} sparks can be exchanged.`);
  }
}

export class InvalidAmountError extends Error {}

/** A wallet's two figures: every spark, and the exchangeable part of them. */
export interface WalletBalances {
  total: number;
  earned: number;
}

/**
 * What an operation asks for. `amount` is positive. Credits are exchangeable only when
 * `earned` is true (sales); a charge with `earnedOnly` (an exchange hold) may take earned
 * sparks only; a refund names how many earned sparks its charge took (`earnedRefund`).
 */
export type EntryRequest =
  | { kind: 'credit'; amount: number; earned?: boolean }
  | { kind: 'charge'; amount: number; earnedOnly?: boolean }
  | { kind: 'refund'; amount: number; earnedRefund?: number };

export interface PlannedEntry {
  kind: LedgerKind;
  /** Signed change to the total. */
  amount: number;
  /** Signed change to the earned (exchangeable) part. */
  earnedDelta: number;
  balanceAfter: number;
  earnedAfter: number;
}

const isCount = (value: number) => Number.isSafeInteger(value) && value >= 0;

/** The stored figures as a wallet; a wallet from before earned sparks existed has none. */
export function walletBalances(stored: { spark_balance?: unknown; earned_balance?: unknown } | undefined): WalletBalances {
  const total = typeof stored?.spark_balance === 'number' ? stored.spark_balance : 0;
  const earned = typeof stored?.earned_balance === 'number' ? stored.earned_balance : 0;
  return { total, earned };
}

/**
 * Applies a charge (amount taken), credit or refund (amount given back) to a wallet.
 * Balances never go negative: a charge larger than the total fails naming the shortfall; an
 * exchange hold larger than the earned part fails naming what can be exchanged.
 */
export function planEntry(wallet: WalletBalances, request: EntryRequest): PlannedEntry {
  const { total, earned } = wallet;
  const { kind, amount } = request;
  if (!Number.isSafeInteger(amount) || amount <= 0) throw new InvalidAmountError(`Invalid sparks amount: ${amount}`);
  if (!isCount(total) || !isCount(earned) || earned > total) throw new InvalidAmountError(`Corrupt wallet: ${total} total, ${earned} earned`);
  const plan = (signed: number, earnedDelta: number): PlannedEntry => ({
    kind,
    amount: signed,
    earnedDelta,
    balanceAfter: total + signed,
    earnedAfter: earned + earnedDelta,
  });
  switch (request.kind) {
    case 'charge': {
      if (request.earnedOnly) {
        if (amount > earned) throw new NotExchangeableError(earned);
        return plan(-amount, -amount);
      }
      if (amount > total) throw new InsufficientSparksError(amount - total);
      // Non-exchangeable sparks first; earned ones only for what they do not cover.
      const fromEarned = Math.max(0, amount - (total - earned));
      return plan(-amount, 0 - fromEarned); // 0 - 0 is +0: no -0 stored
    }
    case 'credit':
      return plan(amount, request.earned ? amount : 0);
    case 'refund': {
      const back = request.earnedRefund ?? 0;
      if (!isCount(back) || back > amount) throw new InvalidAmountError(`Invalid earned refund: ${back} of ${amount}`);
      return plan(amount, back);
    }
  }
}

/** The balance a ledger implies; must always equal the wallet's spark_balance. */
export function ledgerBalance(entries: readonly { amount: number }[]): number {
  return entries.reduce((sum, entry) => sum + entry.amount, 0);
}

/** The earned part a ledger implies; must always equal the wallet's earned_balance. */
export function ledgerEarned(entries: readonly { earned_delta?: unknown }[]): number {
  return entries.reduce<number>((sum, entry) => sum + (typeof entry.earned_delta === 'number' ? entry.earned_delta : 0), 0);
}

/**
 * Whether a replayed operation id describes the same operation as the recorded one: same
 * kind and amount, and for credits the same exchangeability (a purchase's id can never be
 * replayed as a sale's).
 */
export function sameOperation(
  recorded: { kind: LedgerKind; amount: number; earned_delta?: number },
  requested: { kind: LedgerKind; amount: number; earned?: boolean },
): boolean {
  const signed = requested.kind === 'charge' ? -requested.amount : requested.amount;
  if (recorded.kind !== requested.kind || recorded.amount !== signed) return false;
  if (requested.kind === 'credit') return (recorded.earned_delta ?? 0) > 0 === (requested.earned ?? false);
  return true;
}
