// GET /courses-marketplace/filters/categories -> {data: [{value, count}]}: every category with
// its number of Published courses.
import type { CourseMarketFilterOption } from '@shared/schemas/course-market';
import { apiRequest } from '@/lib/api-client';

export const LIST_MARKETPLACE_CATEGORIES_FAILED = { id: 'courses.market.categoriesFailed', defaultMessage: 'Error fetching categories' };

export async function listMarketplaceCategories(signal?: AbortSignal): Promise<CourseMarketFilterOption[]> {
  const answer = await apiRequest<{ data?: CourseMarketFilterOption[] }>('GET', '/courses-marketplace/filters/categories', { signal });
  return Array.isArray(answer.data) ? answer.data : [];
}
