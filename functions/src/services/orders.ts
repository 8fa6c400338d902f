// Checkout of the marketplace cart and the buyer's purchases (docs/market.md, "Cart,
// checkout and purchases"). One transaction charges the buyer, credits each seller and
// records the order, purchases and sales, so a purchase is never half done.
import { FieldValue, Timestamp, type Transaction } from 'firebase-admin/firestore';
import { cartTotals, earningsBySeller, linePrice } from '../domain/market-pricing';
import { db } from '../lib/admin';
import { HOT_TRANSACTION } from '../lib/contention';
import { ApiError } from '../lib/http';
import { toIso } from './classes-docs';
import { productRef, purchaseRef, toProductSummary } from './products';
import { applySparksOperations, getSparkBalance, withWalletLocks, type SparksOperation } from './sparks';
import type { CheckoutInput, OrderLine, OrderView, PurchaseView } from '../shared/schemas/market';

const PURCHASES_LIMIT = 500;

const orderRef = (buyerUid: string, orderId: string) => db.collection('orders').doc(`${buyerUid}_${orderId}`);
const saleRef = (orderId: string, productId: string) => db.collection('sales').doc(`${orderId}_${productId}`);

const str = (value: unknown, fallback = ''): string => (typeof value === 'string' ? value : fallback);
const num = (value: unknown, fallback = 0): number => (typeof value === 'number' && Number.isFinite(value) ? value : fallback);

interface StoredOrder {
  buyer_uid: string;
  order_id: string;
  items: OrderLine[];
  total: number;
  commission: number;
  created_at: Timestamp;
}

const orderView = (order: StoredOrder, balance: number): OrderView => ({
  order_id: order.order_id,
  items: order.items,
  total: order.total,
  balance,
  created_at: toIso(order.created_at),
});

/** Checks the cart, then plans and writes the whole purchase in the caller's transaction. */
async function checkout(t: Transaction, buyerUid: string, input: CheckoutInput): Promise<{ order: OrderView; replayed: boolean }> {
  const ids = input.product_ids;
  const orderDoc = orderRef(buyerUid, input.order_id);
  // Every read first (Firestore transactions read before they write).
  const snaps = await t.getAll(
    orderDoc,
    ...ids.map(productRef),
    ...ids.map((id) => purchaseRef(buyerUid, id)),
    ...ids.map((id) => saleRef(input.order_id, id)),
  );
  const [orderSnap, ...rest] = snaps;
  if (orderSnap?.exists) {
    // A retry of a recorded order: answer it again and change nothing.
    return { order: orderView(orderSnap.data() as StoredOrder, -1), replayed: true };
  }
  const products = rest.slice(0, ids.length);
  const purchases = rest.slice(ids.length, 2 * ids.length);
  const sales = rest.slice(2 * ids.length);

  const lines: (OrderLine & { seller_name: string })[] = ids.map((id, i) => {
    const product = products[i];
    const data = product?.exists ? product.data() : undefined;
    if (!data) throw new ApiError('market/unavailable');
    if (data.seller_uid === buyerUid) throw new ApiError('market/own-product');
    if (purchases[i]?.exists) throw new ApiError('market/already-purchased');
    if (data.status !== 'approved') throw new ApiError('market/unavailable');
    const price = num(data.price, -1);
    if (!Number.isSafeInteger(price) || price < 0) throw new ApiError('market/unavailable');
    return {
      product_id: id,
      title: str(data.title),
      seller_uid: str(data.seller_uid),
      seller_name: str(data.seller_name),
      ...linePrice(price),
    };
  });
  // Sale ids carry the client's order id only: a sale already there belongs to another
  // buyer's order with the same id, which must not be mistaken for this one.
  if (sales.some((sale) => sale?.exists)) throw new ApiError('wallet/operation-conflict');

  const totals = cartTotals(lines);
  if (totals.total !== input.expected_total) throw new ApiError('market/price-changed', { total: totals.total });

  // `market`: welcome sparks never pay for products, or farmed accounts could turn them into a
  // seller's exchangeable sparks.
  const ops: SparksOperation[] = [
    { uid: buyerUid, operationId: `order:${buyerUid}:${input.order_id}`, kind: 'charge', amount: totals.total, reason: 'market_purchase', market: true },
  ];
  for (const [sellerUid, earnings] of earningsBySeller(lines)) {
    // A seller of free products only earns nothing: no ledger entry for 0 sparks.
    if (earnings > 0) {
      // Earned sparks: the only ones a seller can exchange for riyals.
      ops.push({ uid: sellerUid, operationId: `sale:${input.order_id}:${sellerUid}`, kind: 'credit', amount: earnings, reason: 'market_sale', earned: true });
    }
  }
  let results;
  try {
    results = await applySparksOperations(ops, t);
  } catch (error) {
    if (error instanceof ApiError && error.code === 'wallet/insufficient-sparks') {
      throw new ApiError('market/insufficient-balance', error.values);
    }
    throw error;
  }
  // Without an order document none of these operations can have happened for this buyer.
  if (results.some((result) => result.replayed)) throw new ApiError('wallet/operation-conflict');

  const now = Timestamp.now();
  const items: OrderLine[] = lines.map(({ seller_name: _name, ...line }) => line);
  const order: StoredOrder = { buyer_uid: buyerUid, order_id: input.order_id, items, total: totals.total, commission: totals.commission, created_at: now };
  t.create(orderDoc, order);
  for (const line of lines) {
    t.create(purchaseRef(buyerUid, line.product_id), {
      product_id: line.product_id,
      order_id: input.order_id,
      charged: line.charged,
      title: line.title,
      seller_uid: line.seller_uid,
      purchased_at: now,
    });
    t.create(saleRef(input.order_id, line.product_id), {
      order_id: input.order_id,
      product_id: line.product_id,
      product_title: line.title,
      seller_uid: line.seller_uid,
      seller_name: line.seller_name,
      buyer_uid: buyerUid,
      price: line.price,
      charged: line.charged,
      commission: line.commission,
      earnings: line.earnings,
      created_at: now,
    });
    t.update(productRef(line.product_id), { sales_count: FieldValue.increment(1) });
  }
  return { order: orderView(order, results[0]?.balance ?? 0), replayed: false };
}

