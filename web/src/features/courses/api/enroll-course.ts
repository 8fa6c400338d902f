// POST /courses/{courseId}/enroll {order_id} -> 201 {data: PurchasedCourse, message} (200 with
// the same answer when the order id was already applied: nothing is charged twice).
// Errors: 402 course-learning/insufficient (values.needed), 409 already-enrolled, own-course,
// 404 not-found.
import { enrollBodySchema, type PurchasedCourse } from '@shared/schemas/course-learning';
import { apiRequest } from '@/lib/api-client';

export const ENROLL_COURSE_FAILED = { id: 'courses.enroll.failed', defaultMessage: 'The enrolment could not be completed.' };

export async function enrollCourse(courseId: string, orderId: string): Promise<PurchasedCourse> {
  const body = enrollBodySchema.parse({ order_id: orderId });
  const answer = await apiRequest<{ data: PurchasedCourse; message?: string }>('POST', `/courses/${encodeURIComponent(courseId)}/enroll`, { body });
  return answer.data;
}
