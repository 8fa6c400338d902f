// The demo teacher's starting content (functions/src/seed/demo-quizzes.ts, demo-live.ts) against
// the real emulators: published quizzes (one manual, one from a template) and a draft, a
// challenge in Physics 101 with the classmates' submissions (one graded, the others waiting)
// that the demo student still has to do, and a finished live game played through the live
// services, with its report. Running the seed again changes none of it, and the demo pays for
// its quizzes.
import { beforeAll, describe, expect, it, vi } from 'vitest';

// The seed uses the functions' admin app, whose default bucket comes from FIREBASE_CONFIG.
vi.hoisted(() => {
  const projectId = process.env.GCLOUD_PROJECT ?? 'demo-sparks';
  process.env.FIREBASE_CONFIG ??= JSON.stringify({ projectId, storageBucket: `${projectId}.appspot.com` });
});

import { seedDemo } from '@functions/seed/demo-data';
import { DEMO_LIVE_PLAYERS } from '@functions/seed/demo-live';
import { DEMO_CHALLENGE_TITLE, DEMO_MANUAL_QUIZ } from '@functions/seed/demo-quizzes';
import { adminAuth, adminDb } from '../support/admin';
import { call } from '../support/api';
import { signIn } from '../support/users';

const SEED_TIMEOUT = 180_000;

let teacherUid: string;
let studentUid: string;
let classId: string;

async function state() {
  const [quizzes, challenges, sessions, wallet] = await Promise.all([
    adminDb.collection('quizzes').where('owner_uid', '==', teacherUid).get(),
    adminDb.collection(`classes/${classId}/challenges`).get(),
    adminDb.collection('liveSessions').where('host_uid', '==', teacherUid).get(),
    adminDb.doc(`wallets/${teacherUid}`).get(),
  ]);
  const challenge = challenges.docs.find((doc) => doc.get('title') === DEMO_CHALLENGE_TITLE);
  const submissions = challenge ? await challenge.ref.collection('submissions').get() : null;
  return {
    quizzes: Object.fromEntries(quizzes.docs.map((doc) => [doc.id, { title: doc.get('title'), method: doc.get('method'), status: doc.get('status') }])),
    challenges: challenges.docs.map((doc) => doc.id).sort(),
    challenge,
    submissions: Object.fromEntries((submissions?.docs ?? []).map((doc) => [doc.id, { status: doc.get('status'), score: doc.get('score') }])),
    sessions: sessions.docs.map((doc) => ({ id: doc.id, state: doc.get('state'), class_id: doc.get('class_id') })),
    balance: wallet.get('spark_balance') as number,
    earned: (wallet.get('earned_balance') as number | undefined) ?? 0,
  };
}

let first: Awaited<ReturnType<typeof state>>;

beforeAll(async () => {
  await seedDemo();
  teacherUid = (await adminAuth.getUserByEmail('teacher@sparks.test')).uid;
  studentUid = (await adminAuth.getUserByEmail('student@sparks.test')).uid;
  const physics = await adminDb.collection('classes').where('owner_uid', '==', teacherUid).where('name', '==', 'Physics 101').get();
  classId = physics.docs[0]!.id;
  first = await state();
}, SEED_TIMEOUT);

describe('demo teacher content', () => {
  it('has published quizzes, one manual and one from a template, and a draft', () => {
    const quizzes = Object.values(first.quizzes);
    expect(quizzes).toEqual(expect.arrayContaining([
      { title: DEMO_MANUAL_QUIZ.title, method: 'manual', status: 'published' },
      { title: "Newton's laws of motion", method: 'template', status: 'published' },
      expect.objectContaining({ method: 'manual', status: 'draft' }),
    ]));
  });

  it('has a challenge with submissions to grade, one graded, that the demo student still has to do', async () => {
    expect(first.challenge?.get('due_at')).toBeTruthy();
    const statuses = Object.values(first.submissions).map((s) => s.status);
    expect(statuses).toHaveLength(3);
    expect(statuses.filter((s) => s === 'graded')).toHaveLength(1);
    expect(statuses.filter((s) => s === 'submitted')).toHaveLength(2);
    expect(first.submissions).not.toHaveProperty(studentUid);

    // The teacher's home counts them; the student's shows the challenge as due.
    const teacherHome = await call<{ data: { needs_grading: { count: number } } }>('GET', '/home', {
      token: await signIn('teacher@sparks.test', 'teacher-demo-1'),
    });
    expect(teacherHome.body.data.needs_grading.count).toBeGreaterThanOrEqual(2);
    const studentHome = await call<{ data: { due: { items: { id: string }[] } } }>('GET', '/home', {
      token: await signIn('student@sparks.test', 'student-demo-1'),
    });
    expect(studentHome.body.data.due.items.map((item) => item.id)).toContain(first.challenge!.id);
  });

  it('has a finished live game in Physics 101 with every demo player scored and a podium', async () => {
    const games = first.sessions.filter((s) => s.class_id === classId);
    expect(games).toHaveLength(1);
    expect(games[0]!.state).toBe('complete');
    const session = (await adminDb.doc(`liveSessions/${games[0]!.id}`).get()).data()!;
    expect(session.podium).toHaveLength(3);
    expect(session.podium[0]).toMatchObject({ nickname: 'Layla', rank: 1 });
    const players = await adminDb.collection(`liveSessions/${games[0]!.id}/players`).get();
    expect(players.docs.map((doc) => doc.get('nickname')).sort()).toEqual(DEMO_LIVE_PLAYERS.map((p) => p.nickname).sort());
    expect(players.docs.every((doc) => doc.get('scored_index') === session.question_count - 1)).toBe(true);
    expect(players.docs.every((doc) => (doc.get('score') as number) > 0)).toBe(true);
    // The code was freed when the game completed.
    expect((await adminDb.doc(`liveCodes/${session.code}`).get()).exists).toBe(false);

    // Completing wrote the game's report, which the teacher reads like any other.
    const report = await call<{ report: { player_count: number; questions_played: number; question_count: number; players: unknown[] } }>(
      'GET', `/live/reports/${games[0]!.id}`, { token: await signIn('teacher@sparks.test', 'teacher-demo-1') },
    );
    expect(report.status, report.text).toBe(200);
    expect(report.body.report).toMatchObject({ player_count: 4, questions_played: session.question_count, question_count: session.question_count });
    expect(report.body.report.players).toHaveLength(4);
  });

  it('running the seed again changes nothing, and the quizzes cost the teacher nothing', async () => {
    await seedDemo();
    const again = await state();
    expect({ ...again, challenge: again.challenge?.id }).toEqual({ ...first, challenge: first.challenge?.id });
    const ledger = await adminDb.collection(`wallets/${teacherUid}/ledger`).get();
    const quizEntries = ledger.docs.filter((doc) => /^(quiz:|demo-quizzes-)/.test(doc.id) || doc.get('reason') === 'demo_quizzes');
    // Amounts are signed: the demo's credit and the two charges add up to nothing.
    expect(quizEntries).toHaveLength(3);
    expect(quizEntries.reduce((sum, doc) => sum + (doc.get('amount') as number), 0)).toBe(0);
  }, SEED_TIMEOUT);
});
