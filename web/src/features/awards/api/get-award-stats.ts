// GET /awards/stats/{userId} -> {data: AwardStats}: a user's certificates, badges and points
// (the caller, their teachers or an administrator).
import type { AwardStats } from '@shared/schemas/awards';
import { apiRequest } from '@/lib/api-client';

export const GET_AWARD_STATS_FAILED = { id: 'awards.errors.fetchStats', defaultMessage: 'Error fetching award statistics' };

export async function getAwardStats(userId: string, signal?: AbortSignal): Promise<AwardStats> {
  const answer = await apiRequest<{ data: AwardStats }>('GET', `/awards/stats/${encodeURIComponent(userId)}`, { signal });
  return answer.data;
}
