// The reviews summary as bars: each star level's share of the reviews, 5 stars first. Pure.
import type { ReviewSummary } from '@shared/schemas/course-learning';

export interface DistributionBar {
  stars: 1 | 2 | 3 | 4 | 5;
  count: number;
  /** Whole percent of all reviews (0 when there are none). */
  percent: number;
}

export function distributionBars(summary: Pick<ReviewSummary, 'distribution'>): DistributionBar[] {
  const levels = [5, 4, 3, 2, 1] as const;
  const counts = levels.map((stars) => Math.max(0, Math.floor(summary.distribution?.[stars] ?? 0)));
  const total = counts.reduce((sum, count) => sum + count, 0);
  return levels.map((stars, index) => ({
    stars,
    count: counts[index]!,
    percent: total === 0 ? 0 : Math.round((counts[index]! / total) * 100),
  }));
}
