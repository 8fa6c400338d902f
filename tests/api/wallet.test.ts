// GET /wallet, GET /wallet/ledger (categories, filter, paging), GET /wallet/ledger.csv and
// GET /packages over HTTP through the Hosting rewrite.
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { LedgerEntryView } from '@shared/schemas/wallet';
import { adminAuth, adminDb } from '../support/admin';
import { call } from '../support/api';
import { createCourseDirect, orderId } from '../support/course-enrollment';
import { API } from '../support/env';
import { createTestUser, type TestUser } from '../support/users';
import { checkedWallet } from '../support/wallets';

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

interface LedgerAnswer {
  data: LedgerEntryView[];
  pagination: { nextCursor: string | null };
}

describe('GET /wallet/ledger: categories, filter, paging and CSV', () => {
  let buyer: TestUser;
  let teacher: TestUser;
  let pager: TestUser;
  const ledger = (user: TestUser, query = '') => call<LedgerAnswer>('GET', `/wallet/ledger${query}`, { token: user.token });

  beforeAll(async () => {
    [buyer, teacher, pager] = await Promise.all([
      createTestUser({ sparks: 200 }),
      createTestUser({ userType: 'teacher' }),
      createTestUser(),
    ]);
    // A real purchase: the buyer's charge and the teacher's sale go through the sparks module.
    const course = await createCourseDirect(teacher.uid, { price: 50 });
    const enrolled = await call('POST', `/courses/${course.id}/enroll`, { token: buyer.token, body: { order_id: orderId() } });
    expect(enrolled.status, enrolled.text).toBe(201);
    // Five stored entries a minute apart (e1 oldest), categories as the sparks module writes them.
    const categories = ['bonus', 'charge', 'charge', 'purchase', 'charge'] as const;
    await Promise.all(
      categories.map((category, i) =>
        adminDb.doc(`wallets/${pager.uid}/ledger/entry-${i + 1}-${pager.uid}`).set({
          kind: category === 'charge' ? 'charge' : 'credit', amount: category === 'charge' ? -1 : 10, balance_after: 0,
          reason: category === 'charge' ? 'aiQuiz' : category === 'purchase' ? 'sparks_purchase' : 'welcome_grant', category,
          created_at: new Date(Date.UTC(2026, 0, 1, 0, i)),
        }),
      ),
    );
  });

  it('stores the category on new entries and answers it, computing it for older entries', async () => {
    const [bought, sold] = await Promise.all([checkedWallet(buyer.uid), checkedWallet(teacher.uid)]);
    expect(bought.entries.find((e) => e.reason === 'course_purchase')).toMatchObject({ kind: 'charge', amount: -50, category: 'charge' });
    expect(sold.entries).toEqual([expect.objectContaining({ kind: 'credit', amount: 45, reason: 'course_sale', category: 'sale' })]);

    const { status, body } = await ledger(buyer);
    expect(status).toBe(200);
    expect(body.data).toEqual([
      {
        id: expect.any(String), kind: 'charge', category: 'charge', amount: -50, balance_after: 150, earned_delta: 0, promo_delta: 0,
        reason: 'course_purchase', created_at: expect.any(String),
      },
      // The test helper's seed credit has no stored category (as entries from before it existed).
      expect.objectContaining({ kind: 'credit', category: 'bonus', amount: 200, reason: 'test' }),
    ]);
    expect(Date.parse(body.data[0]!.created_at!)).toBeGreaterThan(Date.now() - 10 * 60_000);
    expect(body.pagination).toEqual({ nextCursor: null });
  });

  it('filters by category', async () => {
    expect((await ledger(buyer, '?category=charge')).body.data.map((e) => e.reason)).toEqual(['course_purchase']);
    expect((await ledger(teacher, '?category=sale')).body.data.map((e) => e.amount)).toEqual([45]);
    expect((await ledger(teacher, '?category=refund')).body).toEqual({ status: 'success', data: [], pagination: { nextCursor: null } });
    // An empty category is "All", as the screen sends it.
    expect((await ledger(pager, '?category=')).body.data).toHaveLength(5);
  });

  it('pages newest first after the last id of the page before, with or without a category', async () => {
    const id = (n: number) => `entry-${n}-${pager.uid}`;
    const first = await ledger(pager, '?limit=2');
    expect(first.body.data.map((e) => e.id)).toEqual([id(5), id(4)]);
    expect(first.body.pagination.nextCursor).toBe(id(4));
    const second = await ledger(pager, `?limit=2&after=${encodeURIComponent(id(4))}`);
    expect(second.body.data.map((e) => e.id)).toEqual([id(3), id(2)]);
    const last = await ledger(pager, `?limit=2&after=${encodeURIComponent(second.body.pagination.nextCursor!)}`);
    expect(last.body).toMatchObject({ data: [expect.objectContaining({ id: id(1), category: 'bonus' })], pagination: { nextCursor: null } });

    const charges = await ledger(pager, '?category=charge&limit=2');
    expect(charges.body.data.map((e) => e.id)).toEqual([id(5), id(3)]);
    const more = await ledger(pager, `?category=charge&limit=2&after=${encodeURIComponent(charges.body.pagination.nextCursor!)}`);
    expect(more.body).toMatchObject({ data: [expect.objectContaining({ id: id(2) })], pagination: { nextCursor: null } });
  });

  it('exports the history as a CSV attachment, filtered when asked', async () => {
    const all = await call('GET', '/wallet/ledger.csv', { token: pager.token });
    expect(all.status).toBe(200);
    expect(all.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(all.headers.get('content-disposition')).toMatch(/^attachment; filename="wallet-ledger\.csv"/);
    const lines = all.text.replace(/^\uFEFF/, '').trimEnd().split('\r\n');
    expect(lines[0]).toBe('date,category,reason,amount,balance_after');
    expect(lines.slice(1)).toEqual([
      '2026-01-01T00:04:00.000Z,charge,aiQuiz,-1,0',
      '2026-01-01T00:03:00.000Z,purchase,sparks_purchase,10,0',
      '2026-01-01T00:02:00.000Z,charge,aiQuiz,-1,0',
      '2026-01-01T00:01:00.000Z,charge,aiQuiz,-1,0',
      '2026-01-01T00:00:00.000Z,bonus,welcome_grant,10,0',
    ]);
    const purchases = await call('GET', '/wallet/ledger.csv?category=purchase', { token: pager.token });
    expect(purchases.text.trimEnd().split('\r\n')).toHaveLength(2);
    expect((await call('GET', '/wallet/ledger.csv')).status).toBe(401);
  });

  it('refuses a bad query with 400', async () => {
    for (const query of ['?category=gold', '?limit=0', '?limit=abc', '?after=bad', '?after=no/such', `?after=${'x'.repeat(200)}`,
      '?category=charge&category=sale', `?after=${encodeURIComponent(`entry-1-${buyer.uid}`)}`]) {
      const answer = await ledger(pager, query);
      expect(answer.status, query).toBe(400);
      expect(answer.body.code, query).toBe('validation/invalid-input');
    }
    expect((await call('GET', '/wallet/ledger.csv?category=gold', { token: pager.token })).status).toBe(400);
  });

  it("lets an administrator read another account's ledger with ?owner= (a centre's wallet tab), and nobody else", async () => {
    const admin = await createTestUser({ userType: 'administrator' });
    const read = await ledger(admin, `?owner=${pager.uid}&category=charge&limit=2`);
    expect(read.status, read.text).toBe(200);
    expect(read.body.data.map((e) => e.id)).toEqual([`entry-5-${pager.uid}`, `entry-3-${pager.uid}`]);
    const csv = await call('GET', `/wallet/ledger.csv?owner=${pager.uid}`, { token: admin.token });
    expect(csv.text.trimEnd().split('\r\n')).toHaveLength(6);
    // Everyone else: their own ledger only (naming themselves is fine).
    expect((await ledger(buyer, `?owner=${pager.uid}`)).body).toMatchObject({ code: 'auth/forbidden' });
    expect((await call('GET', `/wallet/ledger.csv?owner=${pager.uid}`, { token: teacher.token })).status).toBe(403);
    expect((await ledger(pager, `?owner=${pager.uid}`)).status).toBe(200);
    for (const bad of ['a/b', '..', 'x'.repeat(200)]) expect((await ledger(admin, `?owner=${encodeURIComponent(bad)}`)).status, bad).toBe(400);
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
