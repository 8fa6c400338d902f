// GET /enterprise-courses/{id}/status -> { data: CourseStatusInfo } (`allowed`: the moves the centre may make now).
import type { CourseStatusInfo } from '@shared/schemas/course';
import { apiRequest } from '@/lib/api-client';
import { withCentre } from '../lib/centre-param';

export const GET_ENTERPRISE_STATUS_FAILED = { id: 'centres.courses.errors.fetchStatus', defaultMessage: 'Error fetching course status' };

export async function getEnterpriseCourseStatus(courseId: string, enterprise: string | undefined, signal?: AbortSignal): Promise<CourseStatusInfo> {
  const answer = await apiRequest<{ data: CourseStatusInfo }>('GET', withCentre(`/enterprise-courses/${encodeURIComponent(courseId)}/status`, enterprise), { signal });
  return answer.data;
}
