// PATCH /classes/{classId}/challenges/{id} { dueAt?, practiceAllowed?, title? } (class teachers).
import { updateChallengeRequestSchema, type ChallengeDto, type UpdateChallengeRequest } from '@shared/schemas/quiz';
import { apiRequest } from '@/lib/api-client';
import { challengePath } from './paths';

export const UPDATE_CHALLENGE_FAILED = { id: 'challenges.update.failed', defaultMessage: 'The challenge could not be changed.' };

export async function updateChallenge(classId: string, challengeId: string, patch: UpdateChallengeRequest): Promise<ChallengeDto> {
  const body = updateChallengeRequestSchema.parse(patch);
  const answer = await apiRequest<{ status: string; data: ChallengeDto }>('PATCH', challengePath(classId, challengeId), { body });
  return answer.data;
}
