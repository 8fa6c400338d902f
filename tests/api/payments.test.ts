// Buying sparks through HyperPay COPYandPAY over HTTP (docs/market.md, "Buying sparks"):
// the functions talk to the local HyperPay server (emulators/hyperpay/server.mjs), which the
// scripts start and name in HYPERPAY_BASE_URL. The tests "pay" by posting a card to it, as
// its widget does, and read its /__control endpoints (status calls per checkout).
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { ledgerBalance } from '@functions/domain/ledger';
import { recheckPendingPayments } from '@functions/services/payments';
import { PAYMENT_NOT_SUCCESSFUL } from '@shared/constants';
import {
  paymentAnswerSchema, pendingPaymentsAnswerSchema, type CheckoutResult, type PaymentSummary, type VerifyPaymentAnswer,
} from '@shared/schemas/payments';
import { adminDb } from '../support/admin';
import { call, expectError, type CallResult } from '../support/api';
import { EmulatorRetry } from '../support/emulator-retry';
import { API } from '../support/env';
import { createTestUser, type TestUser } from '../support/users';
import { walletState } from '../support/wallets';

const HYPERPAY = process.env.HYPERPAY_BASE_URL ?? '';

const CARDS = {
  visa: '4200000000000000',
  master: '5454545454545454',
  mada: '4464040000000007',
  declined: '4000000000000002',
  pending: '4000000000000036',
} as const;

const tag = randomUUID().slice(0, 8);
const PKG = `${tag}-300`;
const SMALL = `${tag}-100`;
const OFF = `${tag}-off`;

beforeAll(async () => {
  if (!HYPERPAY) throw new Error('HYPERPAY_BASE_URL is not set: run through scripts/emu-exec.mjs or npm test.');
  const health = await fetch(`${HYPERPAY}/__control/health`).catch(() => undefined);
  if (!health?.ok) throw new Error(`The local HyperPay server at ${HYPERPAY} is not reachable.`);
  const base = { package_type: 'sparks', currency: 'SAR', popular: false, active: true, updated_at: new Date() };
  await Promise.all([
    adminDb.doc(`packages/${PKG}`).set({ ...base, name: { ar: 'قياسية', en: 'Standard' }, sparks: 300, price: '92.00', order: 2 }),
    adminDb.doc(`packages/${SMALL}`).set({ ...base, name: { ar: 'بداية', en: 'Starter' }, sparks: 100, price: '35.00', order: 1 }),
    adminDb.doc(`packages/${OFF}`).set({ ...base, active: false, name: { ar: 'x', en: 'X' }, sparks: 5, price: '1.00', order: 0 }),
  ]);
});

async function buy(user: TestUser, packageId = PKG): Promise<CheckoutResult> {
  const answer = await call<{ status: string; result: CheckoutResult }>('POST', '/in-app-purchases', {
    token: user.token,
    body: { package_id: packageId },
  });
  expect(answer.status, answer.text).toBe(201);
  return answer.body.result;
}

/** What the widget does with the shopper's card. */
async function pay(checkoutId: string, number: string): Promise<{ status: number; code: string }> {
  const response = await fetch(`${HYPERPAY}/v1/checkouts/${encodeURIComponent(checkoutId)}/payment`, {
    method: 'POST',
    body: new URLSearchParams({
      'card.number': number,
      'card.holder': 'Test Shopper',
      'card.expiryMonth': '12',
      'card.expiryYear': String(new Date().getFullYear() + 3),
      'card.cvv': '123',
      paymentBrand: 'VISA',
    }),
  });
  const body = (await response.json()) as { result: { code: string } };
  return { status: response.status, code: body.result.code };
}

const resourcePathOf = (checkoutId: string) => `/v1/checkouts/${checkoutId}/payment`;

function verifyPath(query: Record<string, string>): string {
  return `/hyperpay/verify-payment-plan?${new URLSearchParams(query).toString()}`;
}

/** VerifyPaymentAnswer, whose status ('success' | 'failed') the error body's 'error' would erase. */
type VerifyBody = Omit<VerifyPaymentAnswer, 'status'>;
const statusOf = (answer: CallResult<VerifyBody>) => answer.body.status as string | undefined;

