// The teacher's published quizzes, to assign one (GET /quizzes, filtered).
import type { QuizDto } from '@shared/schemas/quiz';
import { apiRequest } from '@/lib/api-client';

export const LIST_QUIZZES_FAILED = { id: 'challenges.assign.quizzesFailed', defaultMessage: 'Your quizzes could not be loaded.' };

export async function listPublishedQuizzes(signal?: AbortSignal): Promise<QuizDto[]> {
  const answer = await apiRequest<{ status: string; data: QuizDto[] }>('GET', '/quizzes', { signal });
  return (answer.data ?? []).filter((quiz) => quiz.status === 'published' && quiz.question_count > 0);
}
