// PATCH /enterprise-courses/{id}/status {status, reason?} -> { data: EnterpriseCourse, message }.
// Publish and Reject apply to In Review courses; a reason goes with Reject.
import type { CourseStatus } from '@shared/schemas/course';
import type { EnterpriseCourse } from '@shared/schemas/enterprise-course';
import { apiRequest } from '@/lib/api-client';
import { withCentre } from '../lib/centre-param';

export const CHANGE_ENTERPRISE_STATUS_FAILED = { id: 'centres.courses.errors.status', defaultMessage: 'Error updating course status' };

export async function changeEnterpriseCourseStatus(
  courseId: string,
  status: CourseStatus,
  enterprise: string | undefined,
  reason?: string,
): Promise<EnterpriseCourse> {
  const body = reason ? { status, reason } : { status };
  const answer = await apiRequest<{ data: EnterpriseCourse }>('PATCH', withCentre(`/enterprise-courses/${encodeURIComponent(courseId)}/status`, enterprise), { body });
  return answer.data;
}
