// PUT /enterprise-courses/chapters/{id} {title} -> { data: Chapter }.
import type { Chapter } from '@shared/schemas/course';
import { apiRequest } from '@/lib/api-client';
import { withCentre } from '../lib/centre-param';

export const UPDATE_ENTERPRISE_CHAPTER_FAILED = { id: 'centres.courses.errors.updateChapter', defaultMessage: 'Error updating chapter' };

export async function updateEnterpriseChapter(chapterId: string, title: string, enterprise: string | undefined): Promise<Chapter> {
  const answer = await apiRequest<{ data: Chapter }>('PUT', withCentre(`/enterprise-courses/chapters/${encodeURIComponent(chapterId)}`, enterprise), { body: { title } });
  return answer.data;
}
