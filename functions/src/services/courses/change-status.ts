// Status moves (docs/courses.md, "Status machine"): the owner's (PATCH
// /instructor/courses/{id}/status and bulk-status) and the administrator's review (PATCH
// /admin/courses/{id}/status and bulk-status). Bulk moves are all or nothing: one
// transaction, and any course that cannot move blocks the whole request, named in the answer.
import { Timestamp, type DocumentData } from 'firebase-admin/firestore';
import { isCourseStatus, judgeMove, type CourseActor } from '../../domain/course-status';
import { db } from '../../lib/admin';
import { ApiError } from '../../lib/http';
import { formatErrorMessage, type ErrorCode } from '../../shared/errors';
import type { Course, CourseStatus } from '../../shared/schemas/course';
import { courseRef, courseRoleOf, isAdmin, requireAuthor, toCourse, type CourseCaller } from './repo';

export interface StatusResult<T> {
  data: T;
  message: string;
}

const movedMessage = (status: string) => `Course moved to ${status}`;

/**
 * The actor a move is judged as. The instructor's routes ask as 'owner': the owner of a
 * teacher's course, or the assigned teacher of an enterprise course ('assignee'); the
 * centre's routes as 'centre' (its own courses only); reviews as any administrator.
 */
function moverOn(who: CourseCaller, actor: CourseActor, data: DocumentData): CourseActor | null {
  if (actor === 'administrator') return 'administrator';
  const role = courseRoleOf(who, data);
  if (actor === 'centre') return role === 'centre' ? role : null;
  return role === 'owner' || role === 'assignee' ? role : null;
}

function blockFor(who: CourseCaller, actor: CourseActor, data: DocumentData | undefined, requested: string): ErrorCode | null {
  if (!data) return 'course/not-found';
  const mover = moverOn(who, actor, data);
  if (!mover) return actor === 'centre' ? 'course/not-found' : 'course/not-owner';
  const verdict = judgeMove(mover, data.status as CourseStatus, requested);
  if (!verdict.ok) return verdict.code;
  // Assigning needs someone to assign to (a removed teacher leaves the course with nobody).
  if (verdict.to === 'Assigned' && !(typeof data.teacher_uid === 'string' && data.teacher_uid)) return 'course/teacher-required';
  return null;
}

function checkRequest(who: CourseCaller, actor: CourseActor, status: string, reason: string | undefined): asserts status is CourseStatus {
  if (actor === 'centre') {
    if (who.centre === undefined) throw new ApiError('centre/centres-only');
  } else if (actor === 'owner' || actor === 'assignee') requireAuthor(who);
  else if (!isAdmin(who)) throw new ApiError('course/admins-only');
  if (!isCourseStatus(status)) throw new ApiError('course/unknown-status', { status });
  if (actor === 'administrator' && status === 'Rejected' && !reason) throw new ApiError('course/reject-reason-required');
}

/** The stored changes of one move: a rejection keeps its reason until the next move. */
function moveChanges(who: CourseCaller, actor: CourseActor, status: CourseStatus, reason: string | undefined) {
  const now = Timestamp.now();
  return {
    status,
    status_updated_at: now,
    updated_at: now,
    reject_reason: status === 'Rejected' ? (reason ?? null) : null,
    ...((actor === 'administrator' || (actor === 'centre' && (status === 'Published' || status === 'Rejected'))) && { reviewed_by: who.uid, reviewed_at: now }),
  };
}

export async function moveCourse(
  who: CourseCaller,
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
  who: CourseCaller,
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
