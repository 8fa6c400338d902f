// GET /courses/{courseId}/overview -> {data: CourseOverview}: the course detail for learners
// (overview, curriculum, instructor profile, the caller's enrolment, can_review, share_url).
// 404 course-learning/not-found when the caller may not see the course.
import type { CourseOverview } from '@shared/schemas/course-learning';
import { ApiRequestError, apiRequest } from '@/lib/api-client';

export const GET_COURSE_OVERVIEW_FAILED = { id: 'courses.detail.loadFailed', defaultMessage: 'The course could not be loaded.' };

export async function getCourseOverview(courseId: string, signal?: AbortSignal): Promise<CourseOverview> {
  const answer = await apiRequest<{ data: CourseOverview }>('GET', `/courses/${encodeURIComponent(courseId)}/overview`, { signal });
  return answer.data;
}

/** The course is not there for the caller (missing, or not published). */
export function isCourseGone(error: unknown): boolean {
  return error instanceof ApiRequestError && error.status === 404;
}
