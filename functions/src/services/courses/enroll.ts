// Buying access to a course with sparks (docs/courses.md, "Enrolment and learning"): enrolment
// and renewal. One transaction charges the learner (never with welcome sparks), credits the
// instructor 90% as earned sparks, records the order (with the platform's 10%) and writes the
// enrolment, so a purchase is never half done; the order id makes a retry change nothing.
import { createHash } from 'node:crypto';
import { FieldValue, Timestamp, type DocumentData, type Transaction } from 'firebase-admin/firestore';
import { addMonths, coursePrice, hasAccess, renewable, renewedUntil } from '../../domain/course-enrollment';
import { toMillis } from '../../domain/time';
import { db } from '../../lib/admin';
import type { Caller } from '../../lib/auth-context';
import { HOT_TRANSACTION } from '../../lib/contention';
import { ApiError } from '../../lib/http';
import type { PurchasedCourse } from '../../shared/schemas/course-learning';
import { applySparksOperations, withWalletLocks, type SparksOperation } from '../sparks';
import { assertCentreAccess } from '../centres/access';
import { enrollmentRef, publishedLessons, toPurchasedCourse } from './enrollments';
import { courseRef } from './repo';

export const COURSE_RENEWED = 'Course access renewed successfully!';
export const COURSE_ENROLLED = 'You are enrolled in this course.';

type OrderKind = 'enroll' | 'renew';

/** courseOrders/{uid}_{orderId}: one purchase (or renewal) and its split; server-only. */
const orderRef = (uid: string, orderId: string) => db.collection('courseOrders').doc(`${uid}_${orderId}`);

const num = (value: unknown, fallback = 0): number => (typeof value === 'number' && Number.isFinite(value) ? value : fallback);

interface Charge {
  uid: string;
  orderId: string;
  instructorUid: string;
  charged: number;
  earnings: number;
}

/** Charges the learner and credits the instructor in `t`; nothing for a free course. */
async function pay(t: Transaction, charge: Charge): Promise<void> {
  if (charge.charged === 0) return;
  // `market`: welcome sparks never pay for courses, or farmed accounts could turn them into an
  // instructor's exchangeable sparks (as for products).
  const ops: SparksOperation[] = [
    { uid: charge.uid, operationId: `course:${charge.uid}:${charge.orderId}`, kind: 'charge', amount: charge.charged, reason: 'course_purchase', market: true },
  ];
  if (charge.earnings > 0) {
    ops.push({
      uid: charge.instructorUid, operationId: `course-sale:${charge.uid}:${charge.orderId}`, kind: 'credit', amount: charge.earnings, reason: 'course_sale', earned: true,
    });
  }
  let results;
  try {
    results = await applySparksOperations(ops, t);
  } catch (error) {
    if (error instanceof ApiError && error.code === 'wallet/insufficient-sparks') throw new ApiError('course-learning/insufficient', error.values);
    if (error instanceof ApiError && error.code === 'market/promo-not-spendable') throw new ApiError('course-learning/insufficient', error.values);
    throw error;
  }
  // Without an order document none of these operations can have happened.
  if (results.some((result) => result.replayed)) throw new ApiError('wallet/operation-conflict');
}

/** A recorded order with this id: the same purchase again (replay) or a clash (409). */
function replayOf(order: DocumentData | undefined, courseId: string, kind: OrderKind): boolean {
  if (!order) return false;
  if (order.course_id !== courseId || order.kind !== kind) throw new ApiError('wallet/operation-conflict');
  return true;
}

function orderDoc(uid: string, orderId: string, courseId: string, kind: OrderKind, course: DocumentData, split: ReturnType<typeof coursePrice>, now: Timestamp) {
  return {
    uid, order_id: orderId, course_id: courseId, kind, course_title: typeof course.title === 'string' ? course.title : '',
    instructor_uid: course.owner_uid, price: split.price, charged: split.charged, commission: split.commission, earnings: split.earnings, created_at: now,
    // The training centre selling it (docs/centres.md), for the centre's figures.
    enterprise: enterpriseOf(course),
  };
}

const enterpriseOf = (course: DocumentData): string | null => (typeof course.enterprise === 'string' && course.enterprise ? course.enterprise : null);

/** The course's price split, or 404 when the stored price is not whole sparks. */
function priceOf(course: DocumentData) {
  try {
    return coursePrice(num(course.price, -1));
  } catch {
    throw new ApiError('course-learning/not-found');
  }
}

async function answer(uid: string, courseId: string): Promise<PurchasedCourse> {
  const [enrollment, course, flat] = await Promise.all([enrollmentRef(courseId, uid).get(), courseRef(courseId).get(), publishedLessons(courseId)]);
  return toPurchasedCourse(courseId, course.data() ?? {}, enrollment.data() ?? {}, flat);
}

/** Runs a purchase holding the learner's and the instructor's wallet locks (as checkout does). */
async function purchase(uid: string, courseId: string, body: (t: Transaction) => Promise<boolean>): Promise<boolean> {
  const owner = (await courseRef(courseId).get()).get('owner_uid') as unknown;
  const wallets = typeof owner === 'string' ? [uid, owner] : [uid];
  return withWalletLocks(wallets, () => db.runTransaction(body, HOT_TRANSACTION));
}

