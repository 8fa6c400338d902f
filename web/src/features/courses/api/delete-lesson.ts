// DELETE /instructor/lessons/{id}.
import { apiRequest } from '@/lib/api-client';

export async function deleteLesson(lessonId: string): Promise<void> {
  await apiRequest('DELETE', `/instructor/lessons/${encodeURIComponent(lessonId)}`);
}
