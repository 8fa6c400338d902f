// PUT /courses/{courseId}/lessons/{lessonId}/notes {text}: the learner's private notes (empty clears).
import type { LessonNotesBody } from '@shared/schemas/course-learning';
import { apiRequest } from '@/lib/api-client';
import { lessonPath } from './get-lesson';

export const SAVE_LESSON_NOTES_FAILED = { id: 'courses.lesson.notes.failed', defaultMessage: 'Your notes could not be saved.' };

export async function saveLessonNotes(courseId: string, lessonId: string, body: LessonNotesBody): Promise<void> {
  await apiRequest('PUT', `${lessonPath(courseId, lessonId)}/notes`, { body });
}
