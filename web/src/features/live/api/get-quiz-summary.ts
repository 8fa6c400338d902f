// GET /quizzes/{id} (the owner): the quiz's title and question count for the host's set-up card.
import type { QuizDto } from '@shared/schemas/quiz';
import { apiRequest } from '@/lib/api-client';
import type { HostableQuiz } from './list-my-quizzes';

export async function getQuizSummary(quizId: string, signal?: AbortSignal): Promise<HostableQuiz> {
  const answer = await apiRequest<{ data: QuizDto }>('GET', `/quizzes/${encodeURIComponent(quizId)}`, { signal });
  const { id, title, question_count, status } = answer.data;
  return { id, title, question_count, status };
}
