// The commissions report on screen and in files: one chart point per day of the period (days
// without sales count as zero), sellers' names for the recent sales, and the CSV files. Pure.
import { EXCHANGE } from '@shared/constants';
import type { CommissionsReport } from '@shared/schemas/market';
import { toCsv } from '@shared/csv';

export type DayPoint = CommissionsReport['by_day'][number];

const DAY_MS = 86_400_000;

function dayKey(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

/**
 * Every day of the last `days` days (UTC, today included), oldest first, with the report's
 * numbers where it has them. Days the report names outside that window are kept too.
 */
export function fillDays(byDay: readonly DayPoint[], days: number, now: number): DayPoint[] {
  const known = new Map(byDay.map((point) => [point.date, point]));
  const filled = new Map<string, DayPoint>();
  for (let back = days - 1; back >= 0; back -= 1) {
    const date = dayKey(now - back * DAY_MS);
    filled.set(date, known.get(date) ?? { date, sales_count: 0, gross: 0, commission: 0 });
  }
  for (const point of byDay) if (!filled.has(point.date)) filled.set(point.date, point);
  return [...filled.values()].sort((a, b) => a.date.localeCompare(b.date));
}

/** A sparks amount in riyals at the exchange rate (300 sparks = 100 SAR), two decimals. */
export function sparksToRiyals(sparks: number): number {
  return Math.round(((sparks * EXCHANGE.riyals) / EXCHANGE.sparks) * 100) / 100;
}

export function sellerNames(report: Pick<CommissionsReport, 'by_seller'>): Map<string, string> {
  return new Map(report.by_seller.map((seller) => [seller.seller_uid, seller.seller_name]));
}

export interface BySellerHeader {
  seller: string;
  sellerId: string;
  sales: string;
  gross: string;
  commission: string;
}

export function bySellerCsv(report: Pick<CommissionsReport, 'by_seller'>, header: BySellerHeader): string {
  return toCsv(
    [header.seller, header.sellerId, header.sales, header.gross, header.commission],
    report.by_seller.map((row) => [row.seller_name, row.seller_uid, row.sales_count, row.gross, row.commission]),
  );
}

export interface RecentHeader {
  date: string;
  product: string;
  productId: string;
  seller: string;
  buyerId: string;
  charged: string;
  commission: string;
  earnings: string;
}

export function recentCsv(report: Pick<CommissionsReport, 'by_seller' | 'recent'>, header: RecentHeader): string {
  const names = sellerNames(report);
  return toCsv(
    [header.date, header.product, header.productId, header.seller, header.buyerId, header.charged, header.commission, header.earnings],
    report.recent.map((sale) => [
      sale.created_at ?? '',
      sale.title,
      sale.product_id,
      names.get(sale.seller_uid) ?? sale.seller_uid,
      sale.buyer_uid,
      sale.charged,
      sale.commission,
      sale.earnings,
    ]),
  );
}

/** "commissions-sellers-30d-2025-03-01.csv" */
export function csvFileName(kind: 'sellers' | 'sales', days: number, now: number): string {
  return `commissions-${kind}-${days}d-${dayKey(now)}.csv`;
}
