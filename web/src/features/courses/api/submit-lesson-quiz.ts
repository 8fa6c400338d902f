// POST /courses/{courseId}/lessons/{lessonId}/quiz {answers: [{question_id, answer}]} -> { data:
// {score, passed, completed, progress} }: scored on the server; passing completes the lesson.
import type { LessonQuizBody, LessonQuizResult } from '@shared/schemas/course-learning';
import { apiRequest } from '@/lib/api-client';
import { lessonPath } from './get-lesson';

export const SUBMIT_LESSON_QUIZ_FAILED = { id: 'courses.lesson.quiz.failed', defaultMessage: 'Your answers could not be sent.' };

export async function submitLessonQuiz(courseId: string, lessonId: string, body: LessonQuizBody): Promise<LessonQuizResult> {
  const answer = await apiRequest<{ data: LessonQuizResult }>('POST', `${lessonPath(courseId, lessonId)}/quiz`, { body });
  return answer.data;
}
