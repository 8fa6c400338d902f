// GET /quizzes/{id} -> { status, data: QuizWithQuestionsDto } (the owner only; keys included).
import type { QuizWithQuestionsDto } from '@shared/schemas/quiz';
import { apiRequest } from '@/lib/api-client';

export const GET_QUIZ_FAILED = { id: 'quizzes.builder.loadFailed', defaultMessage: 'This quiz could not be loaded.' };

export async function getQuiz(quizId: string, signal?: AbortSignal): Promise<QuizWithQuestionsDto> {
  const answer = await apiRequest<{ status: string; data: QuizWithQuestionsDto }>('GET', `/quizzes/${encodeURIComponent(quizId)}`, { signal });
  return { ...answer.data, questions: [...(answer.data.questions ?? [])].sort((a, b) => a.order - b.order) };
}