function verify(
  user: TestUser,
  checkoutId: string,
  overrides: { resourcePath?: string; userId?: string; package_id?: string } = {},
): Promise<CallResult<VerifyBody>> {
  return call<VerifyBody>(
    'GET',
    verifyPath({ resourcePath: resourcePathOf(checkoutId), userId: user.uid, package_id: PKG, ...overrides }),
    { token: user.token },
  );
}

interface ControlView {
  amount: string;
  currency: string;
  paymentType: string;
  merchantTransactionId: string;
  statusCalls: number;
  attempts: { code: string }[];
}
async function control(checkoutId: string): Promise<ControlView> {
  const response = await fetch(`${HYPERPAY}/__control/checkouts/${encodeURIComponent(checkoutId)}`);
  expect(response.status).toBe(200);
  return (await response.json()) as ControlView;
}
async function controlPost(checkoutId: string, action: 'tamper' | 'outage', body: object): Promise<void> {
  const response = await fetch(`${HYPERPAY}/__control/checkouts/${encodeURIComponent(checkoutId)}/${action}`, {
    method: 'POST',
    body: JSON.stringify(body),
  });
  expect(response.status).toBe(200);
}
const statusCalls = async (checkoutId: string) => (await control(checkoutId)).statusCalls;

async function wallet(uid: string): Promise<{ balance: number; ledgerSum: number; paymentEntries: number }> {
  const { balance, entries } = await walletState(uid);
  return { balance, ledgerSum: ledgerBalance(entries), paymentEntries: entries.filter((e) => e.id.startsWith('payment:')).length };
}
const paymentDoc = async (checkoutId: string) => (await adminDb.doc(`payments/${checkoutId}`).get()).data();

const success = (checkoutId: string, sparks: number, balance: number, code = '000.100.110') => ({
  status: 200,
  body: {
    status: 'success',
    outcome: 'paid',
    message: `Payment successful! ${sparks} sparks were added to your wallet.`,
    data: { checkout_id: checkoutId, sparks, balance, result_code: code },
  },
});

describe('GET /packages?package_type=sparks', () => {
  it('lists the active sparks packages with their prices', async () => {
    const answer = await call<{ packages: { id: string; price: string; sparks: number }[] }>('GET', '/packages?package_type=sparks');
    const ours = answer.body.packages.filter((p) => p.id.startsWith(tag));
    expect(ours.map((p) => [p.id, p.sparks, p.price])).toEqual([
      [SMALL, 100, '35.00'],
      [PKG, 300, '92.00'],
    ]);
  });
});