/**
 * POST /market/orders. Retrying with the same order_id returns the recorded order (replayed)
 * and changes nothing.
 */
export async function placeOrder(buyerUid: string, input: CheckoutInput): Promise<{ order: OrderView; replayed: boolean }> {
  // Sellers are known up front so this instance can queue work on the same wallets instead
  // of letting their transactions contend; the transaction re-reads everything.
  const known = await db.getAll(...input.product_ids.map(productRef), { fieldMask: ['seller_uid'] });
  const sellers = known.map((snap) => snap.get('seller_uid') as unknown).filter((uid): uid is string => typeof uid === 'string');
  const result = await withWalletLocks([buyerUid, ...sellers], () =>
    // Many buyers may buy one seller's product at once, from many instances: a few tries, then
    // 429 (lib/http.ts), never a minute of retries. This instance queues them on the wallets.
    db.runTransaction((t) => checkout(t, buyerUid, input), HOT_TRANSACTION),
  );
  if (result.replayed) return { ...result, order: { ...result.order, balance: await getSparkBalance(buyerUid) } };
  return result;
}

/** GET /market/purchases: what the buyer owns, newest first, whatever the product's status now. */
export async function listPurchases(buyerUid: string): Promise<PurchaseView[]> {
  const snap = await db
    .collection('users')
    .doc(buyerUid)
    .collection('purchases')
    .orderBy('purchased_at', 'desc')
    .limit(PURCHASES_LIMIT)
    .get();
  if (snap.empty) return [];
  const products = await db.getAll(...snap.docs.map((doc) => productRef(doc.id)));
  return snap.docs.flatMap((doc, i) => {
    const product = products[i];
    // Products are archived, never deleted; a missing one has nothing to show.
    if (!product?.exists) return [];
    const data = doc.data();
    return [{
      product: toProductSummary(product.id, product.data() ?? {}),
      order_id: str(data.order_id),
      charged: num(data.charged),
      purchased_at: toIso(data.purchased_at),
    }];
  });
}
