// POST /quizzes { method: 'manual', title, ... } or { method: 'template', template_id } (5 sparks)
// -> 201 { status, data: QuizWithQuestionsDto, charged, balance, replayed }. A short balance is
// 402 wallet/insufficient-sparks with values.needed.
import { createQuizRequestSchema, type CreateQuizRequest, type QuizWithQuestionsDto } from '@shared/schemas/quiz';
import { apiRequest } from '@/lib/api-client';

export { createQuizRequestSchema };

export interface CreateQuizAnswer {
  data: QuizWithQuestionsDto;
  charged: number;
  balance: number;
  replayed: boolean;
}

export const CREATE_QUIZ_FAILED = { id: 'quizzes.create.failed', defaultMessage: 'The quiz could not be created.' };

export async function createQuiz(request: CreateQuizRequest): Promise<CreateQuizAnswer> {
  const body = createQuizRequestSchema.parse(request);
  return apiRequest<CreateQuizAnswer & { status: string }>('POST', '/quizzes', { body });
}
