// Sparks exchange: sellers' requests (POST/GET /market/exchange-requests) and the
// administrators' payouts (/admin/market/payouts) over HTTP against the emulators. Only
// sparks earned from sales can be exchanged (docs/market.md, "Exchange"): the last block buys
// sparks through the local HyperPay server (emulators/hyperpay/server.mjs) and sells real
// products to check that bought and credited sparks never turn into riyals.
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ExchangeRequestView } from '@shared/schemas/exchange';
import type { OrderView } from '@shared/schemas/market';
import type { CheckoutResult } from '@shared/schemas/payments';
import type { WalletView } from '@shared/schemas/wallet';
import { adminDb } from '../support/admin';
import { call, expectError } from '../support/api';
import { createProductDirect } from '../support/market';
import { createTestUser, type TestUser } from '../support/users';
import { checkedWallet } from '../support/wallets';

const IBAN = 'SA0380000000608010167519';

const request = (token: string, body: Record<string, unknown>) =>
  call<{ data: ExchangeRequestView }>('POST', '/market/exchange-requests', {
    token,
    body: { request_id: randomUUID(), sparks: 300, iban: IBAN, account_name: 'Noor Teacher', ...body },
  });

/** The seller's balance, once checked against their ledger. */
const balance = async (uid: string) => (await checkedWallet(uid)).balance;

