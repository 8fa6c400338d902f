// What the centre may do with an enterprise course in each status beyond editing (docs/centres.md
// "Enterprise courses": it edits and deletes while Draft, Assigned or Rejected, see isEditable in
// components/courses/course-status; publishes or rejects In Review). Pure.
import type { CourseStatus } from '@shared/constants';

/** Publish and Reject: only for courses In Review (spec). */
export function canReview(status: CourseStatus): boolean {
  return status === 'In Review';
}

/** The bulk action moves to Draft: a course already in Draft would block the whole move. */
export function canMoveToDraft(status: CourseStatus): boolean {
  return status !== 'Draft';
}
