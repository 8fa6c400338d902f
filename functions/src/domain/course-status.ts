// The instructor course status machine (spec 001 section 4, "Instructor course status";
// docs/courses.md, "Status machine"). Pure.
import { COURSE_STATUSES, type CourseStatus } from '../shared/constants';

/**
 * owner: a teacher's own course; centre: the training centre of an enterprise course (or an
 * administrator acting for it); assignee: the teacher a centre assigned the course to
 * (docs/centres.md, "Enterprise courses").
 */
export type CourseActor = 'owner' | 'administrator' | 'centre' | 'assignee';

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
  // The centre assigns, publishes or rejects what its teacher submitted, and takes any course
  // back to Draft (its bulk action).
  centre: {
    Draft: ['Assigned'],
    Assigned: ['Draft'],
    'In Review': ['Published', 'Rejected', 'Draft'],
    Published: ['Draft'],
    Rejected: ['Draft'],
  },
  // The assigned teacher submits (again after a rejection) and may withdraw to Assigned.
  assignee: {
    Assigned: ['In Review'],
    Rejected: ['In Review'],
    'In Review': ['Assigned'],
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

/**
 * Who may change an enterprise course's content in which status: the centre while Draft,
 * Assigned or Rejected; its teacher while Assigned or Rejected (a Draft is the centre's,
 * not yet handed over). Owners and administrators as above.
 */
export function mayEditAs(actor: CourseActor, status: CourseStatus): boolean {
  if (actor === 'assignee') return status === 'Assigned' || status === 'Rejected';
  return ownerMayEdit(status);
}

/** Deleting: the centre while Draft, Assigned or Rejected; the assigned teacher never. */
export function mayDeleteAs(actor: CourseActor, status: CourseStatus): boolean {
  if (actor === 'assignee') return false;
  if (actor === 'administrator') return true;
  return ownerMayDelete(status);
}