describe('POST /market/exchange-requests', () => {
  it('holds the sparks at once and stores a pending request with the riyals', async () => {
    const seller = await createTestUser({ userType: 'teacher', sparks: 1000, earned: 1000 });
    const requestId = randomUUID();
    const result = await request(seller.token, { request_id: requestId, sparks: 301, iban: 'sa03 8000 0000 6080 1016 7519' });
    expect(result.status, result.text).toBe(201);
    expect(result.body).toEqual({
      status: 'success',
      data: {
        id: requestId, seller_uid: seller.uid, seller_name: 'Test User', sparks: 301, riyals: '100.33',
        iban_masked: 'SA******************7519', account_name: 'Noor Teacher', status: 'pending',
        reason: null, reference: null, created_at: expect.any(String), decided_at: null,
      },
    });
    expect(await balance(seller.uid)).toBe(699);
    const hold = await adminDb.doc(`wallets/${seller.uid}/ledger/exchange:${requestId}`).get();
    expect(hold.data()).toMatchObject({ kind: 'charge', amount: -301, earned_delta: -301, earned_after: 699 });
    expect((await adminDb.doc(`exchangeRequests/${requestId}`).get()).data()).toMatchObject({ iban: IBAN, status: 'pending', seller_uid: seller.uid });
  });

  it('answers the recorded request on a retry and holds nothing more', async () => {
    const seller = await createTestUser({ userType: 'teacher', sparks: 1000, earned: 1000 });
    const requestId = randomUUID();
    const results = await Promise.all(Array.from({ length: 4 }, () => request(seller.token, { request_id: requestId, sparks: 400 })));
    expect(results.map((r) => r.status).sort()).toEqual([200, 200, 200, 201]);
    expect(new Set(results.map((r) => JSON.stringify(r.body.data))).size).toBe(1);
    expect(await balance(seller.uid)).toBe(600);
    const other = await createTestUser({ userType: 'teacher', sparks: 1000, earned: 1000 });
    expectError(await request(other.token, { request_id: requestId }), 409, 'wallet/operation-conflict');
    expect(await balance(other.uid)).toBe(1000);
  });

  it('refuses less than 300 sparks with the spec’s text', async () => {
    const seller = await createTestUser({ userType: 'teacher', sparks: 1000, earned: 1000 });
    const result = await request(seller.token, { sparks: 299 });
    expectError(result, 400, 'exchange/minimum');
    expect(result.body.message).toBe('The minimum exchange is 300 sparks.');
    expectError(await request(seller.token, { sparks: 300.5 }), 400, 'exchange/minimum');
    expectError(await request(seller.token, { sparks: '300' }), 400, 'exchange/minimum');
    expect(await balance(seller.uid)).toBe(1000);
  });

  it('refuses a bad IBAN and other bad input', async () => {
    const seller = await createTestUser({ userType: 'teacher', sparks: 1000, earned: 1000 });
    for (const iban of ['GB0380000000608010167519', 'SA0380000000608010167518', 'SA038000000060801016751', 'SA03800000006080101675199', 'SAxx80000000608010167519', 42]) {
      expectError(await request(seller.token, { iban }), 400, 'exchange/invalid-iban');
    }
    expectError(await request(seller.token, { account_name: ' ' }), 400, 'validation/all-fields-required');
    expectError(await request(seller.token, { request_id: 'x' }), 400, 'validation/invalid-input');
    expectError(await request(seller.token, { extra: true }), 400, 'validation/invalid-input');
    expect(await balance(seller.uid)).toBe(1000);
  });

  it('refuses more sparks than the seller has earned, naming what can be exchanged', async () => {
    const seller = await createTestUser({ userType: 'teacher', sparks: 350, earned: 350 });
    const result = await request(seller.token, { sparks: 500 });
    expectError(result, 422, 'exchange/exceeds-earned');
    expect(result.body).toMatchObject({
      values: { exchangeable: 350 },
      message: 'Only sparks earned from sales can be exchanged; bought or granted sparks cannot. You can exchange up to 350 sparks.',
    });
    expect(await balance(seller.uid)).toBe(350);
  });

  it('is for sellers (teachers) only', async () => {
    const student = await createTestUser({ sparks: 1000 });
    expectError(await request(student.token, {}), 403, 'exchange/sellers-only');
    expectError(await call('POST', '/market/exchange-requests', { body: {} }), 401, 'auth/no-token');
    expect(await balance(student.uid)).toBe(1000);
  });

  it('lists the seller’s own requests, newest first, IBAN masked', async () => {
    const seller = await createTestUser({ userType: 'teacher', sparks: 1000, earned: 1000 });
    const first = await request(seller.token, { sparks: 300 });
    const second = await request(seller.token, { sparks: 350 });
    await request((await createTestUser({ userType: 'teacher', sparks: 400, earned: 400 })).token, {});
    const list = await call<{ data: ExchangeRequestView[] }>('GET', '/market/exchange-requests', { token: seller.token });
    expect(list.status).toBe(200);
    expect(list.body.data.map((r) => r.id)).toEqual([second.body.data.id, first.body.data.id]);
    expect(list.body.data.every((r) => r.iban === undefined && r.iban_masked.endsWith('7519'))).toBe(true);
  });
});

