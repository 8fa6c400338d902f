// GET /me/activity?before&limit -> { data: ActivityItem[], next_before } (docs/site.md 4).
import { activityPageSchema, type ActivityPage } from '@shared/schemas/me';
import { apiRequest } from '@/lib/api-client';

export async function getActivity(before: string | null, signal?: AbortSignal): Promise<ActivityPage> {
  const query = new URLSearchParams({ limit: '20' });
  if (before) query.set('before', before);
  const answer = await apiRequest<unknown>('GET', `/me/activity?${query.toString()}`, { signal });
  return activityPageSchema.parse(answer);
}
