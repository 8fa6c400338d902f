// GET /quizzes: the teacher's own quizzes (newest first), to pick one to host live.
import type { QuizDto } from '@shared/schemas/quiz';
import { apiRequest } from '@/lib/api-client';

export type HostableQuiz = Pick<QuizDto, 'id' | 'title' | 'question_count' | 'status'>;

export const QUIZZES_FAILED = { id: 'live.host.quizzesFailed', defaultMessage: 'Could not load your quizzes.' };

export async function listMyQuizzes(signal?: AbortSignal): Promise<HostableQuiz[]> {
  const answer = await apiRequest<{ data?: QuizDto[] }>('GET', '/quizzes', { signal });
  return (answer.data ?? []).map(({ id, title, question_count, status }) => ({ id, title, question_count, status }));
}