describe('POST /in-app-purchases', () => {
  let user: TestUser;
  beforeAll(async () => {
    user = await createTestUser();
  });

  it('creates a HyperPay checkout at the package price and stores the payment', async () => {
    const result = await buy(user);
    expect(result).toEqual({
      checkout_id: expect.any(String),
      package_id: PKG,
      sparks: 300,
      amount: '92.00',
      currency: 'SAR',
      widget_script_url: `${HYPERPAY}/v1/paymentWidgets.js?checkoutId=${encodeURIComponent(result.checkout_id)}`,
      brands: 'VISA MASTER MADA',
    });
    const atGateway = await control(result.checkout_id);
    expect(atGateway).toMatchObject({ amount: '92.00', currency: 'SAR', paymentType: 'DB', statusCalls: 0 });
    expect(await paymentDoc(result.checkout_id)).toMatchObject({
      uid: user.uid,
      package_id: PKG,
      sparks: 300,
      amount: '92.00',
      currency: 'SAR',
      status: 'pending',
      result_code: null,
      merchant_transaction_id: atGateway.merchantTransactionId,
      paid_at: null,
    });
  });

  it('hands out a widget script that renders the card form into form.paymentWidgets', async () => {
    const result = await buy(user, SMALL);
    const response = await fetch(result.widget_script_url);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('javascript');
    const script = await response.text();
    for (const needle of ['form.paymentWidgets', 'hp-card-number', 'hp-card-holder', 'hp-card-expiry', 'hp-card-cvv', 'hp-pay', 'resourcePath', 'wpwlOptions', 'data-hp-locale', 'unload']) {
      expect(script).toContain(needle);
    }
    expect(script).toContain('"amount":"35.00"');
  });

  it('refuses any amount, currency or other field the client names (400), and an empty body', async () => {
    for (const body of [
      { package_id: PKG, amount: '1.00' },
      { package_id: PKG, currency: 'USD' },
      { package_id: PKG, sparks: 100000 },
    ]) {
      expectError(await call('POST', '/in-app-purchases', { token: user.token, body }), 400, 'validation/invalid-input');
    }
    expectError(await call('POST', '/in-app-purchases', { token: user.token, body: {} }), 400, 'validation/all-fields-required');
    expectError(await call('POST', '/in-app-purchases', { token: user.token, body: { package_id: 42 } }), 400, 'validation/all-fields-required');
    expectError(await call('POST', '/in-app-purchases', { token: user.token, body: { package_id: '../x' } }), 404, 'payment/package-not-found');
  });

  it('answers 404 for an unknown or inactive package', async () => {
    for (const packageId of ['no-such-package', OFF]) {
      expectError(await call('POST', '/in-app-purchases', { token: user.token, body: { package_id: packageId } }), 404, 'payment/package-not-found');
    }
  });

  it('needs a signed-in user (401), as does verification', async () => {
    expectError(await call('POST', '/in-app-purchases', { body: { package_id: PKG } }), 401, 'auth/no-token');
    expectError(
      await call('GET', verifyPath({ resourcePath: resourcePathOf('abc'), userId: user.uid, package_id: PKG })),
      401,
      'auth/no-token',
    );
    expectError(await call('POST', '/in-app-purchases', { token: 'forged', body: { package_id: PKG } }), 401, 'auth/not-authenticated');
  });
});

