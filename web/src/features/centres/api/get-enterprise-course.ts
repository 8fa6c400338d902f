// GET /enterprise-courses/{id} -> { data: EnterpriseCourseDetail } (the course with its chapters and lessons).
import type { EnterpriseCourseDetail } from '@shared/schemas/enterprise-course';
import { apiRequest } from '@/lib/api-client';
import { withCentre } from '../lib/centre-param';

export const GET_ENTERPRISE_COURSE_FAILED = { id: 'centres.courses.errors.fetchOne', defaultMessage: 'Error fetching course' };

export async function getEnterpriseCourse(courseId: string, enterprise: string | undefined, signal?: AbortSignal): Promise<EnterpriseCourseDetail> {
  const answer = await apiRequest<{ data: EnterpriseCourseDetail }>('GET', withCentre(`/enterprise-courses/${encodeURIComponent(courseId)}`, enterprise), { signal });
  return answer.data;
}
