// Pure marketplace arithmetic: price bands, what a line costs, the 90/10 split. No Firebase.
import { EXCHANGE, MARKET, PLATFORM_COMMISSION, PRICE_BANDS, type PriceBand } from '../shared/constants';

export function priceBandOf(price: number): PriceBand {
  return PRICE_BANDS.find((band) => price >= band.min && price <= band.max)?.id ?? 'over_500';
}

export interface LinePrice {
  /** The listed price (0 for a free product). */
  price: number;
  /** What the buyer pays: the price, or the content download fee when the product is free. */
  charged: number;
  /** The platform's share. */
  commission: number;
  /** The seller's share. */
  earnings: number;
}

/**
 * One cart line (docs/market.md): the seller earns floor(charged × 0.9), the platform keeps
 * the rest, so no spark is lost to rounding. A free product costs the download fee, all of
 * it to the platform.
 */
export function linePrice(price: number): LinePrice {
  if (!Number.isSafeInteger(price) || price < 0) throw new RangeError(`Invalid price: ${price}`);
  const charged = price > 0 ? price : MARKET.freeProductFee;
  // Integer arithmetic: price × 9 / 10 avoids 0.9's binary rounding (e.g. 10 × 0.9 = 9.000…01).
  const sellerShare = Math.round((1 - PLATFORM_COMMISSION) * 10);
  const earnings = price > 0 ? Math.floor((charged * sellerShare) / 10) : 0;
  return { price, charged, commission: charged - earnings, earnings };
}

export interface CartTotals {
  total: number;
  commission: number;
  earnings: number;
}

export function cartTotals(lines: readonly LinePrice[]): CartTotals {
  return lines.reduce(
    (sum, line) => ({
      total: sum.total + line.charged,
      commission: sum.commission + line.commission,
      earnings: sum.earnings + line.earnings,
    }),
    { total: 0, commission: 0, earnings: 0 },
  );
}

/** Each seller's earnings over the lines (sellers earning nothing, e.g. free products only, included with 0). */
export function earningsBySeller(lines: readonly (LinePrice & { seller_uid: string })[]): Map<string, number> {
  const bySeller = new Map<string, number>();
  for (const line of lines) bySeller.set(line.seller_uid, (bySeller.get(line.seller_uid) ?? 0) + line.earnings);
  return bySeller;
}

/** Riyals for an exchange (300 sparks = 100 riyals), floored to whole halalas, two decimals. */
export function riyalsFor(sparks: number): string {
  if (!Number.isSafeInteger(sparks) || sparks < 0) throw new RangeError(`Invalid sparks: ${sparks}`);
  const halalas = Math.floor((sparks * EXCHANGE.riyals * 100) / EXCHANGE.sparks);
  return `${Math.floor(halalas / 100)}.${String(halalas % 100).padStart(2, '0')}`;
}

/** An IBAN with only its country code and last four characters shown. */
export function maskIban(iban: string): string {
  const compact = iban.replace(/\s+/g, '');
  if (compact.length <= 6) return '*'.repeat(compact.length);
  return `${compact.slice(0, 2)}${'*'.repeat(compact.length - 6)}${compact.slice(-4)}`;
}

/** The UTC day (YYYY-MM-DD) of a moment, for per-day reports. */
export function utcDay(millis: number): string {
  return new Date(millis).toISOString().slice(0, 10);
}

/** What the reports need of one sale document. */
export interface SaleFacts {
  sale_id: string;
  product_id: string;
  title: string;
  seller_uid: string;
  seller_name: string;
  buyer_uid: string;
  charged: number;
  commission: number;
  earnings: number;
  /** Milliseconds; sales are expected newest first. */
  created_at: number;
}

interface Sums {
  sales_count: number;
  gross: number;
  commission: number;
  earnings: number;
}

const addSale = (sums: Sums, sale: SaleFacts): void => {
  sums.sales_count += 1;
  sums.gross += sale.charged;
  sums.commission += sale.commission;
  sums.earnings += sale.earnings;
};
const zero = (): Sums => ({ sales_count: 0, gross: 0, commission: 0, earnings: 0 });

/** Totals, per UTC day (oldest first), per key (largest gross first) and the most recent sales. */
export function summariseSales<K extends string>(
  sales: readonly SaleFacts[],
  keyOf: (sale: SaleFacts) => K,
  recentCount = 20,
): {
  totals: Sums;
  byDay: (Sums & { date: string })[];
  byKey: (Sums & { key: K; first: SaleFacts })[];
  recent: SaleFacts[];
} {
  const totals = zero();
  const days = new Map<string, Sums>();
  const keys = new Map<K, Sums & { first: SaleFacts }>();
  for (const sale of sales) {
    addSale(totals, sale);
    const date = utcDay(sale.created_at);
    const day = days.get(date) ?? zero();
    addSale(day, sale);
    days.set(date, day);
    const key = keyOf(sale);
    const group = keys.get(key) ?? { ...zero(), first: sale };
    addSale(group, sale);
    keys.set(key, group);
  }
  const byDay = [...days].map(([date, sums]) => ({ date, ...sums })).sort((a, b) => a.date.localeCompare(b.date));
  const byKey = [...keys].map(([key, sums]) => ({ key, ...sums })).sort((a, b) => b.gross - a.gross || a.key.localeCompare(b.key));
  const recent = [...sales].sort((a, b) => b.created_at - a.created_at).slice(0, recentCount);
  return { totals, byDay, byKey, recent };
}

/**
 * The least a package may charge per spark: what the exchange would pay for the seller's share
 * of one spark. Below it, buying sparks, buying one's own product from a second account and
 * exchanging the earnings would turn a profit.
 */
export const MIN_PACKAGE_PRICE_PER_SPARK = (EXCHANGE.riyals / EXCHANGE.sparks) * (1 - PLATFORM_COMMISSION);

/** A package sells sparks no cheaper than the exchange pays for a seller's share of them. */
export function packagePriceCoversExchange(pkg: { sparks: number; price: string }): boolean {
  const price = Number(pkg.price);
  return Number.isFinite(price) && pkg.sparks > 0 && price >= pkg.sparks * MIN_PACKAGE_PRICE_PER_SPARK - 1e-9;
}
