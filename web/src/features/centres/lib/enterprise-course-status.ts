// Enterprise course statuses as message keys and badge colours, and what the centre may do in
// each (docs/centres.md "Enterprise courses": it edits and deletes while Draft, Assigned or
// Rejected; publishes or rejects In Review). Pure.
import type { CourseStatus } from '@shared/constants';

export const STATUS_KEY: Record<CourseStatus, string> = {
  Draft: 'draft',
  'In Review': 'inReview',
  Published: 'published',
  Rejected: 'rejected',
  Assigned: 'assigned',
};

export const STATUS_PALETTE: Record<CourseStatus, string> = {
  Draft: 'gray',
  'In Review': 'orange',
  Published: 'green',
  Rejected: 'red',
  Assigned: 'blue',
};

/** Fields, chapters and lessons change only in these; deleting follows the same rule. */
export function isCentreEditable(status: CourseStatus): boolean {
  return status === 'Draft' || status === 'Assigned' || status === 'Rejected';
}

export const canDelete = isCentreEditable;

/** Publish and Reject: only for courses In Review (spec). */
export function canReview(status: CourseStatus): boolean {
  return status === 'In Review';
}

/** The bulk action moves to Draft: a course already in Draft would block the whole move. */
export function canMoveToDraft(status: CourseStatus): boolean {
  return status !== 'Draft';
}
