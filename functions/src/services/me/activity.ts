// GET /me/activity (docs/site.md 4): the caller's own events, read from the collections that
// already hold them, one small query per source (each limited and cut at `before`), merged
// by domain/me/activity.ts. Nothing here is stored: the timeline is always the facts.
import { Timestamp, type Query } from 'firebase-admin/firestore';
import { ledgerActivityKind, mergeActivity, submissionActivity, type ActivityPageResult } from '../../domain/me/activity';
import { ledgerCategory } from '../../domain/ledger';
import { db } from '../../lib/admin';
import type { ActivityItem } from '../../shared/schemas/me';
import type { LedgerKind } from '../../shared/schemas/wallet';
import { sessionsCol } from '../live-repo';

const iso = (value: unknown): string | null =>
  value instanceof Timestamp ? value.toDate().toISOString() : value instanceof Date ? value.toISOString() : null;
const text = (value: unknown): string => (typeof value === 'string' ? value : '');
const num = (value: unknown): number | null => (typeof value === 'number' && Number.isFinite(value) ? value : null);

/** Newest first by `field`, before the cursor, at most `limit`. */
const page = (query: Query, field: string, before: Date | null, limit: number) =>
  (before ? query.where(field, '<', Timestamp.fromDate(before)) : query).orderBy(field, 'desc').limit(limit).get();

/** A source that fails (say a missing index in production) must not sink the whole page. */
async function safe(name: string, load: () => Promise<ActivityItem[]>): Promise<ActivityItem[]> {
  try {
    return await load();
  } catch (error) {
    console.error(`Activity source ${name} failed`, error);
    return [];
  }
}

export async function listActivity(uid: string, options: { before?: string; limit: number }): Promise<ActivityPageResult> {
  const before = options.before ? new Date(options.before) : null;
  const { limit } = options;
  const sources = await Promise.all([
    safe('classes', () => classesJoined(uid, before, limit)),
    safe('submissions', () => submissions(uid, 'submitted_at', before, limit)),
    safe('grades', () => submissions(uid, 'graded_at', before, limit)),
    safe('live', () => liveGames(uid, before, limit)),
    safe('badges', () => awards(uid, 'badge', before, limit)),
    safe('certificates', () => awards(uid, 'certificate', before, limit)),
    safe('wallet', () => ledger(uid, before, limit)),
    safe('enrolments', () => enrolments(uid, 'enrolled_at', before, limit)),
    safe('completions', () => enrolments(uid, 'completed_at', before, limit)),
  ]);
  return mergeActivity(sources, limit, options.before ?? null);
}

async function classesJoined(uid: string, before: Date | null, limit: number): Promise<ActivityItem[]> {
  const snap = await page(db.collection('users').doc(uid).collection('memberships'), 'joined_at', before, limit);
  return snap.docs.flatMap((doc): ActivityItem[] => {
    const at = iso(doc.get('joined_at'));
    // A join request still waiting is not a class joined yet.
    if (!at || doc.get('status') === 'pending') return [];
    return [{
      id: `class-${doc.id}`, kind: 'class_joined', at, link: '/classroom',
      params: { name: text(doc.get('class.name')), role: text(doc.get('role')), class_id: doc.id },
    }];
  });
}

/** Submissions by their submission or their grading time (index: submissions uid + field, collection group). */
async function submissions(uid: string, field: 'submitted_at' | 'graded_at', before: Date | null, limit: number): Promise<ActivityItem[]> {
  const snap = await page(db.collectionGroup('submissions').where('uid', '==', uid), field, before, limit);
  if (snap.empty) return [];
  const challenges = await db.getAll(...snap.docs.map((doc) => doc.ref.parent.parent!));
  return snap.docs.flatMap((doc, i) => {
    const items = submissionActivity({
      class_id: text(doc.get('class_id')) || doc.ref.parent.parent!.parent.parent!.id,
      challenge_id: doc.ref.parent.parent!.id,
      title: text(challenges[i]?.get('title')),
      percent: num(doc.get('percent')),
      status: text(doc.get('status')),
      submitted_at: iso(doc.get('submitted_at')),
      graded_at: iso(doc.get('graded_at')),
      graded_by: text(doc.get('graded_by')) || null,
    });
    // Each query answers for its own field only: the other event comes from the other query.
    return items.filter((item) => (field === 'submitted_at' ? item.kind === 'challenge_submitted' : item.kind === 'challenge_graded'));
  });
}

