// GET /home (docs/home.md): each role's home in one read. The counts span classes and
// challenges that the rules only let a client read one at a time, so the server adds them up
// with the admin SDK, for the caller only.
import { Timestamp } from 'firebase-admin/firestore';
import { chunks, groupForGrading, isOpenLiveGame, OPEN_LIVE_STATES, splitQuizzes } from '../domain/home-summary';
import { toMillis } from '../domain/time';
import { db } from '../lib/admin';
import type { Caller } from '../lib/auth-context';
import { LIVE } from '../shared/constants';
import {
  HOME_DUE_LIMIT, HOME_LIST_LIMIT, type AdminHome, type CentreHome, type HomeClass, type HomeDueChallenge, type HomeLiveGame, type HomeSummary,
  type StudentHome, type TeacherHome,
} from '../shared/schemas/home';
import { challengeHub } from './challenges';
import { playerRef, sessionsCol } from './live-repo';
import { listLiveReports } from './live-report';

const isoOf = (value: unknown): string | null => (value instanceof Timestamp ? value.toDate().toISOString() : null);
const text = (value: unknown): string => (typeof value === 'string' ? value : '');
const count = async (query: FirebaseFirestore.Query) => (await query.count().get()).data().count;

export async function homeSummary(who: Caller): Promise<HomeSummary> {
  switch (who.userType) {
    case 'student':
      return studentHome(who.uid);
    case 'teacher':
      return teacherHome(who.uid);
    case 'centers':
      return { role: 'centers', ...(await authorFigures(who.uid)) } satisfies CentreHome;
    case 'administrator':
      return adminHome(who.uid);
    default:
      return { role: 'none' };
  }
}

// --- Students ---------------------------------------------------------------------------

async function studentHome(uid: string): Promise<StudentHome> {
  const memberships = await db
    .collection('users').doc(uid).collection('memberships')
    .where('role', '==', 'student').where('status', '==', 'active')
    .get();
  const classes = memberships.docs.map((doc) => ({ id: text(doc.get('class_id')) || doc.id, name: text(doc.get('class.name')) }));
  const [hubs, live] = await Promise.all([
    // A class that went away meanwhile (or refuses) simply shows nothing.
    Promise.all(classes.map((c) => challengeHub(c.id, uid).catch(() => ({ due: [] })))),
    openLiveGames(uid, classes),
  ]);
  const due: HomeDueChallenge[] = hubs
    .flatMap((hub, i) =>
      hub.due.map((item) => ({
        id: item.id, class_id: classes[i]!.id, class_name: classes[i]!.name, title: item.title,
        question_count: item.question_count, due_at: item.due_at, overdue: item.overdue,
      })),
    )
    // Soonest due first (overdue ones are the soonest), no due date last.
    .sort((a, b) => (a.due_at ?? '\uffff').localeCompare(b.due_at ?? '\uffff') || a.title.localeCompare(b.title));
  return { role: 'student', class_count: classes.length, due: { count: due.length, items: due.slice(0, HOME_DUE_LIMIT) }, live };
}

async function openLiveGames(uid: string, classes: { id: string; name: string }[]): Promise<HomeLiveGame[]> {
  const names = new Map(classes.map((c) => [c.id, c.name]));
  const now = Date.now();
  const snaps = await Promise.all(
    // One query per class: Firestore takes a single `in` filter per query besides equalities.
    classes.map((c) => sessionsCol().where('class_id', '==', c.id).where('state', 'in', [...OPEN_LIVE_STATES]).get()),
  );
  const open = snaps
    .flatMap((snap) => snap.docs)
    .filter((doc) => isOpenLiveGame(doc.get('state'), toMillis(doc.get('created_at')), now, LIVE.codeTtlMs))
    .sort((a, b) => (toMillis(b.get('created_at')) ?? 0) - (toMillis(a.get('created_at')) ?? 0))
    .slice(0, HOME_LIST_LIMIT);
  const players = open.length > 0 ? await db.getAll(...open.map((doc) => playerRef(doc.id, uid))) : [];
  return open.flatMap((doc, i) => {
    const player = players[i];
    // A removed player is not sent back to a game that refuses them.
    if (player?.exists && player.get('removed') === true) return [];
    const classId = text(doc.get('class_id'));
    return [{
      session_id: doc.id, class_id: classId, class_name: names.get(classId) ?? '', quiz_title: text(doc.get('quiz_title')),
      state: doc.get('state') as HomeLiveGame['state'], code: text(doc.get('code')), joined: player?.exists === true,
    }];
  });
}

