// GET /purchased-courses -> {data: PurchasedCourse[]}: the caller's courses, last accessed first.
import type { PurchasedCourse } from '@shared/schemas/course-learning';
import { apiRequest } from '@/lib/api-client';

export const LIST_PURCHASED_COURSES_FAILED = { id: 'courses.learning.loadFailed', defaultMessage: 'Error fetching purchased courses' };

export async function listPurchasedCourses(signal?: AbortSignal): Promise<PurchasedCourse[]> {
  const answer = await apiRequest<{ data: PurchasedCourse[] }>('GET', '/purchased-courses', { signal });
  return answer.data;
}
