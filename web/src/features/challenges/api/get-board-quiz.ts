// The quiz a challenge uses, with its keys, for whiteboard mode: GET /quizzes/{id} (the
// quiz's owner only; anyone else gets 404 quiz/not-found).
import type { QuizWithQuestionsDto } from '@shared/schemas/quiz';
import { apiRequest } from '@/lib/api-client';

export const BOARD_QUIZ_FAILED = { id: 'challenges.present.loadFailed', defaultMessage: 'The questions could not be loaded.' };

export async function getBoardQuiz(quizId: string, signal?: AbortSignal): Promise<QuizWithQuestionsDto> {
  const answer = await apiRequest<{ status: string; data: QuizWithQuestionsDto }>('GET', `/quizzes/${encodeURIComponent(quizId)}`, { signal });
  return { ...answer.data, questions: [...(answer.data.questions ?? [])].sort((a, b) => a.order - b.order) };
}
