// GET /classes/{classId}/challenges -> { status, data: ChallengeDto[] } (newest first).
import type { ChallengeDto } from '@shared/schemas/quiz';
import { apiRequest } from '@/lib/api-client';
import { challengesPath } from './paths';

export const LIST_CHALLENGES_FAILED = { id: 'challenges.list.loadFailed', defaultMessage: 'The challenges could not be loaded.' };

export async function listChallenges(classId: string, signal?: AbortSignal): Promise<ChallengeDto[]> {
  const answer = await apiRequest<{ status: string; data: ChallengeDto[] }>('GET', challengesPath(classId), { signal });
  return Array.isArray(answer.data) ? answer.data : [];
}