describe('GET /hyperpay/verify-payment-plan', () => {
  it('credits a successful payment once; later verifications answer the same without asking HyperPay', async () => {
    const user = await createTestUser();
    const { checkout_id } = await buy(user);
    expect(await pay(checkout_id, CARDS.visa)).toEqual({ status: 200, code: '000.100.110' });

    const first = await verify(user, checkout_id);
    expect({ status: first.status, body: first.body }).toEqual(success(checkout_id, 300, 300));
    expect(await statusCalls(checkout_id)).toBe(1);

    const again = await verify(user, checkout_id);
    expect({ status: again.status, body: again.body }).toEqual(success(checkout_id, 300, 300));
    expect(await statusCalls(checkout_id)).toBe(1);

    expect(await wallet(user.uid)).toEqual({ balance: 300, ledgerSum: 300, paymentEntries: 1 });
    const doc = await paymentDoc(checkout_id);
    expect(doc).toMatchObject({ status: 'paid', result_code: '000.100.110' });
    expect(doc?.paid_at).toBeTruthy();
    const entry = await adminDb.doc(`wallets/${user.uid}/ledger/payment:${checkout_id.replace(/\./g, '_')}`).get();
    expect(entry.data()).toMatchObject({ kind: 'credit', amount: 300, balance_after: 300 });
  });

  it('accepts the MASTER and MADA test cards too, and adds to an existing balance', async () => {
    const user = await createTestUser({ sparks: 40 });
    let balance = 40;
    for (const card of [CARDS.master, CARDS.mada]) {
      const { checkout_id } = await buy(user, SMALL);
      await pay(checkout_id, card);
      balance += 100;
      const answer = await verify(user, checkout_id, { package_id: SMALL });
      expect({ status: answer.status, body: answer.body }).toEqual(success(checkout_id, 100, balance));
    }
    expect(await wallet(user.uid)).toEqual({ balance: 240, ledgerSum: 240, paymentEntries: 2 });
  });

  it('answers "Payment was not successful." for a declined card and credits nothing', async () => {
    const user = await createTestUser();
    const { checkout_id } = await buy(user);
    expect(await pay(checkout_id, CARDS.declined)).toEqual({ status: 200, code: '800.100.151' });
    const answer = await verify(user, checkout_id);
    expect({ status: answer.status, body: answer.body }).toEqual({
      status: 200,
      body: {
        status: 'failed',
        outcome: 'declined',
        code: 'payment/declined',
        message: PAYMENT_NOT_SUCCESSFUL,
        data: { checkout_id, sparks: 0, balance: 0, result_code: '800.100.151' },
      },
    });
    expect(await paymentDoc(checkout_id)).toMatchObject({ status: 'failed', result_code: '800.100.151' });
    expect(await wallet(user.uid)).toEqual({ balance: 0, ledgerSum: 0, paymentEntries: 0 });

    // The shopper may try another card on the same checkout: that one counts.
    await pay(checkout_id, CARDS.visa);
    const retried = await verify(user, checkout_id);
    expect({ status: retried.status, body: retried.body }).toEqual(success(checkout_id, 300, 300));
    expect(await wallet(user.uid)).toEqual({ balance: 300, ledgerSum: 300, paymentEntries: 1 });
  });

  it('fails a verification before any payment (no payment session), and credits nothing', async () => {
    const user = await createTestUser();
    const { checkout_id } = await buy(user);
    const answer = await verify(user, checkout_id);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ status: 'failed', message: PAYMENT_NOT_SUCCESSFUL, data: { result_code: '200.300.404' } });
    expect(await wallet(user.uid)).toMatchObject({ balance: 0, paymentEntries: 0 });
  });

  it('answers 409 payment/pending for a pending payment, then credits once when it succeeds', async () => {
    const user = await createTestUser();
    const { checkout_id } = await buy(user);
    expect(await pay(checkout_id, CARDS.pending)).toEqual({ status: 200, code: '000.200.000' });
    const pending = await verify(user, checkout_id);
    expectError(pending, 409, 'payment/pending');
    expect(pending.body.message).toBe('Your payment is still being processed. Your sparks will be added once it is confirmed.');
    expect(await paymentDoc(checkout_id)).toMatchObject({ status: 'pending', result_code: '000.200.000' });
    expect(await wallet(user.uid)).toMatchObject({ balance: 0, paymentEntries: 0 });

    await pay(checkout_id, CARDS.visa);
    const done = await verify(user, checkout_id);
    expect({ status: done.status, body: done.body }).toEqual(success(checkout_id, 300, 300));
    expect(statusOf(await verify(user, checkout_id))).toBe('success');
    expect(await wallet(user.uid)).toEqual({ balance: 300, ledgerSum: 300, paymentEntries: 1 });
  });

  it('credits a payment that succeeds after the shopper left, on the periodic re-check, once', async () => {
    const user = await createTestUser();
    const { checkout_id } = await buy(user);
    await pay(checkout_id, CARDS.pending);
    expectError(await verify(user, checkout_id), 409, 'payment/pending');
    // The bank confirms later; the shopper never comes back to the verification screen.
    await pay(checkout_id, CARDS.visa);
    await recheckPendingPayments({ minAgeMs: 0 });
    expect(await paymentDoc(checkout_id)).toMatchObject({ status: 'paid' });
    expect(await wallet(user.uid)).toEqual({ balance: 300, ledgerSum: 300, paymentEntries: 1 });
    await recheckPendingPayments({ minAgeMs: 0 });
    expect(statusOf(await verify(user, checkout_id))).toBe('success');
    expect(await wallet(user.uid)).toEqual({ balance: 300, ledgerSum: 300, paymentEntries: 1 });
  });

  it('treats an amount at HyperPay that differs from what was sold as a rejection', async () => {
    const user = await createTestUser();
    const { checkout_id } = await buy(user);
    await pay(checkout_id, CARDS.visa);
    await controlPost(checkout_id, 'tamper', { amount: '1.00' });
    const answer = await verify(user, checkout_id);
    expect({ status: answer.status, body: answer.body }).toEqual({
      status: 200,
      body: {
        status: 'failed', outcome: 'declined', code: 'payment/declined', message: PAYMENT_NOT_SUCCESSFUL,
        data: { checkout_id, sparks: 0, balance: 0, result_code: 'amount-mismatch' },
      },
    });
    expect(await paymentDoc(checkout_id)).toMatchObject({ status: 'failed', result_code: 'amount-mismatch' });
    expect(await wallet(user.uid)).toEqual({ balance: 0, ledgerSum: 0, paymentEntries: 0 });
  });

  it('never fetches anything but /v1/checkouts/{id}/payment: other resource paths are 400', async () => {
    const user = await createTestUser();
    const { checkout_id } = await buy(user);
    await pay(checkout_id, CARDS.visa);
    const id = checkout_id;
    for (const resourcePath of [
      `/v1/checkouts/${id}/payment/../../foo`,
      '/v1/checkouts/x/payment/../../foo',
      '/v1/checkouts/../payment',
      '/v1/checkouts/./payment',
      '/v1/checkouts/a..b/payment',
      `${HYPERPAY}/v1/checkouts/${id}/payment`,
      `https://evil.example/v1/checkouts/${id}/payment`,
      `//evil.example/v1/checkouts/${id}/payment`,
      `/v1/checkouts/${id}/payment?entityId=other`,
      `/v1/checkouts/${id}/payment/`,
      `/v1/checkouts/${id}/payment#x`,
      `/v1/checkouts/${id}%2F..%2Fpayment`,
      `/v1/checkouts/${id}`,
      `/v1/payments/${id}`,
      `/v1/checkouts/${id}/registration`,
      ` /v1/checkouts/${id}/payment`,
      '',
    ]) {
      expectError(await verify(user, id, { resourcePath }), 400, 'payment/invalid-resource-path');
    }
    expectError(
      await call('GET', verifyPath({ userId: user.uid, package_id: PKG }), { token: user.token }),
      400,
      'payment/invalid-resource-path',
    );
    expectError(
      await call('GET', `/hyperpay/verify-payment-plan?resourcePath=${encodeURIComponent(resourcePathOf(id))}&resourcePath=x&userId=${user.uid}&package_id=${PKG}`, { token: user.token }),
      400,
      'payment/invalid-resource-path',
    );
    expect(await statusCalls(id)).toBe(0);
    expect(await wallet(user.uid)).toMatchObject({ balance: 0, paymentEntries: 0 });
  });

  it("refuses another user's checkout, another package, another userId and unknown checkouts (4xx)", async () => {
    const [owner, other] = await Promise.all([createTestUser(), createTestUser()]);
    const { checkout_id } = await buy(owner);
    await pay(checkout_id, CARDS.visa);
    // The other user asks about the owner's checkout, as themselves or naming the owner.
    expectError(await verify(other, checkout_id), 404, 'payment/not-found');
    expectError(await verify(other, checkout_id, { userId: owner.uid }), 403, 'auth/forbidden');
    expectError(await verify(owner, checkout_id, { package_id: SMALL }), 404, 'payment/not-found');
    expectError(await verify(owner, checkout_id, { package_id: '../x' }), 404, 'payment/package-not-found');
    expectError(await verify(owner, 'ABCDEF0123456789.local01-vm-tx01'), 404, 'payment/not-found');
    expectError(await verify(owner, checkout_id, { userId: '' }), 400, 'validation/invalid-input');
    expect(await statusCalls(checkout_id)).toBe(0);
    expect(await wallet(other.uid)).toMatchObject({ balance: 0, paymentEntries: 0 });
    expect(await wallet(owner.uid)).toMatchObject({ balance: 0, paymentEntries: 0 });
    // The owner still gets their sparks.
    expect((await verify(owner, checkout_id)).body).toMatchObject({ status: 'success', data: { sparks: 300, balance: 300 } });
  });

  it('answers 502 payment/verify-failed while HyperPay is down, credits nothing, and recovers', async () => {
    const user = await createTestUser();
    const { checkout_id } = await buy(user);
    await pay(checkout_id, CARDS.visa);
    await controlPost(checkout_id, 'outage', { status: 503 });
    // The one designed 5xx (a gateway failure), so not through call(), which fails on any 5xx.
    const response = await fetch(`${API}${verifyPath({ resourcePath: resourcePathOf(checkout_id), userId: user.uid, package_id: PKG })}`, {
      headers: { Authorization: `Bearer ${user.token}` },
    });
    expect(response.status).toBe(502);
    expect(await response.json()).toMatchObject({ status: 'error', code: 'payment/verify-failed', message: 'Failed to verify payment.' });
    expect(await paymentDoc(checkout_id)).toMatchObject({ status: 'pending' });
    expect(await wallet(user.uid)).toMatchObject({ balance: 0, paymentEntries: 0 });

    await controlPost(checkout_id, 'outage', { status: null });
    expect((await verify(user, checkout_id)).body).toMatchObject({ status: 'success', data: { balance: 300 } });
  });
});

