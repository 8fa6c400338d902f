// Course statuses as message keys and badge colours (the spec spells them with spaces), shared by
// the instructor's courses and the centre's enterprise courses. Pure.
import type { IntlShape } from 'react-intl';
import type { CourseStatus } from '@shared/schemas/course';

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

/**
 * Content and fields change only in these (the server answers 409 course/not-editable otherwise);
 * a centre deletes its enterprise courses under the same rule.
 */
export function isEditable(status: CourseStatus): boolean {
  return status === 'Draft' || status === 'Rejected' || status === 'Assigned';
}

/** The status's name in the reader's language (toasts, confirmations, banners). */
export function courseStatusLabel(intl: IntlShape, status: CourseStatus): string {
  return intl.formatMessage({ id: `courses.author.status.${STATUS_KEY[status]}` });
}
