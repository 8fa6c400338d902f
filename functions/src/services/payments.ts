// Buying sparks through HyperPay COPYandPAY (docs/market.md, "Buying sparks", steps 1, 4, 5).
// payments/{checkoutId} records what was sold. Verification asks HyperPay at most once at a
// time per checkout (a short lease on the payment document: HyperPay throttles status calls
// to about two a minute), and credits in the same transaction that marks the payment paid,
// with the ledger operation id derived from the checkout: exactly once, however many
// verifications run at once.
import { randomUUID } from 'node:crypto';
import { FieldValue, Timestamp, type DocumentSnapshot } from 'firebase-admin/firestore';
import { classifyResultCode, isPaidOutcome, paymentOutcomeOf, sameAmount } from '../domain/hyperpay-result';
import { toMillis } from '../domain/time';
import { db } from '../lib/admin';
import { ApiError } from '../lib/http';
import { HYPERPAY_BRANDS, PAYMENT_NOT_SUCCESSFUL, PAYMENT_SUCCESSFUL, type PaymentStatus } from '../shared/constants';
import { packageSchema } from '../shared/schemas/packages';
import { packagePriceCoversExchange } from '../domain/market-pricing';
import { RESOURCE_PATH, type CheckoutResult, type PaymentSummary, type VerifyPaymentAnswer } from '../shared/schemas/payments';
import { createCheckout, getPaymentStatus, hyperpayConfig } from './hyperpay-client';
import { creditSparks, getSparkBalance } from './sparks';

export interface PaymentDoc {
  uid: string;
  package_id: string;
  sparks: number;
  amount: string;
  currency: 'SAR';
  status: PaymentStatus;
  result_code: string | null;
  result_description: string | null;
  merchant_transaction_id: string;
  created_at: unknown;
  updated_at: unknown;
  paid_at: unknown;
  /** When HyperPay was last asked (concurrent verifications reuse that answer). */
  checked_at?: Timestamp;
  /** Held by the one verification asking HyperPay right now. */
  verify_lease?: { id: string; until: number };
}

const TRANSACTION_ATTEMPTS = 50;
const POLL_MS = 200;
/** How long a verification waits for another one's HyperPay answer before saying "pending". */
const WAIT_MS = 30_000;

const paymentRef = (checkoutId: string) => db.collection('payments').doc(checkoutId);

/**
 * RESOURCE_PATH lets dots through (OPPWA ids contain one); ".." or a dot-only id would make
 * the URL or the document path mean something else.
 */
const SAFE_CHECKOUT_ID = /^[A-Za-z0-9][A-Za-z0-9_-]*(?:\.[A-Za-z0-9_-]+)*$/;
const isSafeCheckoutId = (id: string) => id.length <= 64 && SAFE_CHECKOUT_ID.test(id);

/** The ledger's operation ids allow no dots: map them (hex ids keep this one to one). */
const operationIdOf = (checkoutId: string) => `payment:${checkoutId.replace(/\./g, '_')}`;

/** POST /in-app-purchases: a checkout for an active package, at the package's price. */
export async function startCheckout(uid: string, packageId: string): Promise<CheckoutResult> {
  const snap = await db.collection('packages').doc(packageId).get();
  const parsed = packageSchema.safeParse({ ...snap.data(), id: snap.id });
  if (!snap.exists || snap.get('active') !== true || !parsed.success) throw new ApiError('payment/package-not-found');
  const pkg = parsed.data;
  // A package priced under the exchange's floor is misconfigured: selling it would fund cash-outs.
  if (!packagePriceCoversExchange(pkg)) {
    console.error(`Package ${pkg.id} sells sparks below the exchange floor; not for sale.`);
    throw new ApiError('payment/package-not-found');
  }

  const merchantTransactionId = randomUUID().replace(/-/g, '');
  const { checkoutId, widgetScriptUrl } = await createCheckout({
    amount: pkg.price,
    currency: pkg.currency,
    merchantTransactionId,
  });
  if (!isSafeCheckoutId(checkoutId)) {
    console.error(`HyperPay answered an unexpected checkout id: ${checkoutId}`);
    throw new ApiError('payment/create-failed');
  }
  const now = FieldValue.serverTimestamp();
  const payment: PaymentDoc = {
    uid,
    package_id: pkg.id,
    sparks: pkg.sparks,
    amount: pkg.price,
    currency: pkg.currency,
    status: 'pending',
    result_code: null,
    result_description: null,
    merchant_transaction_id: merchantTransactionId,
    created_at: now,
    updated_at: now,
    paid_at: null,
  };
  await paymentRef(checkoutId).create(payment);
  return {
    checkout_id: checkoutId,
    package_id: pkg.id,
    sparks: pkg.sparks,
    amount: pkg.price,
    currency: pkg.currency,
    widget_script_url: widgetScriptUrl,
    brands: HYPERPAY_BRANDS,
  };
}

