// What the achievements screen's summary and "badges to earn" show (docs/awards.md, "Web"):
// the live awardStats/{uid} document wins over the API's stats (it moves at once when a badge
// or points arrive), the next badge is the lowest milestone above the total, and a badge's
// progress is the live metric against its threshold. Pure.
import type { AwardMetrics, AwardStats, BadgeDefinitionView, BadgeMetric, LocalizedText } from '@shared/schemas/awards';
import { BADGE_METRICS } from '@shared/schemas/awards';

/** The fields of awardStats/{uid} the screen reads. */
export interface LiveAwardStats {
  certificates: number;
  badges: number;
  totalPoints: number;
  metrics: Partial<AwardMetrics>;
}

const count = (value: unknown): number => (typeof value === 'number' && Number.isFinite(value) && value > 0 ? Math.floor(value) : 0);

/** awardStats/{uid} data -> LiveAwardStats (missing or odd fields read as 0). */
export function toLiveAwardStats(data: Record<string, unknown>): LiveAwardStats {
  const raw = (typeof data.metrics === 'object' && data.metrics !== null ? data.metrics : {}) as Record<string, unknown>;
  const metrics: Partial<AwardMetrics> = {};
  for (const metric of BADGE_METRICS) if (metric in raw) metrics[metric] = count(raw[metric]);
  return { certificates: count(data.certificates), badges: count(data.badges), totalPoints: count(data.total_points), metrics };
}

export interface NextBadgeSummary {
  title: LocalizedText | null;
  pointsNeeded: number;
}

export interface AchievementsSummary {
  certificates: number;
  badges: number;
  totalPoints: number;
  /** null: every milestone reached. */
  next: NextBadgeSummary | null;
}

const isMilestone = (definition: BadgeDefinitionView) =>
  definition.category === 'milestones' && definition.metric === 'total_points' && definition.active && !definition.deleted_at;

/**
 * The summary from the live stats (when read) over the API's. The next badge comes from the
 * catalogue's milestones against the current total; without the catalogue, the API's
 * nextBadge (its distance recounted from the live total).
 */
export function summarize(api: AwardStats, live: LiveAwardStats | null | undefined, catalogue: readonly BadgeDefinitionView[] | null): AchievementsSummary {
  const totalPoints = live ? live.totalPoints : api.totalPoints;
  const base = { certificates: live ? live.certificates : api.certificates, badges: live ? live.badges : api.badges, totalPoints };
  if (catalogue) {
    const next = catalogue
      .filter((definition) => isMilestone(definition) && definition.threshold > totalPoints)
      .sort((a, b) => a.threshold - b.threshold)[0];
    return { ...base, next: next ? { title: next.title, pointsNeeded: next.threshold - totalPoints } : null };
  }
  if (!api.nextBadge) return { ...base, next: null };
  const needed = api.nextBadge.threshold - totalPoints;
  return { ...base, next: { title: api.nextBadge.title, pointsNeeded: needed > 0 ? needed : api.nextBadge.points_needed } };
}

export interface BadgeToEarn {
  definition: BadgeDefinitionView;
  /** The metric's value, at most the threshold. */
  progress: number;
}

/**
 * The catalogue's badges not earned yet (neither by the catalogue's flag nor in the user's
 * badges), closest to done first, with live progress when the metrics are known. One whose
 * metric already reached the threshold is left out: the server earns it in the same
 * transaction that moved the counter, and the lists are read again.
 */
export function badgesToEarn(
  catalogue: readonly BadgeDefinitionView[],
  earnedIds: ReadonlySet<string>,
  metrics: Partial<Record<BadgeMetric, number>> | null | undefined,
): BadgeToEarn[] {
  return catalogue
    .filter((definition) => definition.active && !definition.deleted_at && !definition.earned && !earnedIds.has(definition.id))
    .map((definition) => {
      const value = metrics?.[definition.metric] ?? definition.progress;
      return { definition, progress: Math.max(0, Math.min(definition.threshold, value)) };
    })
    .filter((item) => item.progress < item.definition.threshold)
    .map((item, index) => ({ item, index }))
    .sort((a, b) => b.item.progress / b.item.definition.threshold - a.item.progress / a.item.definition.threshold || a.index - b.index)
    .map(({ item }) => item);
}
