// The badge engine's one write path (docs/awards.md, "Badges"): counts each event once per user
// and creates the badges it earns, in one transaction per user, so retried or duplicated
// triggers and concurrent events change nothing twice.
import { FieldValue, Timestamp, type DocumentReference, type Transaction } from 'firebase-admin/firestore';
import { db } from '../../lib/admin';
import type { BadgeDefinition } from '../../domain/awards/badge-catalogue';
import { applyAwardEvent, evaluateBadges, readMetrics, type AwardProgress } from '../../domain/awards/badge-rules';
import { badgeAwardId, type AwardEvent } from '../../shared/schemas/awards';
import { activeDefinitions } from './definitions';

const statsRef = (uid: string) => db.collection('awardStats').doc(uid);
const eventRef = (uid: string, key: string) => statsRef(uid).collection('events').doc(key);
const awardRef = (id: string) => db.collection('awards').doc(id);

/** Users handled at once (a live game's players). */
const PARALLEL_USERS = 10;
/** Concurrent events for one user contend on awardStats/{uid}; the SDK retries the transaction. */
const MAX_ATTEMPTS = 20;

/** Event keys become document ids: no slashes, not `.`/`..`, bounded. */
const validKey = (key: string) => key.length > 0 && key.length <= 500 && !key.includes('/') && key !== '.' && key !== '..';

const whole = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : 0);

/** Count these events (each once per user, by key) and create the badges they earn. */
export async function recordAwardEvents(events: AwardEvent[]): Promise<void> {
  const byUid = new Map<string, AwardEvent[]>();
  for (const event of events) {
    if (!event.uid || event.uid.includes('/') || !validKey(event.key)) continue;
    const list = byUid.get(event.uid) ?? [];
    // The same key twice in one call is one fact.
    if (!list.some((e) => e.key === event.key)) list.push(event);
    byUid.set(event.uid, list);
  }
  if (byUid.size === 0) return;
  const definitions = await activeDefinitions();
  const users = [...byUid];
  for (let i = 0; i < users.length; i += PARALLEL_USERS) {
    await Promise.all(users.slice(i, i + PARALLEL_USERS).map(([uid, list]) => recordForUser(uid, list, definitions)));
  }
}

/**
 * Badges these events could earn, assuming none earned yet: a superset of what they do earn
 * (earned badges' points only make total_points higher), so only those award documents are read.
 */
function candidateIds(start: AwardProgress, events: AwardEvent[], definitions: BadgeDefinition[]): string[] {
  const ids = new Set<string>();
  let state = start;
  for (const event of events) {
    state = applyAwardEvent(state, event);
    const { earned, metrics } = evaluateBadges(state.metrics, definitions, ids);
    for (const badge of earned) ids.add(badge.id);
    state = { ...state, metrics };
  }
  return [...ids];
}

async function recordForUser(uid: string, events: AwardEvent[], definitions: BadgeDefinition[]): Promise<void> {
  // In time order, so the streak steps day by day.
  const ordered = [...events].sort((a, b) => a.at - b.at);
  await db.runTransaction(async (t) => {
    const [statsSnap, ...markers] = await t.getAll(statsRef(uid), ...ordered.map((e) => eventRef(uid, e.key)));
    const fresh = ordered.filter((_, i) => !markers[i]?.exists);
    if (fresh.length === 0) return;

    const stats = statsSnap?.data() ?? {};
    const start: AwardProgress = {
      metrics: readMetrics(stats.metrics),
      last_active_day: typeof stats.last_active_day === 'string' ? stats.last_active_day : null,
    };
    const earnedIds = await earnedAmong(t, uid, candidateIds(start, fresh, definitions));

    let state = start;
    const newBadges: { badge: BadgeDefinition; event: AwardEvent }[] = [];
    for (const event of fresh) {
      state = applyAwardEvent(state, event);
      const { earned, metrics } = evaluateBadges(state.metrics, definitions, earnedIds);
      for (const badge of earned) {
        earnedIds.add(badge.id);
        newBadges.push({ badge, event });
      }
      state = { ...state, metrics };
    }

    const now = FieldValue.serverTimestamp();
    for (const event of fresh) t.create(eventRef(uid, event.key), { kind: event.kind, at: Timestamp.fromMillis(event.at) });
    for (const { badge, event } of newBadges) {
      const id = badgeAwardId(uid, badge.id);
      t.create(awardRef(id), {
        id, uid, type: 'badge', badge_id: badge.id,
        title: badge.title, description: badge.description, category: badge.category, points: badge.points, icon: badge.icon,
        event: event.key, status: 'active', revoked_at: null,
        earned_at: Timestamp.fromMillis(event.at), created_at: now,
      });
    }

    const badgePoints = newBadges.reduce((sum, { badge }) => sum + badge.points, 0);
    const rewardPoints = fresh.reduce((sum, e) => sum + (e.kind === 'points_received' ? Math.max(0, Math.trunc(e.points ?? 0)) : 0), 0);
    const categories: Record<string, number> = { ...((stats.categories as Record<string, number> | undefined) ?? {}) };
    for (const { badge } of newBadges) categories[badge.category] = whole(categories[badge.category]) + 1;
    t.set(statsRef(uid), {
      uid,
      certificates: whole(stats.certificates) + fresh.filter((e) => e.kind === 'certificate_issued').length,
      badges: whole(stats.badges) + newBadges.length,
      badge_points: whole(stats.badge_points) + badgePoints,
      reward_points: whole(stats.reward_points) + rewardPoints,
      total_points: whole(stats.total_points) + badgePoints + rewardPoints,
      categories,
      metrics: state.metrics,
      last_active_day: state.last_active_day,
      updated_at: now,
    }, { merge: true });
  }, { maxAttempts: MAX_ATTEMPTS });
}

/** Which of these badges the user has an award for (active or revoked: never earned twice). */
async function earnedAmong(t: Transaction, uid: string, ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const refs: DocumentReference[] = ids.map((id) => awardRef(badgeAwardId(uid, id)));
  const snaps = await t.getAll(...refs);
  return new Set(ids.filter((_, i) => snaps[i]?.exists));
}
