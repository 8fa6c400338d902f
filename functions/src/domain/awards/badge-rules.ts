// The badge rules in one place (docs/awards.md, "Badges"): the counters an event moves, the
// effective catalogue (built-ins with the administrators' edits) and which badges a user's
// metrics earn. Pure: the service reads and writes Firestore around these.
import { AWARDS } from '../../shared/constants';
import {
  BADGE_CATEGORIES, BADGE_ICONS, BADGE_METRICS,
  type AwardEvent, type AwardEventKind, type AwardMetrics, type BadgeCategory, type LocalizedText,
} from '../../shared/schemas/awards';
import { toMillis } from '../time';
import type { BadgeDefinition } from './badge-catalogue';
import { dayKey, stepStreak } from './streak';

export function emptyMetrics(): AwardMetrics {
  return Object.fromEntries(BADGE_METRICS.map((metric) => [metric, 0])) as AwardMetrics;
}

/** Stored metrics, any missing or malformed counter read as 0. */
export function readMetrics(value: unknown): AwardMetrics {
  const metrics = emptyMetrics();
  if (!value || typeof value !== 'object') return metrics;
  const record = value as Record<string, unknown>;
  for (const metric of BADGE_METRICS) {
    const n = record[metric];
    if (typeof n === 'number' && Number.isFinite(n)) metrics[metric] = Math.max(0, Math.trunc(n));
  }
  return metrics;
}

/** Events that are not the user's own doing, so not activity for streaks. */
const NOT_ACTIVITY: ReadonlySet<AwardEventKind> = new Set<AwardEventKind>(['course_sold', 'product_sold', 'certificate_issued']);

export const isActivity = (kind: AwardEventKind) => !NOT_ACTIVITY.has(kind);

/** What the engine keeps per user between events. */
export interface AwardProgress {
  metrics: AwardMetrics;
  /** YYYY-MM-DD (Riyadh) of the last activity, or null. */
  last_active_day: string | null;
}

/** One event's effect on the counters and the streak (not yet the badges). */
export function applyAwardEvent(state: AwardProgress, event: AwardEvent): AwardProgress {
  const metrics = { ...state.metrics };
  switch (event.kind) {
    case 'class_joined': metrics.classes_joined += 1; break;
    case 'quiz_completed': metrics.quizzes_completed += 1; break;
    case 'perfect_score': metrics.perfect_scores += 1; break;
    case 'live_finished': {
      const rank = event.rank ?? 0;
      if ((event.players ?? 0) >= 2 && rank >= 1 && rank <= 3) {
        metrics.live_podiums += 1;
        if (rank === 1) metrics.live_wins += 1;
      }
      break;
    }
    case 'course_completed': metrics.courses_completed += 1; break;
    case 'lesson_progress': break;
    case 'product_sold': metrics.products_sold += 1; break;
    case 'course_sold': metrics.courses_sold += 1; break;
    case 'points_received': {
      const points = Math.max(0, Math.trunc(event.points ?? 0));
      metrics.reward_points += points;
      metrics.total_points += points;
      break;
    }
    case 'certificate_issued': metrics.certificates += 1; break;
  }
  if (!isActivity(event.kind)) return { metrics, last_active_day: state.last_active_day };
  const streak = stepStreak(
    { streak_days: metrics.streak_days, best_streak: metrics.best_streak, last_active_day: state.last_active_day },
    dayKey(event.at),
  );
  metrics.streak_days = streak.streak_days;
  metrics.best_streak = streak.best_streak;
  return { metrics, last_active_day: streak.last_active_day };
}

/** A definition that can still be earned (not soft-deleted, active). */
export const isEarnable = (definition: BadgeDefinition) => definition.active && definition.deleted_at === null;

/**
 * Badges newly earned by these metrics, to a fixpoint: each new badge's points raise
 * total_points, which may earn a milestone. Answers the badges (in earning order) and the
 * metrics with total_points raised. Already-earned ids are never earned again.
 */
