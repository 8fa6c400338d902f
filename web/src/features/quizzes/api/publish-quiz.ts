// POST /quizzes/{id}/publish -> { status, data } or 400 quiz/incomplete with fields such as
// `questions.2.correct-answer`.
import type { QuizDto } from '@shared/schemas/quiz';
import { apiRequest } from '@/lib/api-client';

export const PUBLISH_QUIZ_FAILED = { id: 'quizzes.publish.failed', defaultMessage: 'The quiz could not be published.' };

export async function publishQuiz(quizId: string): Promise<QuizDto> {
  const answer = await apiRequest<{ status: string; data: QuizDto }>('POST', `/quizzes/${encodeURIComponent(quizId)}/publish`);
  return answer.data;
}