/** Finished live games the caller played (index: players uid + joined_at, collection group). */
async function liveGames(uid: string, before: Date | null, limit: number): Promise<ActivityItem[]> {
  const snap = await page(db.collectionGroup('players').where('uid', '==', uid), 'joined_at', before, limit);
  const players = snap.docs.filter((doc) => doc.get('removed') !== true);
  if (players.length === 0) return [];
  const sessions = await db.getAll(...players.map((doc) => sessionsCol().doc(doc.ref.parent.parent!.id)));
  return players.flatMap((doc, i): ActivityItem[] => {
    const session = sessions[i];
    const at = iso(doc.get('joined_at'));
    if (!at || !session?.exists || session.get('state') !== 'complete') return [];
    const rank = num(doc.get('rank'));
    return [{
      id: `live-${session.id}`, kind: 'live_played', at, link: '/achievements',
      params: { title: text(session.get('quiz_title')), score: num(doc.get('score')) ?? 0, ...(rank !== null ? { rank } : {}), players: num(session.get('player_count')) ?? 0 },
    }];
  });
}

/** Badges and certificates (index: awards uid + type + created_at). */
async function awards(uid: string, type: 'badge' | 'certificate', before: Date | null, limit: number): Promise<ActivityItem[]> {
  const snap = await page(db.collection('awards').where('uid', '==', uid).where('type', '==', type), 'created_at', before, limit);
  return snap.docs.flatMap((doc): ActivityItem[] => {
    const at = iso(doc.get('created_at'));
    if (!at) return [];
    if (type === 'certificate') {
      return [{ id: `award-${doc.id}`, kind: 'certificate_earned', at, link: '/achievements', params: { title: text(doc.get('title')) } }];
    }
    return [{
      id: `award-${doc.id}`, kind: 'badge_earned', at, link: '/achievements',
      params: { title_ar: text(doc.get('title.ar')), title_en: text(doc.get('title.en')), points: num(doc.get('points')) ?? 0 },
    }];
  });
}

async function ledger(uid: string, before: Date | null, limit: number): Promise<ActivityItem[]> {
  const snap = await page(db.collection('wallets').doc(uid).collection('ledger'), 'created_at', before, limit);
  return snap.docs.flatMap((doc): ActivityItem[] => {
    const at = iso(doc.get('created_at'));
    const amount = num(doc.get('amount'));
    if (!at || amount === null || amount === 0) return [];
    return [{
      id: `ledger-${doc.id}`, kind: ledgerActivityKind(text(doc.get('category')) || ledgerCategory(doc.get('kind') as LedgerKind, text(doc.get('reason')))), at, link: '/wallet',
      params: { amount: Math.abs(amount), reason: text(doc.get('reason')) },
    }];
  });
}

/** Enrolments and completions (indexes: enrollments uid + enrolled_at / completed_at). */
async function enrolments(uid: string, field: 'enrolled_at' | 'completed_at', before: Date | null, limit: number): Promise<ActivityItem[]> {
  const snap = await page(db.collection('enrollments').where('uid', '==', uid), field, before, limit);
  if (snap.empty) return [];
  const courses = await db.getAll(...snap.docs.map((doc) => db.collection('courses').doc(text(doc.get('course_id')) || 'missing')));
  return snap.docs.flatMap((doc, i): ActivityItem[] => {
    const at = iso(doc.get(field));
    const courseId = text(doc.get('course_id'));
    if (!at || !courseId) return [];
    return [{
      id: `${field === 'enrolled_at' ? 'enrolled' : 'completed'}-${doc.id}`,
      kind: field === 'enrolled_at' ? 'course_enrolled' : 'course_completed',
      at, link: `/courses/${courseId}`,
      params: { title: text(courses[i]?.get('title')) },
    }];
  });
}
