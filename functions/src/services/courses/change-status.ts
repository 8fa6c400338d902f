// Status moves (docs/courses.md, "Status machine"): the owner's (PATCH
// /instructor/courses/{id}/status and bulk-status) and the administrator's review (PATCH
// /admin/courses/{id}/status and bulk-status). Bulk moves are all or nothing: one
// transaction, and any course that cannot move blocks the whole request, named in the answer.
import { Timestamp, type DocumentData } from 'firebase-admin/firestore';
import { isCourseStatus, judgeMove, type CourseActor } from '../../domain/course-status';
import { db } from '../../lib/admin';
import type { Caller } from '../../lib/auth-context';
import { ApiError } from '../../lib/http';
import { formatErrorMessage, type ErrorCode } from '../../shared/errors';
import type { Course, CourseStatus } from '../../shared/schemas/course';
import { courseRef, isAdmin, requireAuthor, toCourse } from './repo';

export interface StatusResult<T> {
  data: T;
  message: string;
}

const movedMessage = (status: string) => `Course moved to ${status}`;

/** Who `actor` must be for a course: its owner for the owner's moves, any administrator for reviews. */
function blockFor(who: Caller, actor: CourseActor, data: DocumentData | undefined, requested: string): ErrorCode | null {
  if (!data) return 'course/not-found';
  if (actor === 'owner' && data.owner_uid !== who.uid) return 'course/not-owner';
  const verdict = judgeMove(actor, data.status as CourseStatus, requested);
  return verdict.ok ? null : verdict.code;
}

function checkRequest(who: Caller, actor: CourseActor, status: string, reason: string | undefined): asserts status is CourseStatus {
  if (actor === 'owner') requireAuthor(who);
  else if (!isAdmin(who)) throw new ApiError('course/admins-only');
  if (!isCourseStatus(status)) throw new ApiError('course/unknown-status', { status });
  if (actor === 'administrator' && status === 'Rejected' && !reason) throw new ApiError('course/reject-reason-required');
}

/** The stored changes of one move: a rejection keeps its reason until the next move. */
function moveChanges(who: Caller, actor: CourseActor, status: CourseStatus, reason: string | undefined) {
  const now = Timestamp.now();
  return {
    status,
    status_updated_at: now,
    updated_at: now,
    reject_reason: status === 'Rejected' ? (reason ?? null) : null,
    ...(actor === 'administrator' && { reviewed_by: who.uid, reviewed_at: now }),
  };
}

export async function moveCourse(
  who: Caller,
  actor: CourseActor,
  courseId: string,
  status: string,
  reason?: string,
): Promise<StatusResult<Course>> {
  checkRequest(who, actor, status, reason);
  const course = await db.runTransaction(async (tx) => {
    const ref = courseRef(courseId);
    const data = (await tx.get(ref)).data();
    const block = blockFor(who, actor, data, status);
    if (block) throw new ApiError(block, { status });
    const changes = moveChanges(who, actor, status, reason);
    tx.update(ref, changes);
    return toCourse(courseId, { ...data, ...changes });
  });
  return { data: course, message: movedMessage(status) };
}

export async function moveCourses(
  who: Caller,
  actor: CourseActor,
  courseIds: readonly string[],
  status: string,
  reason?: string,
): Promise<StatusResult<Course[]>> {
  checkRequest(who, actor, status, reason);
  const courses = await db.runTransaction(async (tx) => {
    const refs = courseIds.map(courseRef);
    const snaps = await tx.getAll(...refs);
    const blocked = snaps
      .map((snap, index) => ({ index, id: snap.id, code: blockFor(who, actor, snap.data(), status) }))
      .filter((b): b is { index: number; id: string; code: ErrorCode } => b.code !== null);
    if (blocked.length > 0) {
      throw new ApiError(
        'course/bulk-blocked',
        { status, courseIds: blocked.map((b) => b.id).join(', ') },
        blocked.map((b) => ({ path: `courseIds.${b.index}`, code: b.code, message: formatErrorMessage(b.code, { status }) })),
      );
    }
    const changes = moveChanges(who, actor, status, reason);
    return snaps.map((snap, index) => {
      tx.update(refs[index]!, changes);
      return toCourse(snap.id, { ...snap.data(), ...changes });
    });
  });
  return { data: courses, message: movedMessage(status) };
}
