// GET /instructor/courses/{courseId}/enrollments -> { data: CourseEnrollmentRow[] } (owner or administrator).
import type { CourseEnrollmentRow } from '@shared/schemas/course-learning';
import { apiRequest } from '@/lib/api-client';

export const LIST_COURSE_ENROLLMENTS_FAILED = { id: 'courses.learners.enrollmentsFailed', defaultMessage: 'The learners could not be loaded.' };

export async function listCourseEnrollments(courseId: string, signal?: AbortSignal): Promise<CourseEnrollmentRow[]> {
  const answer = await apiRequest<{ data: CourseEnrollmentRow[] }>('GET', `/instructor/courses/${encodeURIComponent(courseId)}/enrollments`, { signal });
  return answer.data;
}
