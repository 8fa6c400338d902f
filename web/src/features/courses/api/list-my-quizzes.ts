// GET /quizzes: the teacher's own quizzes, for a quiz lesson to link one.
import type { QuizDto } from '@shared/schemas/quiz';
import { apiRequest } from '@/lib/api-client';

export type LinkableQuiz = Pick<QuizDto, 'id' | 'title' | 'status'>;

export const LIST_MY_QUIZZES_FAILED = { id: 'courses.author.lesson.quizzesFailed', defaultMessage: 'Your quizzes could not be loaded.' };

export async function listMyQuizzes(signal?: AbortSignal): Promise<LinkableQuiz[]> {
  const answer = await apiRequest<{ data?: QuizDto[] }>('GET', '/quizzes', { signal });
  return (answer.data ?? []).map(({ id, title, status }) => ({ id, title, status }));
}
