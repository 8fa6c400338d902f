// POST /enterprise-courses {createEnterpriseCourseSchema} -> 201 { data: EnterpriseCourse } (status Assigned).
import type { CreateEnterpriseCourseInput, EnterpriseCourse } from '@shared/schemas/enterprise-course';
import { apiRequest } from '@/lib/api-client';
import { withCentre } from '../lib/centre-param';

export const CREATE_ENTERPRISE_COURSE_FAILED = { id: 'centres.courses.errors.create', defaultMessage: 'Error creating course' };

export async function createEnterpriseCourse(body: CreateEnterpriseCourseInput, enterprise: string | undefined): Promise<EnterpriseCourse> {
  const answer = await apiRequest<{ data: EnterpriseCourse }>('POST', withCentre('/enterprise-courses', enterprise), { body });
  return answer.data;
}
