// POST /market/orders, GET /market/purchases, GET /market/seller/sales and
// GET /admin/market/commissions over HTTP against the emulators (docs/market.md).
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { CommissionsReport, OrderView, PurchaseView, SalesReport } from '@shared/schemas/market';
import { adminDb } from '../support/admin';
import { call, expectError } from '../support/api';
import { createProductDirect } from '../support/market';
import { createTestUser, type TestUser } from '../support/users';
import { checkedWallet } from '../support/wallets';

const order = (token: string, product_ids: string[], expected_total: number, order_id: string = randomUUID()) =>
  call<{ data: OrderView; message: string }>('POST', '/market/orders', { token, body: { order_id, product_ids, expected_total } });

const salesOf = async (orderId: string) =>
  (await adminDb.collection('sales').where('order_id', '==', orderId).get()).docs.map((d): Record<string, unknown> => ({ id: d.id, ...d.data() }));
const salesCount = async (productId: string) => (await adminDb.doc(`products/${productId}`).get()).get('sales_count') as number;

describe('POST /market/orders', () => {
  let sellerA: TestUser;
  let sellerB: TestUser;
  beforeAll(async () => {
    [sellerA, sellerB] = await Promise.all([createTestUser({ userType: 'teacher' }), createTestUser({ userType: 'teacher' })]);
  });

  it('buys one product: the buyer pays, the seller earns 90 %, sale and purchase are recorded', async () => {
    const buyer = await createTestUser({ sparks: 200 });
    const product = await createProductDirect({ uid: sellerA.uid, name: 'Seller A' }, { price: 120, title: 'Geometry' });
    const orderId = randomUUID();
    const result = await order(buyer.token, [product.productId], 120, orderId);
    expect(result.status, result.text).toBe(201);
    expect(result.body).toMatchObject({ status: 'success', message: 'Purchase completed successfully!' });
    expect(result.body.data).toEqual({
      order_id: orderId,
      items: [{ product_id: product.productId, title: 'Geometry', seller_uid: sellerA.uid, price: 120, charged: 120, commission: 12, earnings: 108 }],
      total: 120,
      balance: 80,
      created_at: expect.any(String),
    });
    expect((await checkedWallet(buyer.uid)).balance).toBe(80);
    const seller = await checkedWallet(sellerA.uid);
    // Sales earnings are earned sparks, the only exchangeable ones; the buyer's spend takes none.
    expect(seller.entries.find((e) => e.id === `sale:${orderId}:${sellerA.uid}`)).toMatchObject({ kind: 'credit', amount: 108, earned_delta: 108 });
    expect(seller.earned).toBeGreaterThanOrEqual(108);
    expect((await checkedWallet(buyer.uid)).earned).toBe(0);
    expect((await checkedWallet(buyer.uid)).entries.find((e) => e.id === `order:${buyer.uid}:${orderId}`)).toMatchObject({ kind: 'charge', amount: -120 });
    expect(await salesOf(orderId)).toEqual([
      expect.objectContaining({
        id: `${orderId}_${product.productId}`, order_id: orderId, product_id: product.productId, product_title: 'Geometry',
        seller_uid: sellerA.uid, seller_name: 'Seller A', buyer_uid: buyer.uid, price: 120, charged: 120, commission: 12, earnings: 108,
      }),
    ]);
    const purchase = await adminDb.doc(`users/${buyer.uid}/purchases/${product.productId}`).get();
    expect(purchase.data()).toMatchObject({ product_id: product.productId, order_id: orderId, charged: 120, title: 'Geometry', seller_uid: sellerA.uid });
    expect(await salesCount(product.productId)).toBe(1);
    expect((await adminDb.doc(`orders/${buyer.uid}_${orderId}`).get()).get('total')).toBe(120);
  });

  it('buys several products of two sellers in one order, each seller credited once', async () => {
    const buyer = await createTestUser({ sparks: 500 });
    const a1 = await createProductDirect(sellerA, { price: 120 });
    const a2 = await createProductDirect(sellerA, { price: 55 });
    const b1 = await createProductDirect(sellerB, { price: 0 });
    const b2 = await createProductDirect(sellerB, { price: 33 });
    const [beforeA, beforeB] = [(await checkedWallet(sellerA.uid)).balance, (await checkedWallet(sellerB.uid)).balance];
    const orderId = randomUUID();
    const result = await order(buyer.token, [a1.productId, a2.productId, b1.productId, b2.productId], 213, orderId);
    expect(result.status, result.text).toBe(201);
    expect(result.body.data.items.map((i) => [i.charged, i.commission, i.earnings])).toEqual([[120, 12, 108], [55, 6, 49], [5, 5, 0], [33, 4, 29]]);
    expect(result.body.data).toMatchObject({ total: 213, balance: 287 });
    expect((await checkedWallet(sellerA.uid)).balance - beforeA).toBe(157);
    expect((await checkedWallet(sellerB.uid)).balance - beforeB).toBe(29);
    const sales = await salesOf(orderId);
    expect(sales).toHaveLength(4);
    const sum = (key: 'charged' | 'commission' | 'earnings') => sales.reduce((s, sale) => s + (sale[key] as number), 0);
    expect([sum('charged'), sum('commission'), sum('earnings')]).toEqual([213, 27, 186]);
    for (const p of [a1, a2, b1, b2]) expect(await salesCount(p.productId)).toBe(1);
    expect((await adminDb.collection(`users/${buyer.uid}/purchases`).get()).size).toBe(4);
  });

  it('charges 5 sparks for a free product, all to the platform', async () => {
    const seller = await createTestUser({ userType: 'teacher' });
    const buyer = await createTestUser({ sparks: 5 });
    const free = await createProductDirect(seller, { price: 0 });
    const result = await order(buyer.token, [free.productId], 5);
    expect(result.status, result.text).toBe(201);
    expect(result.body.data.items[0]).toMatchObject({ price: 0, charged: 5, commission: 5, earnings: 0 });
    expect((await checkedWallet(buyer.uid)).balance).toBe(0);
    expect(await checkedWallet(seller.uid)).toEqual({ balance: 0, earned: 0, promo: 0, entries: [] });
  });

  it('refuses a cart the balance does not cover, naming the sparks missing, and changes nothing', async () => {
    const buyer = await createTestUser({ sparks: 50 });
    const product = await createProductDirect(sellerA, { price: 120 });
    const result = await order(buyer.token, [product.productId], 120);
    expect(result.status).toBe(402);
    expect(result.body).toEqual({
      status: 'error', code: 'market/insufficient-balance', message: 'Insufficient balance for this purchase', values: { needed: 70 },
    });
    expect((await checkedWallet(buyer.uid)).balance).toBe(50);
    expect(await salesCount(product.productId)).toBe(0);
    expect((await adminDb.doc(`users/${buyer.uid}/purchases/${product.productId}`).get()).exists).toBe(false);
  });

  it('refuses a product already bought, even inside a larger cart', async () => {
    const buyer = await createTestUser({ sparks: 500 });
    const owned = await createProductDirect(sellerA, { price: 20 });
    const other = await createProductDirect(sellerA, { price: 30 });
    expect((await order(buyer.token, [owned.productId], 20)).status).toBe(201);
    expectError(await order(buyer.token, [other.productId, owned.productId], 50), 409, 'market/already-purchased');
    expect((await checkedWallet(buyer.uid)).balance).toBe(480);
    expect(await salesCount(owned.productId)).toBe(1);
  });

  it('refuses the buyer’s own product', async () => {
    const seller = await createTestUser({ userType: 'teacher', sparks: 500 });
    const own = await createProductDirect(seller, { price: 20 });
    expectError(await order(seller.token, [own.productId], 20), 400, 'market/own-product');
  });

  it('refuses products that are not approved or do not exist', async () => {
    const buyer = await createTestUser({ sparks: 500 });
    for (const status of ['pending', 'rejected', 'archived'] as const) {
      const product = await createProductDirect(sellerA, { price: 20, status });
      expectError(await order(buyer.token, [product.productId], 20), 409, 'market/unavailable');
    }
    expectError(await order(buyer.token, ['no-such-product'], 20), 409, 'market/unavailable');
    expect((await checkedWallet(buyer.uid)).balance).toBe(500);
  });

  it('refuses a total that is not the current one (changed price or tampered total)', async () => {
    const buyer = await createTestUser({ sparks: 500 });
    const product = await createProductDirect(sellerA, { price: 120 });
    const tampered = await order(buyer.token, [product.productId], 1);
    expectError(tampered, 409, 'market/price-changed');
    expect(tampered.body.values).toEqual({ total: 120 });
    await adminDb.doc(`products/${product.productId}`).update({ price: 150 });
    const changed = await order(buyer.token, [product.productId], 120);
    expectError(changed, 409, 'market/price-changed');
    expect(changed.body.values).toEqual({ total: 150 });
    expect((await order(buyer.token, [product.productId], 150)).status).toBe(201);
    expect((await checkedWallet(buyer.uid)).balance).toBe(350);
  });

  it('buys once when the same order_id is sent again, one after another or at once', async () => {
    const buyer = await createTestUser({ sparks: 500 });
    const p1 = await createProductDirect(sellerA, { price: 40 });
    const p2 = await createProductDirect(sellerB, { price: 60 });
    const orderId = randomUUID();
    const first = await order(buyer.token, [p1.productId], 40, orderId);
    expect(first.status).toBe(201);
    const again = await order(buyer.token, [p1.productId], 40, orderId);
    expect(again.status).toBe(200);
    expect(again.body.data).toEqual({ ...first.body.data, balance: 460 });

    const concurrentId = randomUUID();
    const results = await Promise.all(Array.from({ length: 4 }, () => order(buyer.token, [p2.productId], 60, concurrentId)));
    expect(results.map((r) => r.status).sort()).toEqual([200, 200, 200, 201]);
    expect((await checkedWallet(buyer.uid)).balance).toBe(400);
    expect(await salesCount(p2.productId)).toBe(1);
    expect(await salesOf(concurrentId)).toHaveLength(1);
  }, 90_000);

  it('refuses an order_id another buyer already used instead of mixing the two orders', async () => {
    const [first, second] = await Promise.all([createTestUser({ sparks: 100 }), createTestUser({ sparks: 100 })]);
    const product = await createProductDirect(sellerA, { price: 10 });
    const orderId = randomUUID();
    expect((await order(first.token, [product.productId], 10, orderId)).status).toBe(201);
    expectError(await order(second.token, [product.productId], 10, orderId), 409, 'wallet/operation-conflict');
    expect((await checkedWallet(second.uid)).balance).toBe(100);
  });

  it('answers 400 for a malformed cart', async () => {
    const buyer = await createTestUser({ sparks: 500 });
    const product = await createProductDirect(sellerA, { price: 10 });
    const post = (body: unknown) => call('POST', '/market/orders', { token: buyer.token, body });
    const base = { order_id: randomUUID(), product_ids: [product.productId], expected_total: 10 };
    expectError(await post({ ...base, product_ids: [] }), 400, 'market/cart-empty');
    expectError(await post({ ...base, product_ids: [product.productId, product.productId] }), 400, 'validation/invalid-input');
    expectError(await post({ ...base, product_ids: Array.from({ length: 21 }, (_, i) => `p-${i}`) }), 400, 'validation/invalid-input');
    expectError(await post({ ...base, product_ids: product.productId }), 400, 'market/cart-empty');
    expectError(await post({ ...base, product_ids: [42] }), 400, 'validation/invalid-input');
    expectError(await post({ ...base, product_ids: ['../etc'] }), 400, 'validation/invalid-input');
    expectError(await post({ ...base, expected_total: '10' }), 400, 'validation/invalid-input');
    expectError(await post({ ...base, expected_total: -10 }), 400, 'validation/invalid-input');
    expectError(await post({ ...base, expected_total: 10.5 }), 400, 'validation/invalid-input');
    expectError(await post({ ...base, order_id: 'short' }), 400, 'validation/invalid-input');
    expectError(await post({ product_ids: [product.productId], expected_total: 10 }), 400, 'validation/invalid-input');
    expectError(await post({ ...base, price: 0 }), 400, 'validation/invalid-input');
    expectError(await post([base]), 415, 'validation/unsupported-media-type');
    const malformed = await call('POST', '/market/orders', { token: buyer.token, rawBody: '{"order_id":', contentType: 'application/json' });
    expect(malformed.status).toBeGreaterThanOrEqual(400);
    expect(malformed.status).toBeLessThan(500);
    expect((await checkedWallet(buyer.uid)).balance).toBe(500);
  });

  it('needs a signed-in caller', async () => {
    expectError(await call('POST', '/market/orders', { body: {} }), 401, 'auth/no-token');
    expectError(await call('GET', '/market/purchases'), 401, 'auth/no-token');
  });
});

