// POST /enterprise-courses/{id}/chapters {title} -> 201 { data: Chapter }.
import type { Chapter } from '@shared/schemas/course';
import { apiRequest } from '@/lib/api-client';
import { withCentre } from '../lib/centre-param';

export const CREATE_ENTERPRISE_CHAPTER_FAILED = { id: 'centres.courses.errors.addChapter', defaultMessage: 'Error adding chapter' };

export async function createEnterpriseChapter(courseId: string, title: string, enterprise: string | undefined): Promise<Chapter> {
  const answer = await apiRequest<{ data: Chapter }>('POST', withCentre(`/enterprise-courses/${encodeURIComponent(courseId)}/chapters`, enterprise), { body: { title } });
  return answer.data;
}
