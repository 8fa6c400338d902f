// A user's award stats as the API answers them (docs/awards.md, "API"), what revoking or
// removing an award takes off them, and the award search. Pure: services read and write
// awardStats/{uid} around these.
import type { BadgeDefinition } from './badge-catalogue';
import { isEarnable, readMetrics } from './badge-rules';
import { dayKey, daysBetween } from './streak';
import {
  BADGE_CATEGORIES,
  type AwardMetrics, type AwardStats, type AwardView, type BadgeCategory, type NextBadge,
} from '../../shared/schemas/awards';
import { foldSearch } from '../../shared/search-fold';

/** The top-level counters of awardStats/{uid} (a missing document reads as zeros). */
export interface StoredStats {
  certificates: number;
  badges: number;
  badge_points: number;
  reward_points: number;
  total_points: number;
  categories: Partial<Record<BadgeCategory, number>>;
  metrics: AwardMetrics;
  last_active_day: string | null;
}

const count = (value: unknown): number =>
  typeof value === 'number' && Number.isFinite(value) && value > 0 ? Math.trunc(value) : 0;

export function readStoredStats(data: Record<string, unknown> | undefined): StoredStats {
  const d = data ?? {};
  const raw = (d.categories && typeof d.categories === 'object' ? d.categories : {}) as Record<string, unknown>;
  const categories: Partial<Record<BadgeCategory, number>> = {};
  for (const category of BADGE_CATEGORIES) {
    const n = count(raw[category]);
    if (n > 0) categories[category] = n;
  }
  return {
    certificates: count(d.certificates),
    badges: count(d.badges),
    badge_points: count(d.badge_points),
    reward_points: count(d.reward_points),
    total_points: count(d.total_points),
    categories,
    metrics: readMetrics(d.metrics),
    last_active_day: typeof d.last_active_day === 'string' ? d.last_active_day : null,
  };
}

/** A milestone: a still-earnable `milestones` badge on total_points (what "next badge" counts toward). */
const isMilestone = (d: BadgeDefinition) => d.category === 'milestones' && d.metric === 'total_points' && isEarnable(d);

/** The lowest milestone threshold above the total; null when every one is reached. */
export function nextBadge(totalPoints: number, definitions: readonly BadgeDefinition[]): NextBadge | null {
  const next = definitions
    .filter((d) => isMilestone(d) && d.threshold > totalPoints)
    .sort((a, b) => a.threshold - b.threshold || a.id.localeCompare(b.id))[0];
  return next ? { badge_id: next.id, title: next.title, threshold: next.threshold, points_needed: next.threshold - totalPoints } : null;
}

/**
 * The current streak as of `now`: the stored run while its last active day is today or
 * yesterday (Riyadh), else 0 (the run broke; the engine only notices at the next event).
 */
export function currentStreak(stats: Pick<StoredStats, 'metrics' | 'last_active_day'>, now: number): number {
  if (!stats.last_active_day) return 0;
  const gap = daysBetween(stats.last_active_day, dayKey(now));
  return gap <= 1 ? stats.metrics.streak_days : 0;
}

export function toAwardStats(stats: StoredStats, recent: AwardView[], definitions: readonly BadgeDefinition[], now: number): AwardStats {
  return {
    totalAwards: stats.certificates + stats.badges,
    certificates: stats.certificates,
    badges: stats.badges,
    totalPoints: stats.total_points,
    badgePoints: stats.badge_points,
    rewardPoints: stats.reward_points,
    categoriesEarned: Object.keys(stats.categories).length,
    badgesByCategory: { ...stats.categories },
    recentAchievements: recent,
    nextBadge: nextBadge(stats.total_points, definitions),
    streakDays: currentStreak(stats, now),
  };
}

/** What an award counts for in the stats while it is valid (certificate) or active (badge). */
export interface CountedAward {
  type: 'certificate' | 'badge';
  points: number;
  category?: BadgeCategory | null;
}

/**
 * The top-level counters after an award stops counting (sign -1: revoked or removed while
 * it counted) or counts again (+1: a certificate reinstated). Never below zero. The metrics
 * are "ever" counters and stay, except total_points, which badge rules compare with
 * milestones and which follows the points.
 */
export function adjustStats(stats: StoredStats, award: CountedAward, sign: 1 | -1): Pick<StoredStats, 'certificates' | 'badges' | 'badge_points' | 'total_points' | 'categories' | 'metrics'> {
  const clamp = (n: number) => Math.max(0, n);
  if (award.type === 'certificate') {
    return {
      certificates: clamp(stats.certificates + sign),
      badges: stats.badges,
      badge_points: stats.badge_points,
      total_points: stats.total_points,
      categories: { ...stats.categories },
      metrics: { ...stats.metrics },
    };
  }
  const points = count(award.points) * sign;
  const categories = { ...stats.categories };
  if (award.category) categories[award.category] = clamp((categories[award.category] ?? 0) + sign);
  return {
    certificates: stats.certificates,
    badges: clamp(stats.badges + sign),
    badge_points: clamp(stats.badge_points + points),
    total_points: clamp(stats.total_points + points),
    categories,
    metrics: { ...stats.metrics, total_points: clamp(stats.metrics.total_points + points) },
  };
}

// ---- Search (the same rules as the achievements screen, web/src/features/awards/lib/match-awards.ts; one folding, shared/search-fold.ts) ----

/** Certificates by title or issuer; badges by title, category or description, both languages. */
export function awardMatches(award: AwardView, search: string | undefined): boolean {
  const query = foldSearch(search ?? '');
  if (!query) return true;
  const fields = award.type === 'certificate'
    ? [award.title, award.issuer.name]
    : [award.title.ar, award.title.en, award.category, award.description.ar, award.description.en];
  return fields.some((field) => !!field && foldSearch(field).includes(query));
}
