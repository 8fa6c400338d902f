// GET /me/performance -> { data: Performance } (docs/site.md 4).
import { performanceSchema, type Performance } from '@shared/schemas/me';
import { apiRequest } from '@/lib/api-client';

export async function getPerformance(signal?: AbortSignal): Promise<Performance> {
  const answer = await apiRequest<{ data: unknown }>('GET', '/me/performance', { signal });
  return performanceSchema.parse(answer.data);
}