describe('/admin/market/payouts', () => {
  let admin: TestUser;
  beforeAll(async () => {
    admin = await createTestUser({ userType: 'administrator' });
  });
  const decide = (id: string, action: 'paid' | 'reject', body: unknown = {}, token = admin.token) =>
    call<{ data: ExchangeRequestView }>('POST', `/admin/market/payouts/${id}/${action}`, { token, body });

  it('lists requests with the full IBAN, optionally by status', async () => {
    const seller = await createTestUser({ userType: 'teacher', sparks: 1000, earned: 1000 });
    const made = await request(seller.token, {});
    const all = await call<{ data: ExchangeRequestView[] }>('GET', '/admin/market/payouts', { token: admin.token });
    expect(all.status).toBe(200);
    expect(all.body.data.find((r) => r.id === made.body.data.id)).toMatchObject({ iban: IBAN, iban_masked: 'SA******************7519', status: 'pending' });
    const pending = await call<{ data: ExchangeRequestView[] }>('GET', '/admin/market/payouts?status=pending', { token: admin.token });
    expect(pending.body.data.every((r) => r.status === 'pending')).toBe(true);
    expect(pending.body.data.some((r) => r.id === made.body.data.id)).toBe(true);
    expectError(await call('GET', '/admin/market/payouts?status=lost', { token: admin.token }), 400, 'validation/invalid-input');
  });

  it('marks a request paid once; the held sparks stay spent', async () => {
    const seller = await createTestUser({ userType: 'teacher', sparks: 1000, earned: 1000 });
    const id = (await request(seller.token, { sparks: 600 })).body.data.id;
    const paid = await decide(id, 'paid', { reference: 'TRX-1' });
    expect(paid.status, paid.text).toBe(200);
    expect(paid.body.data).toMatchObject({ id, status: 'paid', reference: 'TRX-1', decided_at: expect.any(String), iban: IBAN });
    expect((await adminDb.doc(`exchangeRequests/${id}`).get()).get('decided_by')).toBe(admin.uid);
    expectError(await decide(id, 'paid'), 409, 'exchange/already-decided');
    expectError(await decide(id, 'reject'), 409, 'exchange/already-decided');
    expect(await balance(seller.uid)).toBe(400);
  });

  it('rejects a request and gives the sparks back exactly once, however many rejections race', async () => {
    const seller = await createTestUser({ userType: 'teacher', sparks: 1000, earned: 1000 });
    const id = (await request(seller.token, { sparks: 700 })).body.data.id;
    expect(await balance(seller.uid)).toBe(300);
    const results = await Promise.all(Array.from({ length: 5 }, () => decide(id, 'reject', { reason: 'IBAN name mismatch' })));
    expect(results.map((r) => r.status).sort()).toEqual([200, 409, 409, 409, 409]);
    expect(results.find((r) => r.status === 200)?.body.data).toMatchObject({ status: 'rejected', reason: 'IBAN name mismatch' });
    expect(await balance(seller.uid)).toBe(1000);
    const refund = await adminDb.doc(`wallets/${seller.uid}/ledger/refund:exchange:${id}`).get();
    expect(refund.data()).toMatchObject({ kind: 'refund', amount: 700, earned_delta: 700, refund_of: `exchange:${id}` });
    expect((await checkedWallet(seller.uid)).earned).toBe(1000);
    expectError(await decide(id, 'paid'), 409, 'exchange/already-decided');
  });

  it('answers 404 for an unknown request and refuses bad bodies', async () => {
    expectError(await decide(randomUUID(), 'paid'), 404, 'exchange/not-found');
    expectError(await decide(randomUUID(), 'reject'), 404, 'exchange/not-found');
    expectError(await decide('bad', 'paid'), 404, 'exchange/not-found');
    const seller = await createTestUser({ userType: 'teacher', sparks: 1000, earned: 1000 });
    const id = (await request(seller.token, {})).body.data.id;
    expectError(await decide(id, 'paid', { amount: 5 }), 400, 'validation/invalid-input');
    expectError(await decide(id, 'reject', { reason: 'x'.repeat(501) }), 400, 'validation/invalid-input');
  });

  it('is for administrators only', async () => {
    const seller = await createTestUser({ userType: 'teacher', sparks: 1000, earned: 1000 });
    const id = (await request(seller.token, {})).body.data.id;
    expectError(await call('GET', '/admin/market/payouts', { token: seller.token }), 403, 'market/admins-only');
    expectError(await decide(id, 'reject', {}, seller.token), 403, 'market/admins-only');
    expectError(await decide(id, 'paid', {}, (await createTestUser()).token), 403, 'market/admins-only');
    expectError(await call('GET', '/admin/market/payouts'), 401, 'auth/no-token');
    expect(await balance(seller.uid)).toBe(700);
  });
});

