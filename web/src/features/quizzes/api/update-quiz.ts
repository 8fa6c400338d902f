// PATCH /quizzes/{id} { title?, description?, difficulty?, language?, and at most one of
// questions (the whole list) | order | shuffle_options } -> { status, data }.
import { updateQuizRequestSchema, type QuizWithQuestionsDto, type UpdateQuizRequest } from '@shared/schemas/quiz';
import { apiRequest } from '@/lib/api-client';

export { updateQuizRequestSchema };

export const UPDATE_QUIZ_FAILED = { id: 'quizzes.save.failed', defaultMessage: 'Your changes could not be saved.' };

export async function updateQuiz(quizId: string, patch: UpdateQuizRequest): Promise<QuizWithQuestionsDto> {
  const body = updateQuizRequestSchema.parse(patch);
  const answer = await apiRequest<{ status: string; data: QuizWithQuestionsDto }>('PATCH', `/quizzes/${encodeURIComponent(quizId)}`, { body });
  return { ...answer.data, questions: [...(answer.data.questions ?? [])].sort((a, b) => a.order - b.order) };
}
