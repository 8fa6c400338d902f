// Pure sparks arithmetic: what an operation does to a balance. No Firebase here.
import type { LedgerKind } from '../shared/schemas/wallet';

export class InsufficientSparksError extends Error {
  constructor(readonly needed: number) {
    super(`Insufficient sparks: ${needed} more needed.`);
  }
}

export class InvalidAmountError extends Error {}

export interface PlannedEntry {
  kind: LedgerKind;
  /** Signed change to the balance. */
  amount: number;
  balanceAfter: number;
}

/**
 * Applies a charge (amount taken), credit or refund (amount given back) to a balance.
 * Balances never go negative: a charge larger than the balance fails, naming the shortfall.
 */
export function planEntry(balance: number, kind: LedgerKind, amount: number): PlannedEntry {
  if (!Number.isSafeInteger(amount) || amount <= 0) throw new InvalidAmountError(`Invalid sparks amount: ${amount}`);
  if (!Number.isSafeInteger(balance) || balance < 0) throw new InvalidAmountError(`Corrupt balance: ${balance}`);
  if (kind === 'charge') {
    if (amount > balance) throw new InsufficientSparksError(amount - balance);
    return { kind, amount: -amount, balanceAfter: balance - amount };
  }
  return { kind, amount, balanceAfter: balance + amount };
}

/** The balance a ledger implies; must always equal the wallet's spark_balance. */
export function ledgerBalance(entries: readonly { amount: number }[]): number {
  return entries.reduce((sum, entry) => sum + entry.amount, 0);
}

/** Whether a replayed operation id describes the same operation as the recorded one. */
export function sameOperation(
  recorded: { kind: LedgerKind; amount: number },
  requested: { kind: LedgerKind; amount: number },
): boolean {
  const signed = requested.kind === 'charge' ? -requested.amount : requested.amount;
  return recorded.kind === requested.kind && recorded.amount === signed;
}
