// DELETE /enterprise-courses/{id} -> { data: {id} } (Draft, Assigned or Rejected only).
import { apiRequest } from '@/lib/api-client';
import { withCentre } from '../lib/centre-param';

export const DELETE_ENTERPRISE_COURSE_FAILED = { id: 'centres.courses.errors.delete', defaultMessage: 'Error deleting course' };

export async function deleteEnterpriseCourse(courseId: string, enterprise: string | undefined): Promise<void> {
  await apiRequest('DELETE', withCentre(`/enterprise-courses/${encodeURIComponent(courseId)}`, enterprise));
}