describe('only sparks earned from sales can be exchanged', () => {
  const HYPERPAY = process.env.HYPERPAY_BASE_URL ?? '';
  const PKG = `${randomUUID().slice(0, 8)}-1500`;
  let admin: TestUser;
  beforeAll(async () => {
    if (!HYPERPAY) throw new Error('HYPERPAY_BASE_URL is not set: run through scripts/emu-exec.mjs or npm test.');
    admin = await createTestUser({ userType: 'administrator' });
    // 1,500 sparks at the seed's price: whatever a package costs, bought sparks never cash out.
    await adminDb.doc(`packages/${PKG}`).set({
      package_type: 'sparks', currency: 'SAR', popular: false, active: true, updated_at: new Date(),
      name: { ar: 'الكبرى', en: 'Mega' }, sparks: 1500, price: '455.00', order: 4,
    });
    // The probe's package: 1,500 sparks for 399 SAR, which a seller's share would exchange for 450 SAR.
    await adminDb.doc(`packages/${PKG}-cheap`).set({
      package_type: 'sparks', currency: 'SAR', popular: false, active: true, updated_at: new Date(),
      name: { ar: 'رخيصة', en: 'Cheap' }, sparks: 1500, price: '399.00', order: 5,
    });
  });

  /** Buys the package through the local HyperPay server with the VISA test card, as the pricing page does. */
  async function buySparks(user: TestUser): Promise<void> {
    const checkout = await call<{ result: CheckoutResult }>('POST', '/in-app-purchases', { token: user.token, body: { package_id: PKG } });
    expect(checkout.status, checkout.text).toBe(201);
    const id = checkout.body.result.checkout_id;
    const paid = await fetch(`${HYPERPAY}/v1/checkouts/${encodeURIComponent(id)}/payment`, {
      method: 'POST',
      body: new URLSearchParams({
        'card.number': '4200000000000000', 'card.holder': 'Test Shopper', 'card.expiryMonth': '12',
        'card.expiryYear': String(new Date().getFullYear() + 3), 'card.cvv': '123', paymentBrand: 'VISA',
      }),
    });
    expect(paid.status).toBe(200);
    const query = new URLSearchParams({ resourcePath: `/v1/checkouts/${id}/payment`, userId: user.uid, package_id: PKG });
    const verified = await call<{ status: string }>('GET', `/hyperpay/verify-payment-plan?${query.toString()}`, { token: user.token });
    expect(verified.status, verified.text).toBe(200);
    expect(verified.body.status).toBe('success');
  }

  /** A buyer buys `seller`'s product at `price`; the seller earns floor(price × 0.9). */
  async function sellTo(seller: TestUser, price: number, buyer?: TestUser): Promise<void> {
    const shopper = buyer ?? (await createTestUser({ sparks: price }));
    const product = await createProductDirect({ uid: seller.uid }, { price });
    const result = await call<{ data: OrderView }>('POST', '/market/orders', {
      token: shopper.token,
      body: { order_id: randomUUID(), product_ids: [product.productId], expected_total: price },
    });
    expect(result.status, result.text).toBe(201);
  }

  const wallet = async (user: TestUser) => {
    const answer = await call<{ data: WalletView }>('GET', '/wallet', { token: user.token });
    expect(answer.status).toBe(200);
    const { balance, earned, promo } = await checkedWallet(user.uid);
    expect(answer.body.data).toEqual({ spark_balance: balance, earned_balance: earned, promo_balance: promo, market_balance: balance - promo });
    return { spark_balance: answer.body.data.spark_balance, earned_balance: answer.body.data.earned_balance };
  };

  it('sells no package below the exchange floor, so buying sparks to sell to oneself cannot pay', async () => {
    const buyer = await createTestUser({ userType: 'student' });
    const refused = await call('POST', '/in-app-purchases', { token: buyer.token, body: { package_id: `${PKG}-cheap` } });
    expectError(refused, 404, 'payment/package-not-found');
  });

  it('refuses to exchange sparks bought through HyperPay, naming the exchangeable amount (0)', async () => {
    const teacher = await createTestUser({ userType: 'teacher' });
    await buySparks(teacher);
    expect(await wallet(teacher)).toEqual({ spark_balance: 1500, earned_balance: 0 });
    const result = await request(teacher.token, { sparks: 1500 });
    expectError(result, 422, 'exchange/exceeds-earned');
    expect(result.body.values).toEqual({ exchangeable: 0 });
    expectError(await request(teacher.token, { sparks: 300 }), 422, 'exchange/exceeds-earned');
    expect(await wallet(teacher)).toEqual({ spark_balance: 1500, earned_balance: 0 });
    expect((await adminDb.collection('exchangeRequests').where('seller_uid', '==', teacher.uid).get()).empty).toBe(true);
  });

  it('refuses to exchange credited (granted) sparks', async () => {
    const teacher = await createTestUser({ userType: 'teacher', sparks: 5000 });
    const result = await request(teacher.token, { sparks: 300 });
    expectError(result, 422, 'exchange/exceeds-earned');
    expect(result.body.values).toEqual({ exchangeable: 0 });
    expect(await wallet(teacher)).toEqual({ spark_balance: 5000, earned_balance: 0 });
  });

  it('lets a seller exchange sparks earned from a sale, up to the earned amount and not beyond', async () => {
    const seller = await createTestUser({ userType: 'teacher' });
    await buySparks(seller);
    await sellTo(seller, 400); // earns 360
    expect(await wallet(seller)).toEqual({ spark_balance: 1860, earned_balance: 360 });
    const beyond = await request(seller.token, { sparks: 361 });
    expectError(beyond, 422, 'exchange/exceeds-earned');
    expect(beyond.body).toMatchObject({ values: { exchangeable: 360 }, message: expect.stringContaining('up to 360 sparks') });

    const made = await request(seller.token, { sparks: 360 });
    expect(made.status, made.text).toBe(201);
    expect(made.body.data).toMatchObject({ sparks: 360, riyals: '120.00', status: 'pending' });
    expect(await wallet(seller)).toEqual({ spark_balance: 1500, earned_balance: 0 });
    expectError(await request(seller.token, { sparks: 300 }), 422, 'exchange/exceeds-earned');
  });

  it('returns the held sparks as earned when a payout is rejected', async () => {
    const seller = await createTestUser({ userType: 'teacher', sparks: 100 });
    await sellTo(seller, 400); // earns 360
    const id = (await request(seller.token, { sparks: 300 })).body.data.id;
    expect(await wallet(seller)).toEqual({ spark_balance: 160, earned_balance: 60 });
    const rejected = await call('POST', `/admin/market/payouts/${id}/reject`, { token: admin.token, body: { reason: 'Name mismatch' } });
    expect(rejected.status, rejected.text).toBe(200);
    expect(await wallet(seller)).toEqual({ spark_balance: 460, earned_balance: 360 });
    // Earned again, so exchangeable again.
    expect((await request(seller.token, { sparks: 360 })).status).toBe(201);
    expect(await wallet(seller)).toEqual({ spark_balance: 100, earned_balance: 0 });
  });

  it('spends non-exchangeable sparks first, and earned ones only for the rest', async () => {
    const seller = await createTestUser({ userType: 'teacher', sparks: 100 });
    await sellTo(seller, 400); // earns 360: 100 bought + 360 earned
    await sellTo(await createTestUser({ userType: 'teacher' }), 80, seller);
    expect(await wallet(seller)).toEqual({ spark_balance: 380, earned_balance: 360 });
    await sellTo(await createTestUser({ userType: 'teacher' }), 50, seller); // 20 bought + 30 earned
    expect(await wallet(seller)).toEqual({ spark_balance: 330, earned_balance: 330 });
    const entries = (await checkedWallet(seller.uid)).entries.filter((e) => e.kind === 'charge');
    expect(entries.map((e) => [e.amount, e.earned_delta]).sort()).toEqual([[-50, -30], [-80, 0]]);
  });
});