describe('GET /market/purchases', () => {
  it('lists what the buyer owns, newest first, whatever the product’s status now', async () => {
    const seller = await createTestUser({ userType: 'teacher' });
    const buyer = await createTestUser({ sparks: 500 });
    const older = await createProductDirect({ uid: seller.uid, name: 'Ms Noor' }, { price: 10, title: 'Older' });
    const newer = await createProductDirect({ uid: seller.uid, name: 'Ms Noor' }, { price: 0, title: 'Newer' });
    const firstOrder = randomUUID();
    expect((await order(buyer.token, [older.productId], 10, firstOrder)).status).toBe(201);
    expect((await order(buyer.token, [newer.productId], 5)).status).toBe(201);
    await adminDb.doc(`products/${older.productId}`).update({ status: 'archived' });
    const result = await call<{ data: PurchaseView[] }>('GET', '/market/purchases', { token: buyer.token });
    expect(result.status).toBe(200);
    expect(result.body.data.map((p) => [p.product.title, p.charged])).toEqual([['Newer', 5], ['Older', 10]]);
    expect(result.body.data[1]).toEqual({
      product: expect.objectContaining({ id: older.productId, status: 'archived', seller: { uid: seller.uid, name: 'Ms Noor' }, sales_count: 1, price: 10 }),
      order_id: firstOrder,
      charged: 10,
      purchased_at: expect.any(String),
    });
    expect(JSON.stringify(result.body)).not.toContain('content/workbook.pdf');
    const nothing = await createTestUser();
    expect((await call('GET', '/market/purchases', { token: nothing.token })).body).toEqual({ status: 'success', data: [] });
  });
});

