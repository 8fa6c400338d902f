// The badge engine against the real emulators (docs/awards.md, "Badges"): badges follow what
// students do through the API (the triggers run asynchronously, so the checks poll), and the
// engine counts each event once under concurrency and retries.
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ClassDto } from '@shared/schemas/class';
import type { ChallengeDto, QuizWithQuestionsDto } from '@shared/schemas/quiz';
import { AWARD_EVENT_KINDS, type AwardEvent, type AwardEventKind, type BadgeMetric } from '@shared/schemas/awards';
// The test's admin app first: the engine's (functions/src/lib/admin.ts) then reuses it.
import { adminDb } from '../support/admin';
import { recordAwardEvents } from '@functions/services/awards/record-event';
import { call } from '../support/api';
import { createCourseDirect, orderId } from '../support/course-enrollment';
import { createProductDirect } from '../support/market';
import { createTestUser, type TestUser } from '../support/users';

const POLL = { timeout: 20_000, interval: 300 };

let teacher: TestUser;
let student: TestUser;

const stats = async (uid: string) => (await adminDb.doc(`awardStats/${uid}`).get()).data();
const badgeIds = async (uid: string) =>
  (await adminDb.collection('awards').where('uid', '==', uid).where('type', '==', 'badge').get()).docs.map((d) => d.get('badge_id') as string).sort();

beforeAll(async () => {
  [teacher, student] = await Promise.all([createTestUser({ userType: 'teacher', sparks: 100 }), createTestUser({ userType: 'student' })]);
});

describe('badges from what a student does', () => {
  it('joining a class by code earns first-class', async () => {
    const created = await call<{ data: ClassDto }>('POST', '/classes', { token: teacher.token, body: { name: 'Awards', course_field: 'science' } });
    expect(created.status, created.text).toBe(201);
    const classId = created.body.data.id;
    const code = await call<{ uniqueCode: string }>('GET', `/classes/${classId}/unique-code?userId=${teacher.uid}`, { token: teacher.token });
    const joined = await call('POST', '/classes/join', { token: student.token, body: { code: code.body.uniqueCode } });
    expect(joined.status, joined.text).toBe(200);

    await expect.poll(() => badgeIds(student.uid), POLL).toEqual(['first-class']);
    const award = (await adminDb.doc(`awards/b_${student.uid}_first-class`).get()).data();
    expect(award).toMatchObject({
      id: `b_${student.uid}_first-class`, uid: student.uid, type: 'badge', badge_id: 'first-class', category: 'classes', points: 10,
      icon: 'handshake', title: { en: 'First class' }, status: 'active', event: `class:${classId}`,
    });
    // The teacher's own membership is no badge.
    expect(await stats(teacher.uid)).toBeUndefined();

    // A challenge submitted with 100%: first-quiz and perfect-score.
    const quiz = await call<{ data: QuizWithQuestionsDto }>('POST', '/quizzes', {
      token: teacher.token,
      body: { method: 'manual', title: 'Capitals', description: '', language: 'en', questions: [
        { type: 'multiple_choice', text: 'Capital of Saudi Arabia?', options: ['Jeddah', 'Riyadh'], correct_answer: 'Riyadh', points: 10 },
      ] },
    });
    expect(quiz.status, quiz.text).toBe(201);
    expect((await call('POST', `/quizzes/${quiz.body.data.id}/publish`, { token: teacher.token })).status).toBe(200);
    const challenge = await call<{ data: ChallengeDto }>('POST', `/classes/${classId}/challenges`, { token: teacher.token, body: { quizId: quiz.body.data.id } });
    expect(challenge.status, challenge.text).toBe(201);
    const questionId = quiz.body.data.questions[0]!.id;
    const submitted = await call('POST', `/classes/${classId}/challenges/${challenge.body.data.id}/submissions`, {
      token: student.token, body: { answers: { [questionId]: 'Riyadh' } },
    });
    expect(submitted.status, submitted.text).toBe(201);

    await expect.poll(() => badgeIds(student.uid), POLL).toEqual(['first-class', 'first-quiz', 'perfect-score']);
    await expect.poll(async () => (await stats(student.uid))?.total_points, POLL).toBe(45);
    expect(await stats(student.uid)).toMatchObject({
      uid: student.uid, badges: 3, badge_points: 45, reward_points: 0, certificates: 0, categories: { classes: 1, quizzes: 2 },
      metrics: { classes_joined: 1, quizzes_completed: 1, perfect_scores: 1, streak_days: 1, best_streak: 1, total_points: 45 },
    });
  });

  it('a finished live game: podium and win for registered players, nothing for guests', async () => {
    const guest = `guest-${randomUUID()}`;
    const sessionId = `s-${randomUUID()}`;
    await adminDb.doc(`liveReports/${sessionId}`).set({
      session_id: sessionId, host_uid: teacher.uid, player_count: 2, created_at: new Date(),
      players: [{ uid: student.uid, nickname: 'S', score: 900, rank: 1 }, { uid: guest, nickname: 'G', score: 100, rank: 2 }],
    });
    await expect.poll(() => badgeIds(student.uid), POLL).toContain('live-champion');
    expect(await badgeIds(student.uid)).toContain('live-podium');
    expect(await stats(student.uid)).toMatchObject({ metrics: { live_podiums: 1, live_wins: 1 } });
    expect(await stats(guest)).toBeUndefined();
  });

  it('completing a course earns course-completed; lesson positions change nothing', async () => {
    const course = await createCourseDirect(teacher.uid, { certification: false });
    const ref = adminDb.doc(`enrollments/${course.id}_${student.uid}`);
    await ref.set({ id: ref.id, course_id: course.id, uid: student.uid, owner_uid: teacher.uid, progress: 0, completed_at: null, completed_lessons: [] });
    await ref.update({ last_accessed: new Date() });
    await ref.update({ progress: 100, completed_lessons: course.lessonIds, completed_at: new Date() });
    await expect.poll(() => badgeIds(student.uid), POLL).toContain('course-completed');
    expect(await stats(student.uid)).toMatchObject({ metrics: { courses_completed: 1 } });
    const markers = (await adminDb.collection(`awardStats/${student.uid}/events`).get()).docs.map((d) => d.id);
    expect(markers).toEqual(expect.arrayContaining([`course:${course.id}`, expect.stringMatching(new RegExp(`^progress:${course.id}:`))]));
  });
});

