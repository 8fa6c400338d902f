// POST /quizzes/{id}/publish -> { status, data, charged, balance } or 400 quiz/incomplete with
// fields such as `questions.2.correct-answer`; a manual quiz's first publication charges its
// sparks (402 wallet/insufficient-sparks with values.needed leaves it a draft).
import type { QuizDto } from '@shared/schemas/quiz';
import { apiRequest } from '@/lib/api-client';

export const PUBLISH_QUIZ_FAILED = { id: 'quizzes.publish.failed', defaultMessage: 'The quiz could not be published.' };

export async function publishQuiz(quizId: string): Promise<{ quiz: QuizDto; charged: number }> {
  const answer = await apiRequest<{ status: string; data: QuizDto; charged?: number }>('POST', `/quizzes/${encodeURIComponent(quizId)}/publish`);
  return { quiz: answer.data, charged: typeof answer.charged === 'number' ? answer.charged : 0 };
}
