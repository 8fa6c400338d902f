// GET /courses-marketplace/filters/levels -> {data: [{value, count}]}: every level with its
// number of Published courses.
import type { CourseMarketFilterOption } from '@shared/schemas/course-market';
import { apiRequest } from '@/lib/api-client';

export const LIST_MARKETPLACE_LEVELS_FAILED = { id: 'courses.market.levelsFailed', defaultMessage: 'Error fetching levels' };

export async function listMarketplaceLevels(signal?: AbortSignal): Promise<CourseMarketFilterOption[]> {
  const answer = await apiRequest<{ data?: CourseMarketFilterOption[] }>('GET', '/courses-marketplace/filters/levels', { signal });
  return Array.isArray(answer.data) ? answer.data : [];
}
