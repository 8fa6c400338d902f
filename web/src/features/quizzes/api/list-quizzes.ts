// GET /quizzes -> { status, data: QuizDto[] } (the caller's quizzes, newest first, no questions).
import type { QuizDto } from '@shared/schemas/quiz';
import { apiRequest } from '@/lib/api-client';

export const LIST_QUIZZES_FAILED = { id: 'quizzes.list.loadFailed', defaultMessage: 'Your quizzes could not be loaded.' };

export async function listQuizzes(signal?: AbortSignal): Promise<QuizDto[]> {
  const answer = await apiRequest<{ status: string; data: QuizDto[] }>('GET', '/quizzes', { signal });
  return Array.isArray(answer.data) ? answer.data : [];
}
