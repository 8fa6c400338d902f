// The reads of the /awards API (docs/awards.md, "API"): a user's awards and stats, the badge
// catalogue for a caller, one award or definition. Access is checked by the caller of these
// (routes/awards.ts through services/awards/access.ts), except in getAwardOrDefinition.
import { db } from '../../lib/admin';
import type { Caller } from '../../lib/auth-context';
import { ApiError } from '../../lib/http';
import type { BadgeDefinition } from '../../domain/awards/badge-catalogue';
import { isEarnable } from '../../domain/awards/badge-rules';
import { readStoredStats, toAwardStats } from '../../domain/awards/award-stats';
import type {
  AwardMetrics, AwardStats, AwardView, BadgeAwardView, BadgeDefinitionView, CertificateView, UserAwards,
} from '../../shared/schemas/awards';
import { BADGE_ID_PATTERN } from '../../shared/schemas/awards';
import { assertCanReadAwardsOf, isAwardsAdmin } from './access';
import { awardRef, counts, listAwardsOf, ownerOfAwardId, toAwardView } from './award-views';
import { loadBadgeDefinitions } from './definitions';

/** How many awards GET /awards/stats lists as recentAchievements. */
const RECENT_ACHIEVEMENTS = 5;

export const statsRef = (uid: string) => db.collection('awardStats').doc(uid);

export function toDefinitionView(definition: BadgeDefinition, metrics: AwardMetrics | null, earnedIds: ReadonlySet<string>): BadgeDefinitionView {
  const deletedAt = definition.deleted_at;
  return {
    id: definition.id,
    type: 'definition',
    title: definition.title,
    description: definition.description,
    category: definition.category,
    points: definition.points,
    icon: definition.icon,
    metric: definition.metric,
    threshold: definition.threshold,
    built_in: definition.built_in,
    active: definition.active,
    deleted_at: deletedAt === null ? null : new Date(deletedAt).toISOString(),
    earned: earnedIds.has(definition.id),
    progress: Math.min(metrics?.[definition.metric] ?? 0, definition.threshold),
  };
}

/** The ids of the badges the user holds (active awards). */
const earnedBadgeIds = (awards: AwardView[]) =>
  new Set(awards.filter((a): a is BadgeAwardView => a.type === 'badge' && a.status === 'active').map((a) => a.badge_id));

async function storedStatsOf(uid: string) {
  return readStoredStats((await statsRef(uid).get()).data());
}

/** AwardStats from awardStats/{uid} (zeros without one) and the user's newest counting awards. */
export async function awardStatsOf(uid: string, awards?: AwardView[]): Promise<AwardStats> {
  const [stored, list, definitions] = await Promise.all([storedStatsOf(uid), awards ?? listAwardsOf(uid), loadBadgeDefinitions()]);
  const recent = list.filter(counts).slice(0, RECENT_ACHIEVEMENTS);
  return toAwardStats(stored, recent, definitions, Date.now());
}

/** GET /awards/user/{uid}: all, certificates, badges, stats (the caller's access checked before). */
export async function userAwardsOf(uid: string, includeRevokedBadges: boolean): Promise<UserAwards> {
  const all = await listAwardsOf(uid, { includeRevokedBadges });
  return {
    all,
    certificates: all.filter((a): a is CertificateView => a.type === 'certificate'),
    badges: all.filter((a): a is BadgeAwardView => a.type === 'badge'),
    stats: await awardStatsOf(uid, all),
  };
}

/** The definition views of `definitions` for a user (earned, progress from their metrics). */
export async function definitionViewsFor(uid: string, definitions: BadgeDefinition[]): Promise<BadgeDefinitionView[]> {
  const [stored, awards] = await Promise.all([storedStatsOf(uid), listAwardsOf(uid)]);
  const earned = earnedBadgeIds(awards);
  return definitions.map((definition) => toDefinitionView(definition, stored.metrics, earned));
}

/** GET /awards/badges: the active catalogue (earnable definitions) for the caller. */
export async function badgeCatalogueFor(uid: string): Promise<BadgeDefinitionView[]> {
  return definitionViewsFor(uid, (await loadBadgeDefinitions()).filter(isEarnable));
}

/**
 * GET /awards/{id}: an award id (it contains `_`) for its owner, their teachers and
 * administrators; else a definition slug for anyone signed in (retired ones for administrators
 * only). A missing award answers 404 only to whom its id names (or an administrator), 403 to
 * others, so award ids cannot be probed.
 */
export async function getAwardOrDefinition(caller: Caller, id: string): Promise<AwardView | BadgeDefinitionView> {
  if (id.includes('_')) {
    const snap = await awardRef(id).get();
    const view = snap.exists ? toAwardView(id, snap.data()!) : null;
    if (!view) {
      const named = ownerOfAwardId(id);
      if (isAwardsAdmin(caller) || named === caller.uid) throw new ApiError('awards/not-found');
      throw new ApiError('awards/forbidden');
    }
    await assertCanReadAwardsOf(caller, String(snap.get('uid')));
    return view;
  }
  const definition = BADGE_ID_PATTERN.test(id) ? (await loadBadgeDefinitions()).find((d) => d.id === id) : undefined;
  if (!definition || (!isEarnable(definition) && !isAwardsAdmin(caller))) throw new ApiError('awards/not-found');
  return (await definitionViewsFor(caller.uid, [definition]))[0]!;
}