/**
 * POST /courses/{courseId}/enroll: only Published courses (404), never one's own (409), not
 * twice while access lasts (409). An expired enrolment is bought again (progress is kept).
 * Returns the enrolment and whether it is a replay of the same order id (nothing charged).
 */
export async function enroll(who: Caller, courseId: string, orderId: string): Promise<{ course: PurchasedCourse; replayed: boolean }> {
  const replayed = await purchase(who.uid, courseId, async (t) => {
    const ref = enrollmentRef(courseId, who.uid);
    const [orderSnap, courseSnap, enrollmentSnap] = await t.getAll(orderRef(who.uid, orderId), courseRef(courseId), ref);
    if (replayOf(orderSnap?.data(), courseId, 'enroll')) return true;
    const course = courseSnap?.data();
    if (!course || course.status !== 'Published') throw new ApiError('course-learning/not-found');
    // The centre's assigned teacher teaches the course: it is theirs as much as the owner's.
    if (course.owner_uid === who.uid || course.teacher_uid === who.uid) throw new ApiError('course-learning/own-course');
    await assertCentreAccess(t, course.enterprise, who.uid);
    const existing = enrollmentSnap?.data();
    const nowMs = Date.now();
    if (existing && hasAccess(toMillis(existing.access_until) ?? 0, nowMs)) throw new ApiError('course-learning/already-enrolled');
    const split = priceOf(course);
    await pay(t, { uid: who.uid, orderId, instructorUid: String(course.owner_uid), charged: split.charged, earnings: split.earnings });

    const now = Timestamp.fromMillis(nowMs);
    const accessUntil = Timestamp.fromMillis(addMonths(nowMs));
    t.create(orderRef(who.uid, orderId), orderDoc(who.uid, orderId, courseId, 'enroll', course, split, now));
    if (existing) {
      // Bought again after expiry: a new period; completed lessons and the review stay.
      t.update(ref, {
        order_id: orderId, access_until: accessUntil, status_changed_at: now, renewals: FieldValue.increment(1),
        price_paid: FieldValue.increment(split.charged), enterprise: enterpriseOf(course),
      });
    } else {
      t.create(ref, {
        id: ref.id, course_id: courseId, uid: who.uid, owner_uid: course.owner_uid, enterprise: enterpriseOf(course), order_id: orderId, price_paid: split.charged,
        enrolled_at: now, access_until: accessUntil, last_accessed: now, completed_lessons: [], progress: 0, completed_at: null,
        status_changed_at: now, renewals: 0, review_id: null,
      });
      // The marketplace sync carries the count to the listing and the stats.
      t.update(courseRef(courseId), { enrollment_count: FieldValue.increment(1) });
    }
    return false;
  });
  return { course: await answer(who.uid, courseId), replayed };
}

/** A stable order id for a renewal sent without one: the n-th renewal of this course. */
const implicitRenewalId = (courseId: string, renewals: number) =>
  `renew-${renewals + 1}-${createHash('sha256').update(courseId).digest('hex').slice(0, 24)}`;

/**
 * POST /purchased-courses/{courseId}/renew: charges the current price again for another
 * COURSE_ACCESS_MONTHS from the later of now and the end of access; only when expired or in
 * the last 30 days (409 course-learning/not-renewable). Idempotent on order_id; without one,
 * two racing renewals are one (the second finds access long again).
 */
export async function renew(who: Caller, courseId: string, orderId: string | undefined): Promise<{ course: PurchasedCourse; replayed: boolean }> {
  const replayed = await purchase(who.uid, courseId, async (t) => {
    const ref = enrollmentRef(courseId, who.uid);
    const [courseSnap, enrollmentSnap, givenOrderSnap] = await t.getAll(courseRef(courseId), ref, ...(orderId ? [orderRef(who.uid, orderId)] : []));
    if (replayOf(givenOrderSnap?.data(), courseId, 'renew')) return true;
    const existing = enrollmentSnap?.data();
    if (!existing) throw new ApiError('course-learning/not-enrolled');
    const course = courseSnap?.data();
    if (!course || course.status !== 'Published') throw new ApiError('course-learning/not-found');
    await assertCentreAccess(t, course.enterprise, who.uid);
    const nowMs = Date.now();
    const until = toMillis(existing.access_until) ?? 0;
    if (!renewable(until, nowMs)) throw new ApiError('course-learning/not-renewable');
    const effectiveOrderId = orderId ?? implicitRenewalId(courseId, num(existing.renewals));
    if (!orderId && (await t.get(orderRef(who.uid, effectiveOrderId))).exists) throw new ApiError('wallet/operation-conflict');
    const split = priceOf(course);
    await pay(t, { uid: who.uid, orderId: effectiveOrderId, instructorUid: String(course.owner_uid), charged: split.charged, earnings: split.earnings });

    const now = Timestamp.fromMillis(nowMs);
    t.create(orderRef(who.uid, effectiveOrderId), orderDoc(who.uid, effectiveOrderId, courseId, 'renew', course, split, now));
    t.update(ref, {
      access_until: Timestamp.fromMillis(renewedUntil(until, nowMs)),
      renewals: FieldValue.increment(1),
      price_paid: FieldValue.increment(split.charged),
      ...(until < nowMs && { status_changed_at: now }),
    });
    return false;
  });
  return { course: await answer(who.uid, courseId), replayed };
}
