// DELETE /classes/{classId}/challenges/{id} (class teachers): with its submissions and their points.
import { apiRequest } from '@/lib/api-client';
import { challengePath } from './paths';

export const DELETE_CHALLENGE_FAILED = { id: 'challenges.delete.failed', defaultMessage: 'The challenge could not be removed.' };

export async function deleteChallenge(classId: string, challengeId: string): Promise<void> {
  await apiRequest<{ status: string }>('DELETE', challengePath(classId, challengeId));
}
