// POST /instructor/chapters/{id}/lessons -> 201 { data: Lesson }.
import type { CreateLessonInput, Lesson } from '@shared/schemas/course';
import { apiRequest } from '@/lib/api-client';

export async function createLesson(chapterId: string, input: CreateLessonInput): Promise<Lesson> {
  const answer = await apiRequest<{ data: Lesson }>('POST', `/instructor/chapters/${encodeURIComponent(chapterId)}/lessons`, { body: input });
  return answer.data;
}
