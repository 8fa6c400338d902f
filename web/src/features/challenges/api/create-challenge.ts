// POST /classes/{classId}/challenges { quizId, dueAt?, practiceAllowed?, title? } (class
// teachers; a published quiz of theirs) -> 201 { status, data: ChallengeDto }.
import { createChallengeRequestSchema, type ChallengeDto, type CreateChallengeRequest } from '@shared/schemas/quiz';
import { apiRequest } from '@/lib/api-client';
import { challengesPath } from './paths';

export { createChallengeRequestSchema };

export const CREATE_CHALLENGE_FAILED = { id: 'challenges.assign.failed', defaultMessage: 'The quiz could not be assigned.' };

export async function createChallenge(classId: string, request: CreateChallengeRequest): Promise<ChallengeDto> {
  const body = createChallengeRequestSchema.parse(request);
  const answer = await apiRequest<{ status: string; data: ChallengeDto }>('POST', challengesPath(classId), { body });
  return answer.data;
}