/** The caller's payment for this package; anyone else's, or another package's, is "not found". */
function ownPayment(snap: DocumentSnapshot, uid: string, packageId: string): PaymentDoc {
  const payment = snap.data() as PaymentDoc | undefined;
  if (!payment || payment.uid !== uid || payment.package_id !== packageId) throw new ApiError('payment/not-found');
  return payment;
}

async function answerFor(checkoutId: string, payment: PaymentDoc, balance?: number): Promise<VerifyPaymentAnswer> {
  const data = {
    checkout_id: checkoutId,
    sparks: payment.status === 'paid' ? payment.sparks : 0,
    balance: balance ?? (await getSparkBalance(payment.uid)),
    result_code: payment.result_code ?? '',
  };
  if (payment.status === 'paid') {
    return { status: 'success', outcome: 'paid', message: PAYMENT_SUCCESSFUL.replace('{sparks}', String(payment.sparks)), data };
  }
  if (payment.status === 'failed') {
    return { status: 'failed', outcome: 'declined', code: 'payment/declined', message: PAYMENT_NOT_SUCCESSFUL, data };
  }
  throw new ApiError('payment/pending');
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Paid, or HyperPay was asked since this verification began: that answer stands. */
function settledSince(payment: PaymentDoc, startedAt: number): boolean {
  return payment.status === 'paid' || (!!payment.checked_at && payment.checked_at.toMillis() >= startedAt);
}

type Step = { kind: 'done'; payment: PaymentDoc } | { kind: 'wait' } | { kind: 'lease'; leaseId: string; payment: PaymentDoc };

/**
 * GET /hyperpay/verify-payment-plan. Paid: success without asking HyperPay again. Otherwise
 * one verification at a time asks HyperPay; the others wait for its answer and reuse it.
 */
export async function verifyPayment(
  callerUid: string,
  query: { resourcePath: string; userId: string; package_id: string },
): Promise<VerifyPaymentAnswer> {
  if (query.userId !== callerUid) throw new ApiError('auth/forbidden');
  const checkoutId = RESOURCE_PATH.exec(query.resourcePath)?.[1];
  if (!checkoutId || !isSafeCheckoutId(checkoutId)) throw new ApiError('payment/invalid-resource-path');
  const ref = paymentRef(checkoutId);

  const first = ownPayment(await ref.get(), callerUid, query.package_id);
  if (first.status === 'paid') return answerFor(checkoutId, first);

  const startedAt = Date.now();
  const leaseMs = (hyperpayConfig()?.timeoutMs ?? 10_000) + 5_000;
  for (;;) {
    const step = await db.runTransaction<Step>(
      async (t) => {
        const payment = ownPayment(await t.get(ref), callerUid, query.package_id);
        if (settledSince(payment, startedAt)) return { kind: 'done', payment };
        if (payment.verify_lease && payment.verify_lease.until > Date.now()) return { kind: 'wait' };
        const leaseId = randomUUID();
        t.update(ref, { verify_lease: { id: leaseId, until: Date.now() + leaseMs } });
        return { kind: 'lease', leaseId, payment };
      },
      { maxAttempts: TRANSACTION_ATTEMPTS },
    );
    if (step.kind === 'done') return answerFor(checkoutId, step.payment);
    if (step.kind === 'lease') return askHyperPay(checkoutId, step.payment, step.leaseId);
    // Another verification is asking HyperPay: poll the document (plain reads) until it is done.
    for (;;) {
      if (Date.now() - startedAt > WAIT_MS) throw new ApiError('payment/pending');
      await sleep(POLL_MS);
      const payment = ownPayment(await ref.get(), callerUid, query.package_id);
      // The transaction's "done", from a plain read: waiters that all went back into
      // transactions on one document at once would abort each other into long backoffs.
      if (settledSince(payment, startedAt)) return answerFor(checkoutId, payment);
      if (!payment.verify_lease || payment.verify_lease.until <= Date.now()) break;
    }
  }
}

async function askHyperPay(checkoutId: string, leased: PaymentDoc, leaseId: string): Promise<VerifyPaymentAnswer> {
  const ref = paymentRef(checkoutId);
  let status;
  try {
    status = await getPaymentStatus(checkoutId);
  } catch (error) {
    // Give the lease back so that the next verification may try at once.
    await db
      .runTransaction(async (t) => {
        const snap = await t.get(ref);
        if (snap.get('verify_lease.id') === leaseId) t.update(ref, { verify_lease: FieldValue.delete() });
      })
      .catch(() => undefined);
    throw error;
  }

  const outcome = classifyResultCode(status.result.code);
  let next: { status: PaymentStatus; code: string; description: string };
  if (isPaidOutcome(outcome)) {
    // The money must be what was sold: anything else is a rejection, never a credit.
    next =
      sameAmount(leased.amount, status.amount) && status.currency === leased.currency
        ? { status: 'paid', code: status.result.code, description: status.result.description }
        : { status: 'failed', code: 'amount-mismatch', description: `HyperPay reported ${String(status.amount)} ${String(status.currency)}` };
  } else if (outcome === 'pending') {
    next = { status: 'pending', code: status.result.code, description: status.result.description };
  } else {
    next = { status: 'failed', code: status.result.code, description: status.result.description };
  }

  const settled = await db.runTransaction(
    async (t) => {
      const snap = await t.get(ref);
      const current = snap.data() as PaymentDoc;
      const now = FieldValue.serverTimestamp();
      const release = snap.get('verify_lease.id') === leaseId ? { verify_lease: FieldValue.delete() } : {};
      if (current.status === 'paid') {
        // Someone else credited meanwhile (an expired lease): keep their result.
        if (Object.keys(release).length > 0) t.update(ref, release);
        return { payment: current, balance: undefined };
      }
      let balance: number | undefined;
      if (next.status === 'paid') {
        const credit = await creditSparks(
          { uid: current.uid, amount: current.sparks, reason: 'sparks_purchase', operationId: operationIdOf(checkoutId) },
          t,
        );
        balance = credit.balance;
      }
      const update = {
        status: next.status,
        result_code: next.code,
        result_description: next.description,
        checked_at: Timestamp.now(),
        updated_at: now,
        ...(next.status === 'paid' && { paid_at: now }),
        ...release,
      };
      t.update(ref, update);
      return { payment: { ...current, status: next.status, result_code: next.code }, balance };
    },
    { maxAttempts: TRANSACTION_ATTEMPTS },
  );
  return answerFor(checkoutId, settled.payment, settled.balance);
}

function summaryOf(checkoutId: string, payment: PaymentDoc): PaymentSummary {
  const updated = toMillis(payment.updated_at) ?? toMillis(payment.created_at);
  return {
    checkout_id: checkoutId,
    package_id: payment.package_id,
    sparks: payment.sparks,
    amount: payment.amount,
    currency: payment.currency,
    outcome: paymentOutcomeOf(payment),
    result_code: payment.result_code || null,
    updated_at: updated === undefined ? null : new Date(updated).toISOString(),
  };
}

/** GET /in-app-purchases/{checkoutId}: the caller's checkout and what became of its last card. */
export async function getPayment(uid: string, checkoutId: string): Promise<PaymentSummary> {
  if (!isSafeCheckoutId(checkoutId)) throw new ApiError('payment/not-found');
  const payment = (await paymentRef(checkoutId).get()).data() as PaymentDoc | undefined;
  if (!payment || payment.uid !== uid) throw new ApiError('payment/not-found');
  return summaryOf(checkoutId, payment);
}

/** How far back a pending payment still stops a new one (the re-check's window). */
const PENDING_WINDOW_MS = 24 * 60 * 60_000;
const PENDING_LIMIT = 20;

/**
 * GET /in-app-purchases?outcome=pending: the caller's checkouts HyperPay reported as pending
 * in the last day, newest first, so a reopened payment page says "being confirmed" instead
 * of inviting a second payment. Equality filters only: no composite index needed.
 */
export async function listPendingPayments(uid: string, now = Date.now()): Promise<PaymentSummary[]> {
  const snap = await db.collection('payments').where('uid', '==', uid).where('status', '==', 'pending').limit(100).get();
  return snap.docs
    .map((doc) => summaryOf(doc.id, doc.data() as PaymentDoc))
    .filter((p) => p.outcome === 'pending' && p.updated_at !== null && now - Date.parse(p.updated_at) < PENDING_WINDOW_MS)
    .sort((a, b) => (b.updated_at ?? '').localeCompare(a.updated_at ?? ''))
    .slice(0, PENDING_LIMIT);
}

export interface RecheckResult {
  checked: number;
  paid: number;
}

/**
 * Asks HyperPay again about checkouts still pending, so a payment that succeeds after the
 * shopper left is credited without their coming back (same path, same exactly-once credit).
 * One at a time: HyperPay throttles status calls. A checkout that never got a payment ends
 * as failed, which a later verification still re-asks.
 */
export async function recheckPendingPayments(
  options: { minAgeMs?: number; maxAgeMs?: number; limit?: number } = {},
): Promise<RecheckResult> {
  const { minAgeMs = 5 * 60_000, maxAgeMs = 24 * 60 * 60_000, limit = 50 } = options;
  const now = Date.now();
  const snap = await db
    .collection('payments')
    .where('status', '==', 'pending')
    .where('created_at', '>=', Timestamp.fromMillis(now - maxAgeMs))
    .where('created_at', '<=', Timestamp.fromMillis(now - minAgeMs))
    .limit(limit)
    .get();
  const result: RecheckResult = { checked: 0, paid: 0 };
  for (const doc of snap.docs) {
    const payment = doc.data() as PaymentDoc;
    result.checked += 1;
    try {
      const answer = await verifyPayment(payment.uid, {
        resourcePath: `/v1/checkouts/${doc.id}/payment`,
        userId: payment.uid,
        package_id: payment.package_id,
      });
      if (answer.status === 'success') result.paid += 1;
    } catch (error) {
      // Still pending, or HyperPay unreachable: the next run asks again.
      if (!(error instanceof ApiError)) throw error;
    }
  }
  return result;
}