describe('badges for selling', () => {
  it('a market sale earns the seller first-sale, a paid course enrolment first-course-sale; a free enrolment is no sale', async () => {
    const [seller, buyer] = await Promise.all([createTestUser({ userType: 'teacher' }), createTestUser({ sparks: 100 })]);
    const [product, free, paid] = await Promise.all([
      createProductDirect(seller, { price: 20 }),
      createCourseDirect(seller.uid, { price: 0, certification: false }),
      createCourseDirect(seller.uid, { price: 30, certification: false }),
    ]);
    const marketOrder = randomUUID();
    const bought = await call('POST', '/market/orders', { token: buyer.token, body: { order_id: marketOrder, product_ids: [product.productId], expected_total: 20 } });
    expect(bought.status, bought.text).toBe(201);
    const freeOrder = orderId();
    const paidOrder = orderId();
    // The free one first, so its order's trigger has run by the time the paid one's has (as a rule).
    expect((await call('POST', `/courses/${free.id}/enroll`, { token: buyer.token, body: { order_id: freeOrder } })).status).toBe(201);
    expect((await call('POST', `/courses/${paid.id}/enroll`, { token: buyer.token, body: { order_id: paidOrder } })).status).toBe(201);

    await expect.poll(() => badgeIds(seller.uid), POLL).toEqual(['first-course-sale', 'first-sale']);
    expect(await stats(seller.uid)).toMatchObject({ badges: 2, badge_points: 60, total_points: 60, categories: { market: 2 }, metrics: { products_sold: 1, courses_sold: 1 } });
    const award = (await adminDb.doc(`awards/b_${seller.uid}_first-course-sale`).get()).data();
    expect(award).toMatchObject({ badge_id: 'first-course-sale', category: 'market', points: 30, event: `course-sale:${buyer.uid}_${paidOrder}` });
    expect((await adminDb.doc(`awards/b_${seller.uid}_first-sale`).get()).get('event')).toBe(`sale:${marketOrder}_${product.productId}`);
    // Only the charged order was counted.
    const markers = (await adminDb.collection(`awardStats/${seller.uid}/events`).get()).docs.map((d) => d.id).sort();
    expect(markers).toEqual([`course-sale:${buyer.uid}_${paidOrder}`, `sale:${marketOrder}_${product.productId}`]);
  });
});

