// The seller's sales analytics and the administrators' commissions report, both summed from
// the `sales` documents a checkout writes (docs/market.md).
import { Timestamp, type Query } from 'firebase-admin/firestore';
import { summariseSales, type SaleFacts } from '../domain/market-pricing';
import { toMillis } from '../domain/time';
import { db } from '../lib/admin';
import type { CommissionsReport, SalesReport } from '../shared/schemas/market';

const DAY_MS = 24 * 60 * 60 * 1000;
/** A report reads at most this many sales; beyond that, totals belong in a rollup document. */
const MAX_SALES = 20_000;
const RECENT = 20;

const iso = (millis: number): string => new Date(millis).toISOString();

async function salesSince(days: number, sellerUid?: string): Promise<SaleFacts[]> {
  const since = Timestamp.fromMillis(Date.now() - days * DAY_MS);
  let query: Query = db.collection('sales');
  // seller_uid + created_at needs the composite index in firestore.indexes.json.
  if (sellerUid) query = query.where('seller_uid', '==', sellerUid);
  const snap = await query
    .where('created_at', '>=', since)
    .orderBy('created_at', 'desc')
    .limit(MAX_SALES)
    .select('product_id', 'product_title', 'seller_uid', 'seller_name', 'buyer_uid', 'charged', 'commission', 'earnings', 'created_at')
    .get();
  return snap.docs.map((doc) => {
    const data = doc.data();
    const n = (value: unknown) => (typeof value === 'number' ? value : 0);
    const s = (value: unknown) => (typeof value === 'string' ? value : '');
    return {
      sale_id: doc.id,
      product_id: s(data.product_id),
      title: s(data.product_title),
      seller_uid: s(data.seller_uid),
      seller_name: s(data.seller_name),
      buyer_uid: s(data.buyer_uid),
      charged: n(data.charged),
      commission: n(data.commission),
      earnings: n(data.earnings),
      created_at: toMillis(data.created_at) ?? 0,
    };
  });
}

const recentSale = (sale: SaleFacts): SalesReport['recent'][number] => ({
  sale_id: sale.sale_id,
  product_id: sale.product_id,
  title: sale.title,
  charged: sale.charged,
  commission: sale.commission,
  earnings: sale.earnings,
  created_at: sale.created_at ? iso(sale.created_at) : null,
});

/** GET /market/seller/sales?days=: the seller's own sales in the last `days` days. */
export async function sellerSalesReport(sellerUid: string, days: number): Promise<SalesReport> {
  const summary = summariseSales(await salesSince(days, sellerUid), (sale) => sale.product_id, RECENT);
  return {
    totals: summary.totals,
    by_day: summary.byDay,
    by_product: summary.byKey.map((group) => ({
      product_id: group.key,
      title: group.first.title,
      sales_count: group.sales_count,
      gross: group.gross,
      earnings: group.earnings,
    })),
    recent: summary.recent.map(recentSale),
  };
}

/** GET /admin/market/commissions?days=: every sale in the last `days` days, per seller. */
export async function commissionsReport(days: number): Promise<CommissionsReport> {
  const summary = summariseSales(await salesSince(days), (sale) => sale.seller_uid, RECENT);
  return {
    totals: summary.totals,
    by_day: summary.byDay.map(({ date, sales_count, gross, commission }) => ({ date, sales_count, gross, commission })),
    by_seller: summary.byKey.map((group) => ({
      seller_uid: group.key,
      seller_name: group.first.seller_name,
      sales_count: group.sales_count,
      gross: group.gross,
      commission: group.commission,
    })),
    recent: summary.recent.map((sale) => ({ ...recentSale(sale), seller_uid: sale.seller_uid, buyer_uid: sale.buyer_uid })),
  };
}
