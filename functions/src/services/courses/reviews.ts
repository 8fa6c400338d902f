// courses/{courseId}/reviews/{uid} (docs/courses.md, "Enrolment and learning"): enrolled
// learners rate a course once; the course's rating and review_count are recomputed in the same
// transaction from a running sum and distribution (server-only fields of the course).
import { Timestamp, type DocumentData, type DocumentReference } from 'firebase-admin/firestore';
import { ratingAfterReview } from '../../domain/course-enrollment';
import { isoTime } from '../../domain/feed-posts';
import { db } from '../../lib/admin';
import type { Caller } from '../../lib/auth-context';
import { HOT_TRANSACTION } from '../../lib/contention';
import { ApiError } from '../../lib/http';
import type { Review, ReviewBody, ReviewList, ReviewsQuery, ReviewSummary } from '../../shared/schemas/course-learning';
import { enrollmentRef, userNames } from './enrollments';
import { courseRef, isAdmin } from './repo';

export const reviewsCol = (course: DocumentReference) => course.collection('reviews');

const num = (value: unknown): number => (typeof value === 'number' && Number.isFinite(value) ? value : 0);
const STARS = ['1', '2', '3', '4', '5'] as const;

function toReview(id: string, data: DocumentData, callerUid: string): Review {
  return {
    id,
    uid: String(data.uid ?? id),
    name: typeof data.name === 'string' ? data.name : 'User',
    rating: num(data.rating),
    comment: typeof data.comment === 'string' ? data.comment : '',
    created_at: isoTime(data.created_at) ?? new Date(0).toISOString(),
    mine: id === callerUid,
  };
}

/** What the course stores about its reviews (older courses may lack the sum: rating × count). */
function storedRatings(course: DocumentData) {
  const count = num(course.review_count);
  const sum = typeof course.rating_sum === 'number' ? course.rating_sum : num(course.rating) * count;
  const stored = (course.rating_distribution ?? {}) as Record<string, unknown>;
  const distribution = Object.fromEntries(STARS.map((s) => [s, num(stored[s])]));
  return { sum, count, distribution };
}

export function reviewSummary(course: DocumentData): ReviewSummary {
  const { count, distribution } = storedRatings(course);
  return {
    rating: num(course.rating),
    count,
    distribution: { 1: distribution['1'] ?? 0, 2: distribution['2'] ?? 0, 3: distribution['3'] ?? 0, 4: distribution['4'] ?? 0, 5: distribution['5'] ?? 0 },
  };
}

/** Who may read a course's reviews and overview: everyone when Published, else its owner and administrators. */
export function mayView(who: Caller, course: DocumentData | undefined): course is DocumentData {
  return !!course && (course.status === 'Published' || course.owner_uid === who.uid || isAdmin(who));
}

/** GET /courses/{courseId}/reviews?limit&after: newest first, with the rating summary. */
export async function listReviews(who: Caller, courseId: string, query: ReviewsQuery): Promise<ReviewList> {
  const ref = courseRef(courseId);
  const course = (await ref.get()).data();
  if (!mayView(who, course)) throw new ApiError('course-learning/not-found');
  let q = reviewsCol(ref).orderBy('created_at', 'desc').limit(query.limit);
  if (query.after) {
    const after = await reviewsCol(ref).doc(query.after).get();
    if (!after.exists) throw new ApiError('validation/invalid-id');
    q = q.startAfter(after);
  }
  const snap = await q.get();
  return { data: snap.docs.map((doc) => toReview(doc.id, doc.data(), who.uid)), summary: reviewSummary(course) };
}

/**
 * POST /courses/{courseId}/reviews: enrolled learners only (403 course-learning/not-enrolled;
 * an expired enrolment still counts: they took the course), once (409 already-reviewed).
 */
export async function addReview(who: Caller, courseId: string, body: ReviewBody): Promise<Review> {
  const name = (await userNames([who.uid])).get(who.uid) ?? 'User';
  const ref = courseRef(courseId);
  const reviewRef = reviewsCol(ref).doc(who.uid);
  const enrolRef = enrollmentRef(courseId, who.uid);
  return db.runTransaction(async (t) => {
    const [courseSnap, enrollmentSnap, reviewSnap] = await t.getAll(ref, enrolRef, reviewRef);
    const course = courseSnap?.data();
    if (!mayView(who, course) && !enrollmentSnap?.exists) throw new ApiError('course-learning/not-found');
    if (!course) throw new ApiError('course-learning/not-found');
    if (!enrollmentSnap?.exists) throw new ApiError('course-learning/not-enrolled');
    if (reviewSnap?.exists) throw new ApiError('course-learning/already-reviewed');
    const next = ratingAfterReview(storedRatings(course), body.rating);
    const now = Timestamp.now();
    const review = { uid: who.uid, name, rating: body.rating, comment: body.comment, created_at: now };
    t.create(reviewRef, review);
    t.update(ref, { rating: next.rating, review_count: next.count, rating_sum: next.sum, rating_distribution: next.distribution });
    t.update(enrolRef, { review_id: who.uid });
    return toReview(who.uid, review, who.uid);
  }, HOT_TRANSACTION);
}
