// GET /classes/{classId}/challenges/{id}/questions -> { status, data: { challenge, questions
// (no keys, no guidelines), submission | null } }.
import type { ChallengeDto, StudentQuestionDto, SubmissionDto } from '@shared/schemas/quiz';
import { apiRequest } from '@/lib/api-client';
import { challengePath } from './paths';

export interface ChallengeQuestions {
  challenge: ChallengeDto;
  questions: StudentQuestionDto[];
  submission: SubmissionDto | null;
}

export const QUESTIONS_FAILED = { id: 'challenges.take.loadFailed', defaultMessage: 'This challenge could not be loaded.' };

export async function getChallengeQuestions(classId: string, challengeId: string, signal?: AbortSignal): Promise<ChallengeQuestions> {
  const answer = await apiRequest<{ status: string; data: ChallengeQuestions }>('GET', challengePath(classId, challengeId, '/questions'), { signal });
  return { ...answer.data, questions: [...(answer.data.questions ?? [])].sort((a, b) => a.order - b.order) };
}
