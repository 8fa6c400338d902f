// Huda's cost and rate limit (docs/assessments.md 4 "Cost"): HUDA.freeDailyAnswers answers a
// Riyadh day, then HUDA.sparksPerAnswer spark each; a failed answer gives its unit back.
// `hudaUsage/{uid}_{day}` counts the free answers and remembers each request's ticket, so a
// retried request takes nothing twice and a ticket is given back at most once.
import { FieldValue, type Transaction } from 'firebase-admin/firestore';
import { dayKey } from '../../domain/awards/streak';
import { db } from '../../lib/admin';
import { withKeyLock } from '../../lib/key-lock';
import { HUDA } from '../../shared/constants';
import type { HudaUsage, HudaUsageDoc } from '../../shared/schemas/huda';
import { consumeLimits } from '../rate-limits';
import { chargeSparks, refundCharge } from '../sparks';

export type { HudaUsage } from '../../shared/schemas/huda';

export interface HudaTicket {
  uid: string;
  requestId: string;
  paidWith: 'free' | 'sparks';
  day: string;
}

const PER_MINUTE = { limit: HUDA.answersPerMinute, windowMs: 60_000 };
const TRANSACTION_ATTEMPTS = { maxAttempts: 30 };

const usageRef = (uid: string, day: string) => db.collection('hudaUsage').doc(`${uid}_${day}`);

/** The ledger operation of a request's n-th spark charge (n > 1 only when a returned ticket is taken again). */
const chargeOperation = (requestId: string, n: number) => (n <= 1 ? `huda:${requestId}` : `huda:${requestId}:${n}`);

function readDoc(data: FirebaseFirestore.DocumentData | undefined): Pick<HudaUsageDoc, 'count' | 'tickets' | 'charges'> {
  return {
    count: typeof data?.count === 'number' ? data.count : 0,
    tickets: (data?.tickets ?? {}) as HudaUsageDoc['tickets'],
    charges: (data?.charges ?? {}) as HudaUsageDoc['charges'],
  };
}

/** The ticket already held for this request today, if any. */
async function heldTicket(uid: string, requestId: string, day: string): Promise<HudaTicket | null> {
  const paid = readDoc((await usageRef(uid, day).get()).data()).tickets[requestId];
  return paid === 'free' || paid === 'sparks' ? { uid, requestId, paidWith: paid, day } : null;
}

/** Rate limit, then the free allowance or 1 spark, in one step. 429 huda/rate-limited, 402 wallet/insufficient-sparks. */
export async function takeHudaTicket(uid: string, requestId: string): Promise<HudaTicket> {
  const day = dayKey(Date.now());
  // A retried request holds its ticket already: no second count against the rate limit.
  const held = await heldTicket(uid, requestId, day);
  if (held) return held;
  await consumeLimits([{ key: `huda:${uid}`, rule: PER_MINUTE }], 'huda/rate-limited');
  // The wallet's lock: a spark charge shares the wallet with every other sparks operation.
  return withKeyLock(`wallet:${uid}`, () =>
    db.runTransaction(async (tx: Transaction): Promise<HudaTicket> => {
      const ref = usageRef(uid, day);
      const usage = readDoc((await tx.get(ref)).data());
      const paid = usage.tickets[requestId];
      if (paid === 'free' || paid === 'sparks') return { uid, requestId, paidWith: paid, day };
      const base = { uid, day, updated_at: FieldValue.serverTimestamp() };
      if (usage.count < HUDA.freeDailyAnswers) {
        tx.set(ref, { ...base, count: usage.count + 1, tickets: { [requestId]: 'free' } }, { merge: true });
        return { uid, requestId, paidWith: 'free', day };
      }
      const n = (usage.charges[requestId] ?? 0) + 1;
      // Reads the wallet before any write of this transaction (Firestore's order).
      await chargeSparks({ uid, amount: HUDA.sparksPerAnswer, reason: 'huda', operationId: chargeOperation(requestId, n) }, tx);
      tx.set(ref, { ...base, count: usage.count, tickets: { [requestId]: 'sparks' }, charges: { [requestId]: n } }, { merge: true });
      return { uid, requestId, paidWith: 'sparks', day };
    }, TRANSACTION_ATTEMPTS),
  );
}

/** Gives back what the ticket took (idempotent). */
export async function returnHudaTicket(ticket: HudaTicket): Promise<void> {
  const { uid, requestId, day } = ticket;
  await withKeyLock(`wallet:${uid}`, () =>
    db.runTransaction(async (tx) => {
      const ref = usageRef(uid, day);
      const usage = readDoc((await tx.get(ref)).data());
      const paid = usage.tickets[requestId];
      if (paid !== 'free' && paid !== 'sparks') return;
      if (paid === 'sparks') {
        await refundCharge({ uid, chargeOperationId: chargeOperation(requestId, usage.charges[requestId] ?? 1), reason: 'huda' }, tx);
      }
      tx.set(
        ref,
        {
          count: paid === 'free' ? Math.max(0, usage.count - 1) : usage.count,
          tickets: { [requestId]: 'returned' },
          updated_at: FieldValue.serverTimestamp(),
        },
        { merge: true },
      );
    }, TRANSACTION_ATTEMPTS),
  );
}

export async function readHudaUsage(uid: string): Promise<HudaUsage> {
  const day = dayKey(Date.now());
  const usage = readDoc((await usageRef(uid, day).get()).data());
  return {
    free_daily: HUDA.freeDailyAnswers,
    free_left: Math.max(0, HUDA.freeDailyAnswers - usage.count),
    sparks_per_answer: HUDA.sparksPerAnswer,
    day,
  };
}
