// POST /quizzes/generate { prompt?, pdf?, difficulty?, question_count?, question_types?,
// language?, requestId? } (15 sparks) -> 201 { status, data, generator, charged, balance,
// replayed, dropped }. The model's failure is refunded: 422 quiz/generation-failed with
// values.reason. 'Prompt must be greater than 15 characters.' is checked here first.
import type { QuizGenerator, QuizWithQuestionsDto } from '@shared/schemas/quiz';
import { generateQuizRequestSchema, type GenerateQuizRequest } from '@shared/schemas/quiz';
import { apiRequest } from '@/lib/api-client';

export { generateQuizRequestSchema };

export interface GenerateQuizAnswer {
  data: QuizWithQuestionsDto;
  generator: QuizGenerator | null;
  charged: number;
  balance: number;
  replayed: boolean;
  dropped: number;
}

export const GENERATE_QUIZ_FAILED = { id: 'quizzes.generate.failed', defaultMessage: 'The quiz could not be generated.' };

export async function generateQuiz(request: GenerateQuizRequest): Promise<GenerateQuizAnswer> {
  const body = generateQuizRequestSchema.parse(request);
  return apiRequest<GenerateQuizAnswer & { status: string }>('POST', '/quizzes/generate', { body });
}
