// GET /courses-marketplace/stats/overview and /filters/*: sums of the stats shards the sync
// keeps (services/courses/market-sync.ts), so no answer scans the catalogue.
import { statsOf, sumContributions, type MarketContribution } from '../../domain/course-market-listing';
import { COURSE_CATEGORIES, COURSE_LEVELS } from '../../shared/constants';
import type { CourseMarketFilterOption, CourseMarketStats } from '../../shared/schemas/course-market';
import { statsCol } from './market-sync';

async function totals(): Promise<MarketContribution> {
  const snap = await statsCol().get();
  return sumContributions(snap.docs.map((doc) => doc.data() as Partial<MarketContribution>));
}

export async function marketStats(): Promise<CourseMarketStats> {
  return statsOf(await totals());
}

const options = (values: readonly string[], counts: Record<string, number>): CourseMarketFilterOption[] =>
  values.map((value) => ({ value, count: Math.max(0, counts[value] ?? 0) }));

/** Every category, with how many published courses it has (zero included: the dropdown lists all). */
export async function marketCategories(): Promise<CourseMarketFilterOption[]> {
  return options(COURSE_CATEGORIES, (await totals()).categories);
}

export async function marketLevels(): Promise<CourseMarketFilterOption[]> {
  return options(COURSE_LEVELS, (await totals()).levels);
}
