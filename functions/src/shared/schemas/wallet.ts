import { z } from 'zod';

export const LEDGER_KINDS = ['charge', 'refund', 'credit'] as const;
export type LedgerKind = (typeof LEDGER_KINDS)[number];

/**
 * What a ledger entry is, for people (the wallet screen's filter and names): computed from
 * kind and reason by domain/ledger.ts ledgerCategory, stored on every entry written since.
 */
export const LEDGER_CATEGORIES = ['purchase', 'charge', 'refund', 'sale', 'exchange', 'bonus'] as const;
export type LedgerCategory = (typeof LEDGER_CATEGORIES)[number];

/**
 * wallets/{uid}: written only by functions. `spark_balance` is every spark; `earned_balance`
 * is the part earned from sales, the only sparks that can be exchanged for riyals;
 * `promo_balance` is the part granted as welcome sparks, which pays for platform features but
 * not for marketplace products (0 <= each part, earned + promo <= spark_balance; a wallet
 * without a part has none of it).
 */
export interface WalletDoc {
  spark_balance: number;
  earned_balance: number;
  promo_balance?: number;
  updated_at: unknown;
}

/** GET /wallet: the figures of the caller's wallet. */
export interface WalletView {
  spark_balance: number;
  /** The exchangeable part of spark_balance (sparks earned from sales). */
  earned_balance: number;
  /** The welcome part of spark_balance: platform features only, never marketplace products. */
  promo_balance: number;
  /** What a marketplace purchase may take: spark_balance less promo_balance. */
  market_balance: number;
}

/** wallets/{uid}/ledger/{operationId}: append-only; the id is the operation id. */
export interface LedgerEntry {
  kind: LedgerKind;
  /** Signed: negative for charges. */
  amount: number;
  balance_after: number;
  /** Signed change to the earned (exchangeable) part; absent on entries from before it existed (0). */
  earned_delta?: number;
  earned_after?: number;
  /** Signed change to the promo (welcome) part; absent means 0. */
  promo_delta?: number;
  promo_after?: number;
  reason: string;
  /** For refunds, the charge being refunded. */
  refund_of?: string;
  /** Absent on entries written before categories existed: computed when read. */
  category?: LedgerCategory;
  created_at: unknown;
}

/** GET /wallet/ledger: one entry as the wallet screen shows it (newest first). */
export interface LedgerEntryView {
  id: string;
  kind: LedgerKind;
  category: LedgerCategory;
  /** Signed: negative for charges. */
  amount: number;
  balance_after: number;
  earned_delta: number;
  promo_delta: number;
  reason: string;
  /** ISO date-time, or null while the server timestamp is pending. */
  created_at: string | null;
}

export const operationIdSchema = z.string().regex(/^[A-Za-z0-9:_-]{8,128}$/);
