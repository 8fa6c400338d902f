// GET /awards/user/me -> {data: UserAwards}: the caller's certificates, badges and stats
// (docs/awards.md, "API").
import type { UserAwards } from '@shared/schemas/awards';
import { apiRequest } from '@/lib/api-client';

export const GET_USER_AWARDS_FAILED = { id: 'awards.errors.fetchUserAwards', defaultMessage: 'Error fetching user awards' };

export async function getUserAwards(signal?: AbortSignal): Promise<UserAwards> {
  const answer = await apiRequest<{ data: UserAwards }>('GET', '/awards/user/me', { signal });
  return answer.data;
}
