// Pure sparks arithmetic: what an operation does to a wallet. No Firebase here.
//
// A wallet holds a total (`spark_balance`) and, inside it, two kept-apart parts: the sparks
// that may be exchanged for riyals (`earned_balance`, only sales raise it) and the welcome
// sparks (`promo_balance`), which pay for platform features but never for marketplace
// products: otherwise farmed accounts could spend them on their owner's product and cash out.
// 0 <= earned, 0 <= promo, earned + promo <= total; the rest is bought (or demo) sparks.
// A platform charge takes promo sparks first, then bought, then earned, so a seller keeps
// their cash-out as long as possible; a marketplace charge never takes promo sparks; an
// exchange hold takes earned sparks only; a refund gives back exactly the mix its charge took.
import type { LedgerCategory, LedgerKind } from '../shared/schemas/wallet';

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

/**
 * A marketplace charge beyond the sparks a marketplace may take (the total less the welcome
 * sparks) while welcome sparks would have made up part of it.
 */
export class PromoNotSpendableError extends Error {
  constructor(readonly available: number, readonly needed: number) {
    super(`Only ${available} sparks can pay for marketplace products: ${needed} more needed.`);
  }
}

/** A wallet's figures: every spark, its exchangeable part and its welcome (promo) part. */
export interface WalletBalances {
  total: number;
  earned: number;
  /** Welcome sparks: platform features only. Absent (0) on wallets from before they existed. */
  promo: number;
}

/** The sparks a marketplace purchase may take: everything but the welcome sparks. */
export const marketSpendable = (wallet: WalletBalances): number => Math.max(0, wallet.total - wallet.promo);

/**
 * What an operation asks for. `amount` is positive. Credits are exchangeable only when
 * `earned` is true (sales) and welcome sparks when `promo` is true (never both); a charge
 * with `earnedOnly` (an exchange hold) may take earned sparks only, one with `market` (a
 * marketplace purchase) never takes promo sparks; a refund names how many earned and promo
 * sparks its charge took (`earnedRefund`, `promoRefund`).
 */
export type EntryRequest =
  | { kind: 'credit'; amount: number; earned?: boolean; promo?: boolean }
  | { kind: 'charge'; amount: number; earnedOnly?: boolean; market?: boolean }
  | { kind: 'refund'; amount: number; earnedRefund?: number; promoRefund?: number };

export interface PlannedEntry {
  kind: LedgerKind;
  /** Signed change to the total. */
  amount: number;
  /** Signed change to the earned (exchangeable) part. */
  earnedDelta: number;
  /** Signed change to the promo (welcome) part. */
  promoDelta: number;
  balanceAfter: number;
  earnedAfter: number;
  promoAfter: number;
}

const isCount = (value: number) => Number.isSafeInteger(value) && value >= 0;

/** The stored figures as a wallet; a wallet from before earned or promo sparks existed has none. */
export function walletBalances(
  stored: { spark_balance?: unknown; earned_balance?: unknown; promo_balance?: unknown } | undefined,
): WalletBalances {
  const figure = (value: unknown) => (typeof value === 'number' ? value : 0);
  return { total: figure(stored?.spark_balance), earned: figure(stored?.earned_balance), promo: figure(stored?.promo_balance) };
}

/**
 * Applies a charge (amount taken), credit or refund (amount given back) to a wallet.
 * Balances never go negative: a charge larger than the total fails naming the shortfall; an
 * exchange hold larger than the earned part fails naming what can be exchanged.
 */
