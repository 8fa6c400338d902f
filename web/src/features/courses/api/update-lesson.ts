// PUT /instructor/lessons/{id} -> { data: Lesson }.
import type { Lesson, UpdateLessonInput } from '@shared/schemas/course';
import { apiRequest } from '@/lib/api-client';

export async function updateLesson(lessonId: string, input: UpdateLessonInput): Promise<Lesson> {
  const answer = await apiRequest<{ data: Lesson }>('PUT', `/instructor/lessons/${encodeURIComponent(lessonId)}`, { body: input });
  return answer.data;
}
