// DELETE /instructor/chapters/{id}: its lessons go too.
import { apiRequest } from '@/lib/api-client';

export async function deleteChapter(chapterId: string): Promise<void> {
  await apiRequest('DELETE', `/instructor/chapters/${encodeURIComponent(chapterId)}`);
}
