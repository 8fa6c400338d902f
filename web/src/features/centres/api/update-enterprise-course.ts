// PUT /enterprise-courses/{id} {updateEnterpriseCourseSchema} -> { data: EnterpriseCourse }.
import type { EnterpriseCourse, UpdateEnterpriseCourseInput } from '@shared/schemas/enterprise-course';
import { apiRequest } from '@/lib/api-client';
import { withCentre } from '../lib/centre-param';

export const UPDATE_ENTERPRISE_COURSE_FAILED = { id: 'centres.courses.errors.update', defaultMessage: 'Error updating course' };

export async function updateEnterpriseCourse(courseId: string, body: UpdateEnterpriseCourseInput, enterprise: string | undefined): Promise<EnterpriseCourse> {
  const answer = await apiRequest<{ data: EnterpriseCourse }>('PUT', withCentre(`/enterprise-courses/${encodeURIComponent(courseId)}`, enterprise), { body });
  return answer.data;
}
