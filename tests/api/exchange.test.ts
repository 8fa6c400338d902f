// Sparks exchange: sellers' requests (POST/GET /market/exchange-requests) and the
// administrators' payouts (/admin/market/payouts) over HTTP against the emulators.
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ExchangeRequestView } from '@shared/schemas/exchange';
import { adminDb } from '../support/admin';
import { call, expectError } from '../support/api';
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
    const seller = await createTestUser({ userType: 'teacher', sparks: 1000 });
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
    expect(hold.data()).toMatchObject({ kind: 'charge', amount: -301 });
    expect((await adminDb.doc(`exchangeRequests/${requestId}`).get()).data()).toMatchObject({ iban: IBAN, status: 'pending', seller_uid: seller.uid });
  });

  it('answers the recorded request on a retry and holds nothing more', async () => {
    const seller = await createTestUser({ userType: 'teacher', sparks: 1000 });
    const requestId = randomUUID();
    const results = await Promise.all(Array.from({ length: 4 }, () => request(seller.token, { request_id: requestId, sparks: 400 })));
    expect(results.map((r) => r.status).sort()).toEqual([200, 200, 200, 201]);
    expect(new Set(results.map((r) => JSON.stringify(r.body.data))).size).toBe(1);
    expect(await balance(seller.uid)).toBe(600);
    const other = await createTestUser({ userType: 'teacher', sparks: 1000 });
    expectError(await request(other.token, { request_id: requestId }), 409, 'wallet/operation-conflict');
    expect(await balance(other.uid)).toBe(1000);
  });

  it('refuses less than 300 sparks with the spec’s text', async () => {
    const seller = await createTestUser({ userType: 'teacher', sparks: 1000 });
    const result = await request(seller.token, { sparks: 299 });
    expectError(result, 400, 'exchange/minimum');
    expect(result.body.message).toBe('The minimum exchange is 300 sparks.');
    expectError(await request(seller.token, { sparks: 300.5 }), 400, 'exchange/minimum');
    expectError(await request(seller.token, { sparks: '300' }), 400, 'exchange/minimum');
    expect(await balance(seller.uid)).toBe(1000);
  });

  it('refuses a bad IBAN and other bad input', async () => {
    const seller = await createTestUser({ userType: 'teacher', sparks: 1000 });
    for (const iban of ['GB0380000000608010167519', 'SA0380000000608010167518', 'SA038000000060801016751', 'SA03800000006080101675199', 'SAxx80000000608010167519', 42]) {
      expectError(await request(seller.token, { iban }), 400, 'exchange/invalid-iban');
    }
    expectError(await request(seller.token, { account_name: ' ' }), 400, 'validation/all-fields-required');
    expectError(await request(seller.token, { request_id: 'x' }), 400, 'validation/invalid-input');
    expectError(await request(seller.token, { extra: true }), 400, 'validation/invalid-input');
    expect(await balance(seller.uid)).toBe(1000);
  });

  it('refuses more sparks than the seller has, naming the shortfall', async () => {
    const seller = await createTestUser({ userType: 'teacher', sparks: 350 });
    const result = await request(seller.token, { sparks: 500 });
    expectError(result, 402, 'wallet/insufficient-sparks');
    expect(result.body).toMatchObject({ values: { needed: 150 }, message: 'Insufficient sparks: 150 more needed.' });
    expect(await balance(seller.uid)).toBe(350);
  });

  it('is for sellers (teachers) only', async () => {
    const student = await createTestUser({ sparks: 1000 });
    expectError(await request(student.token, {}), 403, 'exchange/sellers-only');
    expectError(await call('POST', '/market/exchange-requests', { body: {} }), 401, 'auth/no-token');
    expect(await balance(student.uid)).toBe(1000);
  });

  it('lists the seller’s own requests, newest first, IBAN masked', async () => {
    const seller = await createTestUser({ userType: 'teacher', sparks: 1000 });
    const first = await request(seller.token, { sparks: 300 });
    const second = await request(seller.token, { sparks: 350 });
    await request((await createTestUser({ userType: 'teacher', sparks: 400 })).token, {});
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
    const seller = await createTestUser({ userType: 'teacher', sparks: 1000 });
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
    const seller = await createTestUser({ userType: 'teacher', sparks: 1000 });
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
    const seller = await createTestUser({ userType: 'teacher', sparks: 1000 });
    const id = (await request(seller.token, { sparks: 700 })).body.data.id;
    expect(await balance(seller.uid)).toBe(300);
    const results = await Promise.all(Array.from({ length: 5 }, () => decide(id, 'reject', { reason: 'IBAN name mismatch' })));
    expect(results.map((r) => r.status).sort()).toEqual([200, 409, 409, 409, 409]);
    expect(results.find((r) => r.status === 200)?.body.data).toMatchObject({ status: 'rejected', reason: 'IBAN name mismatch' });
    expect(await balance(seller.uid)).toBe(1000);
    const refund = await adminDb.doc(`wallets/${seller.uid}/ledger/refund:exchange:${id}`).get();
    expect(refund.data()).toMatchObject({ kind: 'refund', amount: 700, refund_of: `exchange:${id}` });
    expectError(await decide(id, 'paid'), 409, 'exchange/already-decided');
  });

  it('answers 404 for an unknown request and refuses bad bodies', async () => {
    expectError(await decide(randomUUID(), 'paid'), 404, 'exchange/not-found');
    expectError(await decide(randomUUID(), 'reject'), 404, 'exchange/not-found');
    expectError(await decide('bad', 'paid'), 404, 'exchange/not-found');
    const seller = await createTestUser({ userType: 'teacher', sparks: 1000 });
    const id = (await request(seller.token, {})).body.data.id;
    expectError(await decide(id, 'paid', { amount: 5 }), 400, 'validation/invalid-input');
    expectError(await decide(id, 'reject', { reason: 'x'.repeat(501) }), 400, 'validation/invalid-input');
  });

  it('is for administrators only', async () => {
    const seller = await createTestUser({ userType: 'teacher', sparks: 1000 });
    const id = (await request(seller.token, {})).body.data.id;
    expectError(await call('GET', '/admin/market/payouts', { token: seller.token }), 403, 'market/admins-only');
    expectError(await decide(id, 'reject', {}, seller.token), 403, 'market/admins-only');
    expectError(await decide(id, 'paid', {}, (await createTestUser()).token), 403, 'market/admins-only');
    expectError(await call('GET', '/admin/market/payouts'), 401, 'auth/no-token');
    expect(await balance(seller.uid)).toBe(700);
  });
});
