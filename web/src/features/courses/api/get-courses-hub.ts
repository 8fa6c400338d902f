// GET /courses/hub -> {data: CoursesHub}: the caller's counts for the /courses hub and the
// sidebar's course mode (authored courses, published total, certificates, enrolments).
import type { CoursesHub } from '@shared/schemas/course-learning';
import { apiRequest } from '@/lib/api-client';

export const GET_COURSES_HUB_FAILED = { id: 'courses.hub.loadFailed', defaultMessage: 'The course counts could not be loaded.' };

export async function getCoursesHub(signal?: AbortSignal): Promise<CoursesHub> {
  const answer = await apiRequest<{ data: CoursesHub }>('GET', '/courses/hub', { signal });
  return answer.data;
}
