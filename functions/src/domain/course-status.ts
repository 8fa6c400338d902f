// The instructor course status machine (spec 001 section 4, "Instructor course status";
// docs/courses.md, "Status machine"). Pure.
import { COURSE_STATUSES, type CourseStatus } from '../shared/constants';

export type CourseActor = 'owner' | 'administrator';

/**
 * Moves each actor may make. Owners: submit (Draft or Assigned -> In Review), withdraw
 * (In Review -> Draft), unpublish (Published -> Draft), and take a rejected course back to
 * Draft to fix it. Administrators review: In Review -> Published or Rejected.
 */
const MOVES: Record<CourseActor, Partial<Record<CourseStatus, readonly CourseStatus[]>>> = {
  owner: {
    Draft: ['In Review'],
    'In Review': ['Draft'],
    Assigned: ['In Review'],
    Published: ['Draft'],
    Rejected: ['Draft'],
  },
  administrator: {
    'In Review': ['Published', 'Rejected'],
  },
};

export const isCourseStatus = (value: unknown): value is CourseStatus =>
  typeof value === 'string' && (COURSE_STATUSES as readonly string[]).includes(value);

export type MoveVerdict =
  | { ok: true; to: CourseStatus; message: string }
  | { ok: false; code: 'course/unknown-status' | 'course/cannot-move'; message: string };

/** Whether `actor` may move a course from `from` to the requested status, with the spec's texts. */
export function judgeMove(actor: CourseActor, from: CourseStatus, requested: string): MoveVerdict {
  if (!isCourseStatus(requested)) return { ok: false, code: 'course/unknown-status', message: `Unknown status: ${requested}` };
  if (!(MOVES[actor][from] ?? []).includes(requested)) {
    return { ok: false, code: 'course/cannot-move', message: `Course cannot move to ${requested}` };
  }
  return { ok: true, to: requested, message: `Course moved to ${requested}` };
}

/** The statuses `actor` may move a course to from `from` (for GET .../status). */
export function allowedMoves(actor: CourseActor, from: CourseStatus): CourseStatus[] {
  return [...(MOVES[actor][from] ?? [])];
}

/**
 * Content (fields, chapters, lessons) changes only while nobody reviews or sells it: Draft,
 * Rejected and Assigned. In Review and Published are changed by moving back to Draft first.
 */
export function ownerMayEdit(status: CourseStatus): boolean {
  return status === 'Draft' || status === 'Rejected' || status === 'Assigned';
}

/** A course can be deleted unless students may hold it (Published) or a reviewer has it. */
export function ownerMayDelete(status: CourseStatus): boolean {
  return ownerMayEdit(status);
}
