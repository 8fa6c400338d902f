import { z } from 'zod';

export const LEDGER_KINDS = ['charge', 'refund', 'credit'] as const;
export type LedgerKind = (typeof LEDGER_KINDS)[number];

/** wallets/{uid}: written only by functions. */
export interface WalletDoc {
  spark_balance: number;
  updated_at: unknown;
}

/** wallets/{uid}/ledger/{operationId}: append-only; the id is the operation id. */
export interface LedgerEntry {
  kind: LedgerKind;
  /** Signed: negative for charges. */
  amount: number;
  balance_after: number;
  reason: string;
  /** For refunds, the charge being refunded. */
  refund_of?: string;
  created_at: unknown;
}

export const operationIdSchema = z.string().regex(/^[A-Za-z0-9:_-]{8,128}$/);