/** GET /in-app-purchases/{checkoutId}, parsed as the web parses it. */
async function paymentOf(user: TestUser, checkoutId: string): Promise<PaymentSummary> {
  const answer = await call('GET', `/in-app-purchases/${encodeURIComponent(checkoutId)}`, { token: user.token });
  expect(answer.status, answer.text).toBe(200);
  return paymentAnswerSchema.parse(answer.body).payment;
}

/** GET /in-app-purchases?outcome=pending, parsed as the web parses it. */
async function pendingOf(user: TestUser): Promise<PaymentSummary[]> {
  const answer = await call('GET', '/in-app-purchases?outcome=pending', { token: user.token });
  expect(answer.status, answer.text).toBe(200);
  return pendingPaymentsAnswerSchema.parse(answer.body).payments;
}

describe('payment outcomes for the payment page (issue 10, item 8)', () => {
  it('tells a checkout apart as open, declined, then paid after another card', async () => {
    const user = await createTestUser();
    const { checkout_id } = await buy(user);
    expect(await paymentOf(user, checkout_id)).toEqual({
      checkout_id, package_id: PKG, sparks: 300, amount: '92.00', currency: 'SAR',
      outcome: 'open', result_code: null, updated_at: expect.any(String),
    });
    await pay(checkout_id, CARDS.declined);
    expect((await verify(user, checkout_id)).body).toMatchObject({ status: 'failed', outcome: 'declined', code: 'payment/declined' });
    expect(await paymentOf(user, checkout_id)).toMatchObject({ outcome: 'declined', result_code: '800.100.151' });
    // A declined card stops nothing: the page offers the form again, and nothing is pending.
    expect(await pendingOf(user)).toEqual([]);
    await pay(checkout_id, CARDS.visa);
    expect(statusOf(await verify(user, checkout_id))).toBe('success');
    expect(await paymentOf(user, checkout_id)).toMatchObject({ outcome: 'paid', result_code: '000.100.110' });
  });

  it('keeps a pending payment distinct from a decline, and lists it when the page is reopened', async () => {
    const user = await createTestUser();
    const first = await buy(user);
    await pay(first.checkout_id, CARDS.pending);
    const answer = await verify(user, first.checkout_id);
    expectError(answer, 409, 'payment/pending');
    expect(await paymentOf(user, first.checkout_id)).toMatchObject({ outcome: 'pending', result_code: '000.200.000' });
    // A second checkout (the pricing page again) is open; the pending one is what the page shows.
    const second = await buy(user, SMALL);
    expect(await paymentOf(user, second.checkout_id)).toMatchObject({ outcome: 'open' });
    expect(await pendingOf(user)).toEqual([
      expect.objectContaining({ checkout_id: first.checkout_id, package_id: PKG, outcome: 'pending', sparks: 300 }),
    ]);
    // The bank confirms: checking again credits it, and nothing is pending any more.
    await pay(first.checkout_id, CARDS.visa);
    expect(statusOf(await verify(user, first.checkout_id))).toBe('success');
    expect(await pendingOf(user)).toEqual([]);
    expect(await wallet(user.uid)).toEqual({ balance: 300, ledgerSum: 300, paymentEntries: 1 });
  });

  it("shows only the caller's own checkouts", async () => {
    const [owner, other] = await Promise.all([createTestUser(), createTestUser()]);
    const { checkout_id } = await buy(owner);
    await pay(checkout_id, CARDS.pending);
    expectError(await verify(owner, checkout_id), 409, 'payment/pending');
    expect(await pendingOf(owner)).toHaveLength(1);
    expect(await pendingOf(other)).toEqual([]);
    expectError(await call('GET', `/in-app-purchases/${encodeURIComponent(checkout_id)}`, { token: other.token }), 404, 'payment/not-found');
    expectError(await call('GET', '/in-app-purchases/ABCDEF0123456789.local01-vm-tx01', { token: owner.token }), 404, 'payment/not-found');
    for (const id of ['a..b', 'x'.repeat(65)]) {
      expectError(await call('GET', `/in-app-purchases/${id}`, { token: owner.token }), 404, 'payment/not-found');
    }
    expectError(await call('GET', `/in-app-purchases/${encodeURIComponent(checkout_id)}`), 401, 'auth/no-token');
    expectError(await call('GET', '/in-app-purchases?outcome=pending'), 401, 'auth/no-token');
    for (const query of ['', '?outcome=paid', '?outcome=pending&uid=x']) {
      expectError(await call('GET', `/in-app-purchases${query}`, { token: owner.token }), 400, 'validation/invalid-input');
    }
  });
});