describe('sales and commissions reports', () => {
  let seller: TestUser;
  let other: TestUser;
  let admin: TestUser;
  let productId: string;
  beforeAll(async () => {
    [seller, other, admin] = await Promise.all([
      createTestUser({ userType: 'teacher' }),
      createTestUser({ userType: 'teacher' }),
      createTestUser({ userType: 'administrator' }),
    ]);
    const p1 = await createProductDirect({ uid: seller.uid, name: 'Report Seller' }, { price: 100, title: 'Report A' });
    const p2 = await createProductDirect({ uid: seller.uid, name: 'Report Seller' }, { price: 15, title: 'Report B' });
    const p3 = await createProductDirect({ uid: other.uid, name: 'Other Seller' }, { price: 50 });
    productId = p1.productId;
    const buyers = await Promise.all([createTestUser({ sparks: 500 }), createTestUser({ sparks: 500 })]);
    for (const buyer of buyers) expect((await order(buyer.token, [p1.productId, p2.productId, p3.productId], 165)).status).toBe(201);
  });

  it('gives the seller totals, days, products and recent sales', async () => {
    const result = await call<{ data: SalesReport }>('GET', '/market/seller/sales?days=30', { token: seller.token });
    expect(result.status, result.text).toBe(200);
    const report = result.body.data;
    expect(report.totals).toEqual({ sales_count: 4, gross: 230, commission: 24, earnings: 206 });
    expect(report.by_day).toEqual([{ date: new Date().toISOString().slice(0, 10), sales_count: 4, gross: 230, commission: 24, earnings: 206 }]);
    expect(report.by_product).toEqual([
      { product_id: productId, title: 'Report A', sales_count: 2, gross: 200, earnings: 180 },
      expect.objectContaining({ title: 'Report B', sales_count: 2, gross: 30, earnings: 26 }),
    ]);
    expect(report.recent).toHaveLength(4);
    expect(report.recent[0]).toEqual({
      sale_id: expect.any(String), product_id: expect.any(String), title: expect.any(String),
      charged: expect.any(Number), commission: expect.any(Number), earnings: expect.any(Number), created_at: expect.any(String),
    });
    // Another seller's sales are not in it; a seller with none gets zeros.
    const fresh = await createTestUser({ userType: 'teacher' });
    expect((await call<{ data: SalesReport }>('GET', '/market/seller/sales', { token: fresh.token })).body.data).toEqual({
      totals: { sales_count: 0, gross: 0, commission: 0, earnings: 0 }, by_day: [], by_product: [], recent: [],
    });
  });

  it('refuses students and bad windows', async () => {
    const student = await createTestUser();
    expectError(await call('GET', '/market/seller/sales', { token: student.token }), 403, 'auth/forbidden');
    expectError(await call('GET', '/market/seller/sales?days=0', { token: seller.token }), 400, 'validation/invalid-input');
    expectError(await call('GET', '/market/seller/sales?days=abc', { token: seller.token }), 400, 'validation/invalid-input');
  });

  it('gives administrators the commission per seller, adding up to the totals', async () => {
    const result = await call<{ data: CommissionsReport }>('GET', '/admin/market/commissions?days=7', { token: admin.token });
    expect(result.status, result.text).toBe(200);
    const report = result.body.data;
    expect(report.by_seller.find((s) => s.seller_uid === seller.uid)).toEqual({
      seller_uid: seller.uid, seller_name: 'Report Seller', sales_count: 4, gross: 230, commission: 24,
    });
    expect(report.by_seller.find((s) => s.seller_uid === other.uid)).toMatchObject({ sales_count: 2, gross: 100, commission: 10 });
    const sum = (key: 'sales_count' | 'gross' | 'commission') => report.by_seller.reduce((s, row) => s + row[key], 0);
    expect([sum('sales_count'), sum('gross'), sum('commission')]).toEqual([report.totals.sales_count, report.totals.gross, report.totals.commission]);
    expect(report.totals.gross).toBe(report.totals.commission + report.totals.earnings);
    expect(report.recent.length).toBeLessThanOrEqual(20);
    expect(report.recent[0]).toMatchObject({ seller_uid: expect.any(String), buyer_uid: expect.any(String) });
  });

  it('is for administrators only', async () => {
    expectError(await call('GET', '/admin/market/commissions', { token: seller.token }), 403, 'market/admins-only');
    expectError(await call('GET', '/admin/market/commissions'), 401, 'auth/no-token');
    expectError(await call('GET', '/admin/market/commissions?days=400', { token: admin.token }), 400, 'validation/invalid-input');
  });
});
