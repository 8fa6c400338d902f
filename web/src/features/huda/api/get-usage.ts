// GET /huda/usage -> {data: {free_daily, free_left, sparks_per_answer, day}}.
import type { HudaUsage } from '@shared/schemas/huda';
import { apiRequest } from '@/lib/api-client';

export async function getHudaUsage(signal?: AbortSignal): Promise<HudaUsage> {
  return (await apiRequest<{ data: HudaUsage }>('GET', '/huda/usage', { signal })).data;
}
