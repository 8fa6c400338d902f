// GET /me/performance (docs/site.md 4): per class, a student's own scores; a teacher gets the
// same figures for the classes they teach (class averages). Reads with the admin SDK for the
// caller only; the sums are domain/me/performance.ts.
import { Timestamp } from 'firebase-admin/firestore';
import { chunks } from '../../domain/home-summary';
import { aggregatePerformance, type PerfChallenge, type PerfClass, type PerfLiveGame, type PerfSubmission } from '../../domain/me/performance';
import { db } from '../../lib/admin';
import type { Caller } from '../../lib/auth-context';
import type { Performance } from '../../shared/schemas/me';
import { QUIZ_AUTHOR_TYPES } from '../../shared/constants';
import { liveReportsCol, sessionsCol } from '../live-repo';

/** Bounds: classes considered, challenges per class, submissions and live games read. */
const MAX_CLASSES = 30;
const MAX_CHALLENGES = 200;
const MAX_SUBMISSIONS = 1000;
const MAX_GAMES = 200;

const iso = (value: unknown): string | null =>
  value instanceof Timestamp ? value.toDate().toISOString() : value instanceof Date ? value.toISOString() : null;
const text = (value: unknown): string => (typeof value === 'string' ? value : '');
const num = (value: unknown): number | null => (typeof value === 'number' && Number.isFinite(value) ? value : null);

export async function myPerformance(who: Caller): Promise<Performance> {
  // Quiz authors (teachers, centres, administrators) see the classes they teach; everyone
  // else the classes they belong to as a student.
  const teaches = who.userType !== null && (QUIZ_AUTHOR_TYPES as readonly string[]).includes(who.userType);
  return teaches ? teacherPerformance(who.uid) : studentPerformance(who.uid);
}

async function challengesOf(classIds: string[]): Promise<PerfChallenge[]> {
  const snaps = await Promise.all(
    classIds.map((id) => db.collection('classes').doc(id).collection('challenges').select('title', 'created_at').limit(MAX_CHALLENGES).get()),
  );
  return snaps.flatMap((snap, i) =>
    snap.docs.map((doc) => ({ class_id: classIds[i]!, id: doc.id, title: text(doc.get('title')), created_at: iso(doc.get('created_at')) })),
  );
}

const toSubmission = (doc: FirebaseFirestore.QueryDocumentSnapshot): PerfSubmission => ({
  class_id: text(doc.get('class_id')),
  challenge_id: text(doc.get('challenge_id')) || doc.ref.parent.parent!.id,
  percent: num(doc.get('percent')),
  status: text(doc.get('status')),
  submitted_at: iso(doc.get('submitted_at')),
});

async function studentPerformance(uid: string): Promise<Performance> {
  const memberships = await db.collection('users').doc(uid).collection('memberships').where('role', '==', 'student').get();
  const classes: PerfClass[] = memberships.docs
    .filter((doc) => doc.get('status') !== 'pending')
    .sort((a, b) => text(a.get('class.name')).localeCompare(text(b.get('class.name'))))
    .slice(0, MAX_CLASSES)
    .map((doc) => ({ id: text(doc.get('class_id')) || doc.id, name: text(doc.get('class.name')) }));
  if (classes.length === 0) return aggregatePerformance({ role: 'student', classes, challenges: [], submissions: [], live: [] });
  const [challenges, subs, players] = await Promise.all([
    challengesOf(classes.map((c) => c.id)),
    // Index: submissions uid + submitted_at (collection group), shared with the activity.
    db.collectionGroup('submissions').where('uid', '==', uid).orderBy('submitted_at', 'desc').limit(MAX_SUBMISSIONS).get(),
    db.collectionGroup('players').where('uid', '==', uid).orderBy('joined_at', 'desc').limit(MAX_GAMES).get(),
  ]);
  const played = players.docs.filter((doc) => doc.get('removed') !== true);
  const sessions = played.length > 0 ? await db.getAll(...played.map((doc) => sessionsCol().doc(doc.ref.parent.parent!.id))) : [];
  const live: PerfLiveGame[] = played.flatMap((doc, i) => {
    const session = sessions[i];
    if (!session?.exists || session.get('state') !== 'complete' || !text(session.get('class_id'))) return [];
    return [{ class_id: text(session.get('class_id')), rank: num(doc.get('rank')) }];
  });
  return aggregatePerformance({ role: 'student', classes, challenges, submissions: subs.docs.map(toSubmission), live });
}

async function teacherPerformance(uid: string): Promise<Performance> {
  const classSnap = await db.collection('classes').where('teacher_uids', 'array-contains', uid).limit(MAX_CLASSES).get();
  const classes: PerfClass[] = classSnap.docs
    .map((doc) => ({ id: doc.id, name: text(doc.get('name')), students: num(doc.get('member_count')) ?? 0 }))
    .sort((a, b) => a.name.localeCompare(b.name));
  if (classes.length === 0) return aggregatePerformance({ role: 'teacher', classes, challenges: [], submissions: [], live: [] });
  const ids = classes.map((c) => c.id);
  const [challenges, graded, waiting, reports] = await Promise.all([
    challengesOf(ids),
    // Index: submissions class_id + status (collection group), as the home's grading queue.
    Promise.all(chunks(ids).map((part) => db.collectionGroup('submissions').where('class_id', 'in', part).where('status', '==', 'graded').limit(MAX_SUBMISSIONS).get())),
    Promise.all(chunks(ids).map((part) => db.collectionGroup('submissions').where('class_id', 'in', part).where('status', '==', 'submitted').limit(MAX_SUBMISSIONS).get())),
    Promise.all(chunks(ids).map((part) => liveReportsCol().where('class_id', 'in', part).select('class_id').limit(MAX_GAMES).get())),
  ]);
  const submissions = [...graded, ...waiting].flatMap((snap) => snap.docs.map(toSubmission));
  const live = reports.flatMap((snap) => snap.docs.map((doc) => ({ class_id: text(doc.get('class_id')), rank: null })));
  return aggregatePerformance({ role: 'teacher', classes, challenges, submissions, live });
}
