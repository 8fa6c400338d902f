// PUT /courses/{courseId}/lessons/{lessonId}/helpful {helpful}: the learner's yes/no.
import type { LessonHelpfulBody } from '@shared/schemas/course-learning';
import { apiRequest } from '@/lib/api-client';
import { lessonPath } from './get-lesson';

export const SET_LESSON_HELPFUL_FAILED = { id: 'courses.lesson.helpful.failed', defaultMessage: 'Your answer could not be saved.' };

export async function setLessonHelpful(courseId: string, lessonId: string, body: LessonHelpfulBody): Promise<void> {
  await apiRequest('PUT', `${lessonPath(courseId, lessonId)}/helpful`, { body });
}
