// POST /courses/{courseId}/lessons/{lessonId}/progress {position, duration} -> { data:
// {completed, progress} }: the video heartbeat; the server decides completion.
import type { LessonProgressBody, LessonProgressResult } from '@shared/schemas/course-learning';
import { apiRequest } from '@/lib/api-client';
import { lessonPath } from './get-lesson';

export async function sendLessonProgress(courseId: string, lessonId: string, body: LessonProgressBody): Promise<LessonProgressResult> {
  const answer = await apiRequest<{ data: LessonProgressResult }>('POST', `${lessonPath(courseId, lessonId)}/progress`, { body });
  return answer.data;
}
