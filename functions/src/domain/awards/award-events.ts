// What the award triggers hand to the badge engine (docs/awards.md, "Events"): pure mappers
// from a document's before/after data to AwardEvents. Most writes (score increments, lesson
// positions, grading drafts) map to nothing, and the trigger then touches no Firestore.
import type { AwardEvent } from '../../shared/schemas/awards';
import { toMillis } from '../time';
import { dayKey } from './streak';

type Data = Record<string, unknown> | undefined;

const str = (value: unknown): string => (typeof value === 'string' ? value : '');
const num = (value: unknown): number => (typeof value === 'number' && Number.isFinite(value) ? value : 0);

const isActiveStudent = (data: Data) => !!data && data.status === 'active' && data.role === 'student';

/** classes/{classId}/members/{uid}: the write that makes them an active student. */
export function memberEvents(classId: string, uid: string, before: Data, after: Data, at: number): AwardEvent[] {
  if (!isActiveStudent(after) || isActiveStudent(before)) return [];
  return [{ kind: 'class_joined', key: `class:${classId}`, uid, at }];
}

const isPerfect = (data: Data) => !!data && data.status === 'graded' && num(data.percent) >= 100;

/**
 * classes/{c}/challenges/{ch}/submissions/{uid}: created = a quiz completed; the final
 * percent reaching 100 (at submit with nothing to grade, or when graded) = a perfect score.
 */
export function submissionEvents(classId: string, challengeId: string, uid: string, before: Data, after: Data, at: number): AwardEvent[] {
  if (!after) return [];
  const events: AwardEvent[] = [];
  if (!before) events.push({ kind: 'quiz_completed', key: `quiz:${classId}:${challengeId}`, uid, at });
  if (isPerfect(after) && !isPerfect(before)) events.push({ kind: 'perfect_score', key: `perfect:${classId}:${challengeId}`, uid, at });
  return events;
}

/** liveReports/{sessionId} created: one event per player (the trigger keeps registered users). */
export function liveReportEvents(sessionId: string, report: Data, at: number): AwardEvent[] {
  if (!report || !Array.isArray(report.players)) return [];
  const players = report.players as unknown[];
  const count = typeof report.player_count === 'number' ? report.player_count : players.length;
  const events: AwardEvent[] = [];
  const seen = new Set<string>();
  for (const player of players) {
    if (!player || typeof player !== 'object') continue;
    const { uid, rank } = player as Record<string, unknown>;
    if (typeof uid !== 'string' || !uid || seen.has(uid)) continue;
    seen.add(uid);
    events.push({ kind: 'live_finished', key: `live:${sessionId}`, uid, at, rank: num(rank), players: count });
  }
  return events;
}

/**
 * enrollments/{courseId}_{uid}: completed_at first set = a course completed; progress going
 * up = activity (one event per course and Riyadh day).
 */
export function enrollmentEvents(before: Data, after: Data, at: number): AwardEvent[] {
  if (!after) return [];
  const uid = str(after.uid);
  const courseId = str(after.course_id);
  if (!uid || !courseId) return [];
  const events: AwardEvent[] = [];
  if (toMillis(after.completed_at) !== undefined && toMillis(before?.completed_at) === undefined) {
    events.push({ kind: 'course_completed', key: `course:${courseId}`, uid, at });
  }
  if (num(after.progress) > num(before?.progress)) {
    events.push({ kind: 'lesson_progress', key: `progress:${courseId}:${dayKey(at)}`, uid, at });
  }
  return events;
}

/** sales/{saleId} created: the product's seller sold one. A free product taken is no sale (as for courses). */
export function saleEvents(saleId: string, sale: Data, at: number): AwardEvent[] {
  const seller = str(sale?.seller_uid);
  if (!seller || num(sale?.charged) <= 0) return [];
  return [{ kind: 'product_sold', key: `sale:${saleId}`, uid: seller, at }];
}

/**
 * courseOrders/{id} created: the instructor sold a course (a centre's course: the centre).
 * Only a charged order is a sale: a free enrolment is no "learner bought one of your courses".
 */
export function courseOrderEvents(orderId: string, order: Data, at: number): AwardEvent[] {
  const seller = str(order?.enterprise) || str(order?.instructor_uid);
  if (!seller || num(order?.charged) <= 0) return [];
  return [{ kind: 'course_sold', key: `course-sale:${orderId}`, uid: seller, at }];
}

/** rewardPoints/{id} created: the student received points. */
export function rewardPointsEvents(grantId: string, grant: Data, at: number): AwardEvent[] {
  const uid = str(grant?.uid);
  const points = num(grant?.points);
  if (!uid || points <= 0) return [];
  return [{ kind: 'points_received', key: `points:${grantId}`, uid, at, points: Math.trunc(points) }];
}