export function evaluateBadges(
  metrics: AwardMetrics,
  definitions: readonly BadgeDefinition[],
  earnedIds: Iterable<string>,
): { earned: BadgeDefinition[]; metrics: AwardMetrics } {
  const have = new Set(earnedIds);
  const next = { ...metrics };
  const earned: BadgeDefinition[] = [];
  for (;;) {
    const round = definitions.filter((d) => isEarnable(d) && !have.has(d.id) && next[d.metric] >= d.threshold);
    if (round.length === 0) return { earned, metrics: next };
    for (const definition of round) {
      have.add(definition.id);
      earned.push(definition);
      next.total_points += definition.points;
    }
  }
}

// ---- The effective catalogue ----

const isOneOf = <T extends string>(list: readonly T[], value: unknown): value is T =>
  typeof value === 'string' && (list as readonly string[]).includes(value);

function localized(value: unknown, max: number): LocalizedText | undefined {
  if (!value || typeof value !== 'object') return undefined;
  const { ar, en } = value as Record<string, unknown>;
  if (typeof ar !== 'string' || typeof en !== 'string') return undefined;
  if (!ar.trim() || !en.trim() || ar.length > max || en.length > max) return undefined;
  return { ar, en };
}

const wholeIn = (value: unknown, min: number, max: number): number | undefined =>
  typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max ? value : undefined;

/** A badges/{id} document: its id and data as stored. */
export interface BadgeDoc {
  id: string;
  data: Record<string, unknown>;
}

/**
 * Built-ins with their badges/{id} edits (field by field; a malformed field keeps the
 * built-in's), plus the administrators' own definitions (skipped when incomplete). Inactive
 * and soft-deleted ones are kept, flagged, so lists can show them; `isEarnable` filters.
 */
export function resolveCatalogue(builtIns: readonly BadgeDefinition[], docs: readonly BadgeDoc[]): BadgeDefinition[] {
  const byId = new Map(docs.map((doc) => [doc.id, doc.data]));
  const fields = (data: Record<string, unknown>) => ({
    title: localized(data.title, AWARDS.badgeTitleMaxLength),
    description: localized(data.description, AWARDS.badgeDescriptionMaxLength),
    category: isOneOf(BADGE_CATEGORIES, data.category) ? (data.category as BadgeCategory) : undefined,
    points: wholeIn(data.points, 0, AWARDS.maxBadgePoints),
    icon: isOneOf(BADGE_ICONS, data.icon) ? data.icon : undefined,
    metric: isOneOf(BADGE_METRICS, data.metric) ? data.metric : undefined,
    threshold: wholeIn(data.threshold, 1, AWARDS.maxThreshold),
    active: typeof data.active === 'boolean' ? data.active : undefined,
    deleted_at: toMillis(data.deleted_at) ?? null,
  });

  const out: BadgeDefinition[] = builtIns.map((builtIn) => {
    const data = byId.get(builtIn.id);
    if (!data) return builtIn;
    const f = fields(data);
    return {
      id: builtIn.id,
      title: f.title ?? builtIn.title,
      description: f.description ?? builtIn.description,
      category: f.category ?? builtIn.category,
      points: f.points ?? builtIn.points,
      icon: f.icon ?? builtIn.icon,
      metric: f.metric ?? builtIn.metric,
      threshold: f.threshold ?? builtIn.threshold,
      built_in: true,
      active: f.active ?? builtIn.active,
      deleted_at: f.deleted_at,
    };
  });

  const builtInIds = new Set(builtIns.map((b) => b.id));
  for (const doc of docs) {
    if (builtInIds.has(doc.id)) continue;
    const f = fields(doc.data);
    if (!f.title || !f.description || !f.category || f.points === undefined || !f.icon || !f.metric || f.threshold === undefined) continue;
    out.push({
      id: doc.id,
      title: f.title,
      description: f.description,
      category: f.category,
      points: f.points,
      icon: f.icon,
      metric: f.metric,
      threshold: f.threshold,
      built_in: false,
      active: f.active ?? true,
      deleted_at: f.deleted_at,
    });
  }
  return out;
}
