// POST /classes/{classId}/challenges/{id}/submissions { answers } (students, once) -> 201
// { status, data: SubmissionDto }. 400 quiz/answer-all ('Please answer all questions before
// proceeding') names each missing question; 503 quiz/submit-failed ('Failed to submit answers.
// Please try again.'); 409 challenge/already-submitted.
import { submitAnswersRequestSchema, type SubmissionDto } from '@shared/schemas/quiz';
import { apiRequest } from '@/lib/api-client';
import { challengePath } from './paths';

export const SUBMIT_FAILED = { id: 'errors.quiz/submit-failed', defaultMessage: 'Failed to submit answers. Please try again.' };

export async function submitAnswers(classId: string, challengeId: string, answers: Record<string, string>): Promise<SubmissionDto> {
  const body = submitAnswersRequestSchema.parse({ answers });
  const answer = await apiRequest<{ status: string; data: SubmissionDto }>('POST', challengePath(classId, challengeId, '/submissions'), { body });
  return answer.data;
}