export function planEntry(wallet: WalletBalances, request: EntryRequest): PlannedEntry {
  const { total, earned, promo } = wallet;
  const { kind, amount } = request;
  if (!Number.isSafeInteger(amount) || amount <= 0) throw new InvalidAmountError(`Invalid sparks amount: ${amount}`);
  if (!isCount(total) || !isCount(earned) || !isCount(promo) || earned + promo > total) {
    throw new InvalidAmountError(`Corrupt wallet: ${total} total, ${earned} earned, ${promo} promo`);
  }
  // `0 - x` rather than `-x`: 0 - 0 is +0, so no -0 is stored.
  const plan = (signed: number, earnedDelta: number, promoDelta: number): PlannedEntry => ({
    kind,
    amount: signed,
    earnedDelta,
    promoDelta,
    balanceAfter: total + signed,
    earnedAfter: earned + earnedDelta,
    promoAfter: promo + promoDelta,
  });
  const bought = total - earned - promo;
  switch (request.kind) {
    case 'charge': {
      if (request.earnedOnly) {
        if (amount > earned) throw new NotExchangeableError(earned);
        return plan(-amount, -amount, 0);
      }
      if (request.market) {
        const spendable = total - promo;
        if (amount > spendable) {
          if (promo > 0) throw new PromoNotSpendableError(spendable, amount - spendable);
          throw new InsufficientSparksError(amount - total);
        }
        // Bought sparks first; earned ones only for what they do not cover.
        return plan(-amount, 0 - Math.max(0, amount - bought), 0);
      }
      if (amount > total) throw new InsufficientSparksError(amount - total);
      // Promo sparks first, then bought ones, earned ones only for what those do not cover.
      const fromPromo = Math.min(promo, amount);
      const fromEarned = Math.max(0, amount - fromPromo - bought);
      return plan(-amount, 0 - fromEarned, 0 - fromPromo);
    }
    case 'credit':
      if (request.earned && request.promo) throw new InvalidAmountError('A credit cannot be both earned and promo');
      return plan(amount, request.earned ? amount : 0, request.promo ? amount : 0);
    case 'refund': {
      const earnedBack = request.earnedRefund ?? 0;
      const promoBack = request.promoRefund ?? 0;
      if (!isCount(earnedBack) || !isCount(promoBack) || earnedBack + promoBack > amount) {
        throw new InvalidAmountError(`Invalid refund mix: ${earnedBack} earned and ${promoBack} promo of ${amount}`);
      }
      return plan(amount, earnedBack, promoBack);
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

/** The promo part a ledger implies; must always equal the wallet's promo_balance. */
export function ledgerPromo(entries: readonly { promo_delta?: unknown }[]): number {
  return entries.reduce<number>((sum, entry) => sum + (typeof entry.promo_delta === 'number' ? entry.promo_delta : 0), 0);
}

/**
 * Whether a replayed operation id describes the same operation as the recorded one: same
 * kind and amount, and for credits the same bucket (a purchase's id can never be replayed as
 * a sale's or a welcome grant's).
 */
export function sameOperation(
  recorded: { kind: LedgerKind; amount: number; earned_delta?: number; promo_delta?: number },
  requested: { kind: LedgerKind; amount: number; earned?: boolean; promo?: boolean },
): boolean {
  const signed = requested.kind === 'charge' ? -requested.amount : requested.amount;
  if (recorded.kind !== requested.kind || recorded.amount !== signed) return false;
  if (requested.kind === 'credit') {
    return (recorded.earned_delta ?? 0) > 0 === (requested.earned ?? false) && (recorded.promo_delta ?? 0) > 0 === (requested.promo ?? false);
  }
  return true;
}

/** Credits that are a purchase of sparks (Paymob checkouts), not a gift. */
const PURCHASE_REASONS: ReadonlySet<string> = new Set(['sparks_purchase']);
/** Credits that are a seller's earnings. */
const SALE_REASONS: ReadonlySet<string> = new Set(['market_sale', 'course_sale']);
/** Charges that hold earned sparks for an exchange to riyals. */
const EXCHANGE_REASONS: ReadonlySet<string> = new Set(['exchange']);

/**
 * The category a person reads an entry under. Refunds are refunds whatever they give back;
 * credits are a sparks purchase, a sale's earnings or else a gift (welcome, demo sparks);
 * charges are an exchange hold or else a charge (features, courses, products).
 */
export function ledgerCategory(kind: LedgerKind, reason: string): LedgerCategory {
  if (kind === 'refund') return 'refund';
  if (kind === 'credit') {
    if (PURCHASE_REASONS.has(reason)) return 'purchase';
    if (SALE_REASONS.has(reason)) return 'sale';
    return 'bonus';
  }
  return EXCHANGE_REASONS.has(reason) ? 'exchange' : 'charge';
}
