// PATCH /enterprise-courses/bulk-status {courseIds, status} -> { data: EnterpriseCourse[], message }:
// all or nothing (409 course/bulk-blocked names the courses that block it).
import type { CourseStatus } from '@shared/schemas/course';
import type { EnterpriseCourse } from '@shared/schemas/enterprise-course';
import { apiRequest } from '@/lib/api-client';
import { withCentre } from '../lib/centre-param';

export const BULK_ENTERPRISE_STATUS_FAILED = { id: 'centres.courses.errors.bulk', defaultMessage: 'Error updating course statuses' };

export async function bulkEnterpriseCourseStatus(courseIds: string[], status: CourseStatus, enterprise: string | undefined): Promise<EnterpriseCourse[]> {
  const answer = await apiRequest<{ data?: EnterpriseCourse[] }>('PATCH', withCentre('/enterprise-courses/bulk-status', enterprise), { body: { courseIds, status } });
  return Array.isArray(answer.data) ? answer.data : [];
}
