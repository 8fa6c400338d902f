// POST /classes/{classId}/challenges/{id}/practice { answers } -> { status, data: { results
// (each with the correct answer), score, max_score, percent } }. Nothing is stored.
import { submitAnswersRequestSchema, type PracticeResult } from '@shared/schemas/quiz';
import { apiRequest } from '@/lib/api-client';
import { challengePath } from './paths';

export interface PracticeAnswer {
  results: PracticeResult[];
  score: number;
  max_score: number;
  percent: number;
}

export const PRACTICE_FAILED = { id: 'challenges.practice.failed', defaultMessage: 'Your answer could not be checked. Please try again.' };

export async function practiseChallenge(classId: string, challengeId: string, answers: Record<string, string>): Promise<PracticeAnswer> {
  const body = submitAnswersRequestSchema.parse({ answers });
  const answer = await apiRequest<{ status: string; data: PracticeAnswer }>('POST', challengePath(classId, challengeId, '/practice'), { body });
  return answer.data;
}
