// GET /courses/{courseId}/lessons/{lessonId} -> { data: LessonContent }; 403
// course-learning/locked when the caller may not read it (not enrolled, not a preview).
import type { LessonContent } from '@shared/schemas/course-learning';
import { ApiRequestError, apiRequest } from '@/lib/api-client';

export const GET_LESSON_FAILED = { id: 'courses.lesson.lessonFailed', defaultMessage: 'The lesson could not be loaded.' };

export const lessonPath = (courseId: string, lessonId: string) =>
  `/courses/${encodeURIComponent(courseId)}/lessons/${encodeURIComponent(lessonId)}`;

export async function getLesson(courseId: string, lessonId: string, signal?: AbortSignal): Promise<LessonContent> {
  const answer = await apiRequest<{ data: LessonContent }>('GET', lessonPath(courseId, lessonId), { signal });
  return answer.data;
}

/** Whether the lesson is closed to the caller (enrol to open it). */
export function isLessonLocked(error: unknown): boolean {
  return error instanceof ApiRequestError && error.status === 403 && error.code === 'course-learning/locked';
}

/** Whether the course or lesson is not there for the caller. */
export function isLessonGone(error: unknown): boolean {
  return error instanceof ApiRequestError && error.status === 404;
}
