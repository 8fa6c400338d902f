// GET /courses/{courseId}/reviews?limit&after -> {data: Review[], summary}: newest first; `after`
// is the last review id of the previous page.
import type { ReviewList } from '@shared/schemas/course-learning';
import { apiRequest } from '@/lib/api-client';

export const LIST_COURSE_REVIEWS_FAILED = { id: 'courses.reviews.loadFailed', defaultMessage: 'The reviews could not be loaded.' };

export async function listCourseReviews(
  courseId: string,
  options: { limit?: number; after?: string | null; signal?: AbortSignal } = {},
): Promise<ReviewList> {
  const params = new URLSearchParams();
  if (options.limit) params.set('limit', String(options.limit));
  if (options.after) params.set('after', options.after);
  const query = params.size > 0 ? `?${params}` : '';
  const answer = await apiRequest<ReviewList>('GET', `/courses/${encodeURIComponent(courseId)}/reviews${query}`, { signal: options.signal });
  return { data: answer.data, summary: answer.summary };
}
