// GET /courses-marketplace?page&limit&search&category&level&minPrice&maxPrice&minRating&bestseller
// &freemium&certification&sortBy&sortOrder -> {data: MarketplaceCourse[], pagination}: Published
// courses only, 12 per page (docs/courses.md, "Marketplace").
import type { CourseMarketList } from '@shared/schemas/course-market';
import { apiRequest } from '@/lib/api-client';
import { listingQuery, type CourseMarketFilters } from '../lib/marketplace-filters';

export const LIST_MARKETPLACE_COURSES_FAILED = { id: 'courses.market.loadFailed', defaultMessage: 'Error fetching marketplace courses' };

export async function listMarketplaceCourses(filters: CourseMarketFilters, signal?: AbortSignal): Promise<CourseMarketList> {
  const answer = await apiRequest<Partial<CourseMarketList>>('GET', `/courses-marketplace?${listingQuery(filters)}`, { signal });
  const data = Array.isArray(answer.data) ? answer.data : [];
  return {
    data,
    pagination: answer.pagination ?? { currentPage: filters.page, totalPages: 1, totalItems: data.length, itemsPerPage: data.length, nextCursor: null },
  };
}