describe('recordAwardEvents: once and only once', () => {
  const at = Date.parse('2026-03-01T09:00:00Z');

  // The two concurrency tests run side by side (their users differ): most of their time is the
  // SDK's backoff between contending transactions, so together they cost about one of them.
  it.concurrent('10 concurrent calls with distinct and duplicate keys count each fact once', async ({ expect }) => {
    const uid = `u-${randomUUID()}`;
    const calls = Array.from({ length: 10 }, (_, i): AwardEvent[] => [
      { kind: 'points_received', key: `points:op${i}`, uid, at, points: 10 },
      // The same fact delivered by every call.
      { kind: 'class_joined', key: 'class:shared', uid, at },
    ]);
    await Promise.all(calls.map((events) => recordAwardEvents(events)));

    expect(await badgeIds(uid)).toEqual(['first-class', 'points-100', 'teachers-star']);
    const after = await stats(uid);
    expect(after).toMatchObject({
      badges: 3, badge_points: 25, reward_points: 100, total_points: 125, categories: { classes: 1, recognition: 1, milestones: 1 },
      metrics: { classes_joined: 1, reward_points: 100, total_points: 125, streak_days: 1, best_streak: 1 },
      last_active_day: '2026-03-01',
    });
    expect((await adminDb.collection(`awardStats/${uid}/events`).get()).size).toBe(11);

    // A retried delivery of any of them changes nothing, not even updated_at.
    await Promise.all([recordAwardEvents(calls[3]!), recordAwardEvents(calls[3]!)]);
    expect(await stats(uid)).toEqual(after);
    expect(await badgeIds(uid)).toEqual(['first-class', 'points-100', 'teachers-star']);
  });

  // Each kind: 5 concurrent calls, each with the same shared fact and one fact of its own. The
  // shared one counts once, each own one once (6), and every badge they reach is earned once.
  const KINDS: { kind: AwardEventKind; extra?: Partial<AwardEvent>; counters: Partial<Record<BadgeMetric, number>>; badges: string[] }[] = [
    { kind: 'class_joined', counters: { classes_joined: 6 }, badges: ['class-explorer', 'first-class'] },
    { kind: 'quiz_completed', counters: { quizzes_completed: 6 }, badges: ['first-quiz'] },
    { kind: 'perfect_score', counters: { perfect_scores: 6 }, badges: ['perfect-score'] },
    { kind: 'live_finished', extra: { rank: 1, players: 3 }, counters: { live_podiums: 6, live_wins: 6 }, badges: ['live-champion', 'live-podium'] },
    { kind: 'course_completed', counters: { courses_completed: 6, total_points: 125 }, badges: ['course-completed', 'points-100', 'three-courses'] },
    { kind: 'lesson_progress', counters: { streak_days: 1, best_streak: 1 }, badges: [] },
    { kind: 'product_sold', counters: { products_sold: 6 }, badges: ['first-sale'] },
    { kind: 'course_sold', counters: { courses_sold: 6 }, badges: ['first-course-sale'] },
    { kind: 'points_received', extra: { points: 10 }, counters: { reward_points: 60, total_points: 75 }, badges: ['teachers-star'] },
    { kind: 'certificate_issued', counters: { certificates: 6 }, badges: [] },
  ];

  it.concurrent('per kind: 5 concurrent calls count each fact once and earn each badge once', async ({ expect }) => {
    expect(KINDS.map((k) => k.kind).sort()).toEqual([...AWARD_EVENT_KINDS].sort());
    // The kinds side by side (a user each), so the file waits for the slowest only.
    await Promise.all(KINDS.map(async ({ kind, extra, counters, badges }) => {
      const uid = `u-${randomUUID()}`;
      const event = (key: string): AwardEvent => ({ kind, key, uid, at, ...extra });
      await Promise.all(Array.from({ length: 5 }, (_, i) => recordAwardEvents([event(`${kind}:shared`), event(`${kind}:own${i}`)])));
      expect(await badgeIds(uid), kind).toEqual(badges);
      expect(await stats(uid), kind).toMatchObject({ badges: badges.length, metrics: counters });
      expect((await adminDb.collection(`awardStats/${uid}/events`).get()).size, kind).toBe(6);
    }));
  });

  it('a five-day streak over separate days, late events ignored', async () => {
    const uid = `u-${randomUUID()}`;
    const DAY = 86_400_000;
    for (let d = 0; d < 5; d += 1) await recordAwardEvents([{ kind: 'lesson_progress', key: `progress:k:${d}`, uid, at: at + d * DAY }]);
    await recordAwardEvents([{ kind: 'quiz_completed', key: 'quiz:late', uid, at: at - DAY }]);
    expect(await badgeIds(uid)).toEqual(['first-quiz', 'five-day-streak']);
    expect(await stats(uid)).toMatchObject({ metrics: { streak_days: 5, best_streak: 5, quizzes_completed: 1 }, last_active_day: '2026-03-05' });
  });
});
