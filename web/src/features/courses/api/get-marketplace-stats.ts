// GET /courses-marketplace/stats/overview -> {data: {totalCourses, totalStudents, averageRating,
// bestsellersCount}}: the marketplace's stats strip.
import type { CourseMarketStats } from '@shared/schemas/course-market';
import { apiRequest } from '@/lib/api-client';

export const GET_MARKETPLACE_STATS_FAILED = { id: 'courses.market.statsFailed', defaultMessage: 'Error fetching marketplace stats' };

export async function getMarketplaceStats(signal?: AbortSignal): Promise<CourseMarketStats> {
  const answer = await apiRequest<{ data: CourseMarketStats }>('GET', '/courses-marketplace/stats/overview', { signal });
  return answer.data;
}
