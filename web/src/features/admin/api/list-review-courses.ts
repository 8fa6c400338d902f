// GET /admin/courses?status=In Review -> { data: Course[] }: the course review queue, oldest first.
import type { Course } from '@shared/schemas/course';
import { apiRequest } from '@/lib/api-client';

export const LIST_REVIEW_COURSES_FAILED = { id: 'admin.courses.loadFailed', defaultMessage: 'The courses could not be loaded.' };

export async function listReviewCourses(signal?: AbortSignal): Promise<Course[]> {
  const query = new URLSearchParams({ status: 'In Review' });
  const answer = await apiRequest<{ data?: Course[] }>('GET', `/admin/courses?${query}`, { signal });
  return Array.isArray(answer.data) ? answer.data : [];
}
