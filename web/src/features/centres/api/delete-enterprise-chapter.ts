// DELETE /enterprise-courses/chapters/{id} -> { data: {id} }; its lessons go too.
import { apiRequest } from '@/lib/api-client';
import { withCentre } from '../lib/centre-param';

export const DELETE_ENTERPRISE_CHAPTER_FAILED = { id: 'centres.courses.errors.deleteChapter', defaultMessage: 'Error deleting chapter' };

export async function deleteEnterpriseChapter(chapterId: string, enterprise: string | undefined): Promise<void> {
  await apiRequest('DELETE', withCentre(`/enterprise-courses/chapters/${encodeURIComponent(chapterId)}`, enterprise));
}
