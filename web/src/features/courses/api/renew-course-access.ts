// POST /purchased-courses/{courseId}/renew {order_id} -> {data: PurchasedCourse, message}: the
// current price again for another access period; idempotent on order_id. 409
// course-learning/not-renewable before the last 30 days, 402 course-learning/insufficient.
import { renewBodySchema, type PurchasedCourse } from '@shared/schemas/course-learning';
import { apiRequest } from '@/lib/api-client';

export const RENEW_COURSE_FAILED = { id: 'courses.learning.renewFailed', defaultMessage: 'Failed to renew course access' };

export async function renewCourseAccess(courseId: string, orderId: string): Promise<PurchasedCourse> {
  const body = renewBodySchema.parse({ order_id: orderId });
  const answer = await apiRequest<{ data: PurchasedCourse; message?: string }>('POST', `/purchased-courses/${encodeURIComponent(courseId)}/renew`, { body });
  return answer.data;
}
