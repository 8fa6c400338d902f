// POST /instructor/courses/{id}/chapters {title} -> 201 { data: Chapter }.
import type { Chapter } from '@shared/schemas/course';
import { apiRequest } from '@/lib/api-client';

export async function createChapter(courseId: string, title: string): Promise<Chapter> {
  const answer = await apiRequest<{ data: Chapter }>('POST', `/instructor/courses/${encodeURIComponent(courseId)}/chapters`, { body: { title } });
  return answer.data;
}
