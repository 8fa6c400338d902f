// GET /enterprise-courses[?enterprise=] -> { data: EnterpriseCourse[] }: the centre's courses,
// newest change first (docs/centres.md "Enterprise courses").
import type { EnterpriseCourse } from '@shared/schemas/enterprise-course';
import { apiRequest } from '@/lib/api-client';
import { withCentre } from '../lib/centre-param';

export const LIST_ENTERPRISE_COURSES_FAILED = { id: 'centres.courses.errors.fetchList', defaultMessage: 'Error fetching courses' };

export async function listEnterpriseCourses(enterprise: string | undefined, signal?: AbortSignal): Promise<EnterpriseCourse[]> {
  const answer = await apiRequest<{ data?: EnterpriseCourse[] }>('GET', withCentre('/enterprise-courses', enterprise), { signal });
  return Array.isArray(answer.data) ? answer.data : [];
}
