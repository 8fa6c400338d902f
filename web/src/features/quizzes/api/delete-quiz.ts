// DELETE /quizzes/{id} -> { status }; 409 quiz/in-use while a class challenge uses it.
import { apiRequest } from '@/lib/api-client';

export const DELETE_QUIZ_FAILED = { id: 'quizzes.delete.failed', defaultMessage: 'The quiz could not be deleted.' };

export async function deleteQuiz(quizId: string): Promise<void> {
  await apiRequest<{ status: string }>('DELETE', `/quizzes/${encodeURIComponent(quizId)}`);
}
