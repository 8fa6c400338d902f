// GET /wallet, GET /wallet/ledger and GET /packages over HTTP through the Hosting rewrite.
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminAuth, adminDb } from '../support/admin';
import { API } from '../support/env';
import { createTestUser, type TestUser } from '../support/users';

async function get(path: string, token?: string) {
  const response = await fetch(`${API}${path}`, { headers: token ? { Authorization: `Bearer ${token}` } : {} });
  expect(response.status).toBeLessThan(500);
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

describe('GET /wallet', () => {
  let user: TestUser;
  beforeAll(async () => {
    user = await createTestUser({ sparks: 120 });
  });

  it('answers the caller’s spark balance and its exchangeable (earned) part', async () => {
    // Credited sparks are not earned from sales: none of them can be exchanged.
    expect(await get('/wallet', user.token)).toEqual({
      status: 200,
      body: { status: 'success', data: { spark_balance: 120, earned_balance: 0, promo_balance: 0, market_balance: 120 } },
    });
    const seller = await createTestUser({ userType: 'teacher', sparks: 500, earned: 320 });
    expect((await get('/wallet', seller.token)).body).toEqual({
      status: 'success',
      data: { spark_balance: 500, earned_balance: 320, promo_balance: 0, market_balance: 500 },
    });
    // Welcome (promo) sparks are in the total but not in what the marketplace may take.
    const welcomed = await createTestUser({ userType: 'teacher', sparks: 80, promo: 50 });
    expect((await get('/wallet', welcomed.token)).body).toEqual({
      status: 'success',
      data: { spark_balance: 80, earned_balance: 0, promo_balance: 50, market_balance: 30 },
    });
  });

  it('answers 0 for a user without a wallet yet', async () => {
    const fresh = await createTestUser();
    expect((await get('/wallet', fresh.token)).body).toMatchObject({ data: { spark_balance: 0, earned_balance: 0 } });
  });

  it('lists the newest ledger entries', async () => {
    const { status, body } = await get('/wallet/ledger?limit=5', user.token);
    expect(status).toBe(200);
    expect(body.data).toEqual([expect.objectContaining({ kind: 'credit', amount: 120, balance_after: 120 })]);
  });

  it('refuses a bad ledger limit', async () => {
    expect(await get('/wallet/ledger?limit=1000', user.token)).toMatchObject({
      status: 400,
      body: { code: 'validation/invalid-input' },
    });
  });

  it('says "No auth token found" without a token', async () => {
    expect(await get('/wallet')).toEqual({
      status: 401,
      body: { status: 'error', code: 'auth/no-token', message: 'No auth token found' },
    });
  });

  it('refuses a forged, expired or revoked token', async () => {
    expect((await get('/wallet', 'not-a-token')).body).toMatchObject({ code: 'auth/not-authenticated' });
    const revoked = await createTestUser();
    await new Promise((resolve) => setTimeout(resolve, 1100)); // revocation has 1 s granularity
    await adminAuth.revokeRefreshTokens(revoked.uid);
    expect((await get('/wallet', revoked.token)).status).toBe(401);
  });
});

describe('GET /packages', () => {
  const tag = randomUUID().slice(0, 8);
  beforeAll(async () => {
    const base = { currency: 'SAR', popular: false, active: true, updated_at: new Date() };
    await Promise.all([
      adminDb.doc(`packages/${tag}-b`).set({ ...base, package_type: 'sparks', name: { ar: 'ب', en: 'B' }, sparks: 300, price: '92.00', order: 2 }),
      adminDb.doc(`packages/${tag}-a`).set({ ...base, package_type: 'sparks', name: { ar: 'أ', en: 'A' }, sparks: 100, price: '35.00', order: 1 }),
      adminDb.doc(`packages/${tag}-plan`).set({ ...base, package_type: 'plan', name: { ar: 'خطة', en: 'Plan' }, sparks: 1000, price: '299.00', order: 3 }),
      adminDb.doc(`packages/${tag}-off`).set({ ...base, active: false, package_type: 'sparks', name: { ar: 'x', en: 'X' }, sparks: 5, price: '1.00', order: 0 }),
    ]);
  });

  it('needs no login, filters by package_type, sorts by order and hides inactive packages', async () => {
    const { status, body } = await get('/packages?package_type=sparks');
    expect(status).toBe(200);
    const ours = (body.packages as { id: string }[]).filter((p) => p.id.startsWith(tag));
    expect(ours.map((p) => p.id)).toEqual([`${tag}-a`, `${tag}-b`]);
    expect(ours[0]).toEqual({
      id: `${tag}-a`, package_type: 'sparks', name: { ar: 'أ', en: 'A' }, sparks: 100, price: '35.00', currency: 'SAR', popular: false, order: 1,
    });
  });

  it('lists every type without a filter', async () => {
    const { body } = await get('/packages');
    const ids = (body.packages as { id: string }[]).map((p) => p.id).filter((id) => id.startsWith(tag));
    expect(ids).toEqual([`${tag}-a`, `${tag}-b`, `${tag}-plan`]);
  });

  it('refuses an unknown package_type', async () => {
    expect(await get('/packages?package_type=gold')).toMatchObject({ status: 400, body: { code: 'validation/invalid-input' } });
  });
});

describe('unknown paths', () => {
  it('answer 404 in the API error format', async () => {
    expect(await get('/nope')).toEqual({ status: 404, body: { status: 'error', code: 'common/not-found', message: 'Not found' } });
  });
});
