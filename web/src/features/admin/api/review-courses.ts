// Publish or reject courses In Review: PATCH /admin/courses/{id}/status for one,
// PATCH /admin/courses/bulk-status {courseIds, status, reason?} for several (all or nothing:
// 409 course/bulk-blocked names the ones that block it).
import type { Course } from '@shared/schemas/course';
import { apiRequest } from '@/lib/api-client';

export const REVIEW_COURSES_FAILED = { id: 'admin.courses.reviewFailed', defaultMessage: 'The courses could not be updated.' };

export type CourseReviewStatus = 'Published' | 'Rejected';

export async function reviewCourses(courseIds: string[], status: CourseReviewStatus, reason?: string): Promise<Course[]> {
  const body = { status, ...(reason ? { reason } : {}) };
  if (courseIds.length === 1) {
    const answer = await apiRequest<{ data: Course }>('PATCH', `/admin/courses/${encodeURIComponent(courseIds[0]!)}/status`, { body });
    return [answer.data];
  }
  const answer = await apiRequest<{ data?: Course[] }>('PATCH', '/admin/courses/bulk-status', { body: { courseIds, ...body } });
  return answer.data ?? [];
}
