// PUT /instructor/chapters/{id} {title} -> { data: Chapter }.
import type { Chapter } from '@shared/schemas/course';
import { apiRequest } from '@/lib/api-client';

export async function updateChapter(chapterId: string, title: string): Promise<Chapter> {
  const answer = await apiRequest<{ data: Chapter }>('PUT', `/instructor/chapters/${encodeURIComponent(chapterId)}`, { body: { title } });
  return answer.data;
}
