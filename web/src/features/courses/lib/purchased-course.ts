// One purchased course on the learner's screens: where Continue goes, when Renew Access is
// offered, how a status looks. Pure.
import { COURSE_LEARNING } from '@shared/constants';
import type { EnrollmentStatus, PurchasedCourse } from '@shared/schemas/course-learning';

export type PurchasedCourseStatus = EnrollmentStatus;

export const STATUS_PALETTE: Record<PurchasedCourseStatus, string> = {
  'Not Started': 'gray',
  'In Progress': 'blue',
  Completed: 'green',
  Expired: 'red',
};

/** The message id of a status: courses.enrollment.status.not-started ... */
export function statusMessageId(status: PurchasedCourseStatus): string {
  return `courses.enrollment.status.${status.toLowerCase().replace(/\s+/g, '-')}`;
}

export function lessonPath(courseId: string, lessonId: string): string {
  return `/courses/${encodeURIComponent(courseId)}/lesson/${encodeURIComponent(lessonId)}`;
}

export function coursePath(courseId: string): string {
  return `/courses/${encodeURIComponent(courseId)}`;
}

/** Continue: the first lesson not completed, else the course page (all done, or no lessons yet). */
export function continuePath(course: Pick<PurchasedCourse, 'id' | 'next_lesson_id'>): string {
  return course.next_lesson_id ? lessonPath(course.id, course.next_lesson_id) : coursePath(course.id);
}

/** Renew Access: after expiry, or in the last days of access (course-learning/not-renewable otherwise). */
export function canRenew(course: Pick<PurchasedCourse, 'status' | 'access_until'>, now = Date.now()): boolean {
  if (course.status === 'Expired') return true;
  const until = Date.parse(course.access_until);
  return Number.isFinite(until) && until - now <= COURSE_LEARNING.renewWindowDays * 24 * 60 * 60 * 1000;
}

/** Whether the learner may open every lesson (enrolled and not expired). */
export function hasAccess(course: Pick<PurchasedCourse, 'status'> | null | undefined): boolean {
  return Boolean(course) && course!.status !== 'Expired';
}
