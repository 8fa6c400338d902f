// POST /courses/{courseId}/reviews {rating, comment} -> 201 {data: Review}: enrolled learners
// only (403 course-learning/not-enrolled), once (409 course-learning/already-reviewed).
import { reviewBodySchema, type Review, type ReviewBody } from '@shared/schemas/course-learning';
import { apiRequest } from '@/lib/api-client';

export const CREATE_COURSE_REVIEW_FAILED = { id: 'courses.reviews.failed', defaultMessage: 'Your review could not be saved.' };

export async function createCourseReview(courseId: string, input: ReviewBody): Promise<Review> {
  const body = reviewBodySchema.parse(input);
  const answer = await apiRequest<{ data: Review }>('POST', `/courses/${encodeURIComponent(courseId)}/reviews`, { body });
  return answer.data;
}