/**
 * The Functions emulator runs one worker process per concurrent request, and a worker that
 * takes over 10 s to load fails its request: grow the pool in steps of 10 first (as
 * feed-likes.test.ts does), and retry the emulator's own failures. Verification is idempotent.
 */
const emulator = new EmulatorRetry(5);

describe('many verifications at once', () => {
  // 20, not 30: each verification holds a Functions emulator worker, and 30 slowed the browser
  // journeys running beside this lane past their waits; the races are the same.
  const CONCURRENT = 20;
  const WARM_STEP = 10;

  it(`credits exactly once under ${CONCURRENT} concurrent verifications of one checkout`, async () => {
    const user = await createTestUser({ sparks: 10 });
    const { checkout_id } = await buy(user);
    for (let n = WARM_STEP; n <= CONCURRENT; n += WARM_STEP) {
      await Promise.all(Array.from({ length: n }, () => emulator.send(() => call('GET', '/wallet', { token: user.token }))));
    }
    await pay(checkout_id, CARDS.visa);

    const answers = await Promise.all(Array.from({ length: CONCURRENT }, () => emulator.send(() => verify(user, checkout_id))));
    expect(answers.map((a) => a.status)).toEqual(answers.map(() => 200));
    expect(answers.every((a) => statusOf(a) === 'success' && a.body.data.sparks === 300)).toBe(true);
    expect(await wallet(user.uid)).toEqual({ balance: 310, ledgerSum: 310, paymentEntries: 1 });
    // One verification asked HyperPay; the others waited for its answer.
    const calls = await statusCalls(checkout_id);
    console.info(`payments: ${CONCURRENT} verifications of a paid checkout made ${calls} status calls`);
    expect(calls).toBeLessThanOrEqual(2);

    const later = await Promise.all(Array.from({ length: 10 }, () => emulator.send(() => verify(user, checkout_id))));
    expect(later.every((a) => a.status === 200 && statusOf(a) === 'success' && a.body.data.balance === 310)).toBe(true);
    expect(await statusCalls(checkout_id)).toBe(calls);
    expect(await wallet(user.uid)).toEqual({ balance: 310, ledgerSum: 310, paymentEntries: 1 });
    if (emulator.retries > 0) console.info(`payments: ${emulator.retries} emulator failures retried`);
  }, 300_000);

  it(`answers every one of ${CONCURRENT} concurrent verifications of a declined payment, crediting nothing`, async () => {
    const user = await createTestUser();
    const { checkout_id } = await buy(user);
    await pay(checkout_id, CARDS.declined);
    const answers = await Promise.all(Array.from({ length: CONCURRENT }, () => emulator.send(() => verify(user, checkout_id))));
    expect(answers.every((a) => a.status === 200 && statusOf(a) === 'failed' && a.body.message === PAYMENT_NOT_SUCCESSFUL)).toBe(true);
    // Verifications that began before an answer was recorded reuse it; those arriving after
    // it ask again (the shopper may have tried another card), one at a time.
    const calls = await statusCalls(checkout_id);
    console.info(`payments: ${CONCURRENT} verifications of a declined payment made ${calls} status calls`);
    expect(calls).toBeLessThan(CONCURRENT);
    expect(await wallet(user.uid)).toEqual({ balance: 0, ledgerSum: 0, paymentEntries: 0 });
  }, 300_000);
});