// --- Quiz authors (teachers, centres, administrators) -----------------------------------

async function authorFigures(uid: string): Promise<Pick<TeacherHome, 'drafts' | 'published_count' | 'live_reports'>> {
  const [snap, reports] = await Promise.all([
    db.collection('quizzes').where('owner_uid', '==', uid).select('status', 'title', 'question_count', 'updated_at').get(),
    listLiveReports(uid),
  ]);
  const { drafts, published } = splitQuizzes(
    snap.docs.map((doc) => ({
      id: doc.id, status: doc.get('status'), title: doc.get('title'), question_count: doc.get('question_count'), updated_at: isoOf(doc.get('updated_at')),
    })),
  );
  return {
    drafts: { count: drafts.length, items: drafts.slice(0, HOME_LIST_LIMIT) },
    published_count: published,
    live_reports: {
      count: reports.length,
      items: reports.slice(0, HOME_LIST_LIMIT).map((r) => ({
        session_id: r.session_id, quiz_title: r.quiz_title, ended_at: r.ended_at, player_count: r.player_count, avg_correct_pct: r.avg_correct_pct,
      })),
    },
  };
}

// --- Teachers ---------------------------------------------------------------------------

async function teacherHome(uid: string): Promise<TeacherHome> {
  const classSnap = await db.collection('classes').where('teacher_uids', 'array-contains', uid).get();
  const classDocs = classSnap.docs.sort((a, b) => (toMillis(b.get('created_at')) ?? 0) - (toMillis(a.get('created_at')) ?? 0));
  const [pending, waiting, author] = await Promise.all([
    Promise.all(classDocs.map((doc) => count(doc.ref.collection('members').where('status', '==', 'pending')))),
    waitingSubmissions(classDocs.map((doc) => doc.id)),
    authorFigures(uid),
  ]);
  const classes: HomeClass[] = classDocs.map((doc, i) => ({
    id: doc.id, name: text(doc.get('name')), member_count: Number(doc.get('member_count')) || 0, pending_count: pending[i]!,
  }));
  const names = new Map(classes.map((c) => [c.id, c.name]));
  const groups = groupForGrading(waiting);
  const shown = groups.slice(0, HOME_LIST_LIMIT);
  const challenges = shown.length > 0 ? await db.getAll(...shown.map((g) => db.doc(`classes/${g.class_id}/challenges/${g.challenge_id}`))) : [];
  return {
    role: 'teacher',
    classes,
    pending_count: pending.reduce((sum, n) => sum + n, 0),
    needs_grading: {
      count: waiting.length,
      items: shown.map((g, i) => ({ ...g, class_name: names.get(g.class_id) ?? '', title: text(challenges[i]?.get('title')) })),
    },
    ...author,
  };
}

/**
 * Submissions of the given classes that wait for the teacher (status `submitted`): one
 * collection-group query per 30 classes (index: submissions class_id + status, collection group).
 */
async function waitingSubmissions(classIds: string[]): Promise<{ class_id: string; challenge_id: string }[]> {
  const snaps = await Promise.all(
    chunks(classIds).map((ids) =>
      db.collectionGroup('submissions').where('class_id', 'in', ids).where('status', '==', 'submitted').select('class_id', 'challenge_id').get(),
    ),
  );
  return snaps.flatMap((snap) =>
    snap.docs.map((doc) => ({ class_id: text(doc.get('class_id')), challenge_id: text(doc.get('challenge_id')) || (doc.ref.parent.parent?.id ?? '') })),
  );
}

// --- Administrators ---------------------------------------------------------------------

async function adminHome(uid: string): Promise<AdminHome> {
  const [products, payouts, courses, author] = await Promise.all([
    count(db.collection('products').where('status', '==', 'pending')),
    count(db.collection('exchangeRequests').where('status', '==', 'pending')),
    count(db.collection('courses').where('status', '==', 'In Review')),
    authorFigures(uid),
  ]);
  return {
    role: 'administrator',
    queues: { products_pending: products, payouts_pending: payouts, courses_in_review: courses },
    ...author,
  };
}
