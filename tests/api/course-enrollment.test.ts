// Enrolment, My Learning and renewal over HTTP (docs/courses.md, "Enrolment and learning"):
// free and paid enrolment through the sparks module (90/10, ledger entries, idempotent order
// ids), the refusals (twice, own course, draft, insufficient, welcome sparks only), 30 racing
// purchases that together exceed the balance, renewal, the earned-progress PATCH, the course
// overview, the hub's counts and the instructor's learners. No 5xx anywhere (support/api.ts).
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Caller } from '@functions/lib/auth-context';
import { enroll } from '@functions/services/courses/enroll';
import type { CourseEnrollmentRow, CourseOverview, CoursesHub, PurchasedCourse } from '@shared/schemas/course-learning';
import { adminDb } from '../support/admin';
import { call, expectError } from '../support/api';
import { completeLessonsDirect, createCourseDirect, orderId, setAccessUntil } from '../support/course-enrollment';
import { createTestUser, type TestUser } from '../support/users';
import { checkedWallet } from '../support/wallets';

let teacher: TestUser;
let otherTeacher: TestUser;
let student: TestUser;
let admin: TestUser;

const DAY = 24 * 60 * 60 * 1000;

interface Answer<T> {
  status: string;
  data: T;
  message?: string;
}

const enrollCall = (user: TestUser, courseId: string, body: unknown = { order_id: orderId() }) =>
  call<Answer<PurchasedCourse>>('POST', `/courses/${courseId}/enroll`, { token: user.token, body });

beforeAll(async () => {
  [teacher, otherTeacher, student, admin] = await Promise.all([
    createTestUser({ userType: 'teacher' }),
    createTestUser({ userType: 'teacher' }),
    createTestUser({ sparks: 1000 }),
    createTestUser({ userType: 'administrator' }),
  ]);
});

describe('POST /courses/{courseId}/enroll', () => {
  it('enrols in a free course at once, without touching the wallet', async () => {
    const course = await createCourseDirect(teacher.uid, { price: 0 });
    const before = await checkedWallet(student.uid);
    const result = await enrollCall(student, course.id);
    expect(result.status, result.text).toBe(201);
    expect(result.body.data).toMatchObject({
      id: course.id, status: 'Not Started', progress: 0, price_paid: 0, lesson_count: 2, completed_count: 0,
      next_lesson_id: course.lessonIds[0], certificate: false, certificate_url: null, organization: null, instructor: 'Test User',
    });
    const until = Date.parse(result.body.data.access_until);
    expect(until - Date.now()).toBeGreaterThan(360 * DAY);
    expect(until - Date.now()).toBeLessThan(370 * DAY);
    expect((await checkedWallet(student.uid)).balance).toBe(before.balance);
    const stored = (await adminDb.doc(`courses/${course.id}`).get()).data();
    expect(stored?.enrollment_count).toBe(1);
    const enrollment = (await adminDb.doc(`enrollments/${course.id}_${student.uid}`).get()).data();
    expect(enrollment).toMatchObject({ course_id: course.id, uid: student.uid, progress: 0, completed_lessons: [], renewals: 0, review_id: null });
  });

  it('buys a paid course: learner charged, instructor credited 90% (earned), platform keeps 10%, once per order id', async () => {
    const buyer = await createTestUser({ sparks: 250 });
    const course = await createCourseDirect(teacher.uid, { price: 100 });
    const teacherBefore = await checkedWallet(teacher.uid);
    const order = orderId();
    const first = await enrollCall(buyer, course.id, { order_id: order });
    expect(first.status, first.text).toBe(201);
    expect(first.body.data.price_paid).toBe(100);
    // The same order again (a retry): the same answer, nothing charged twice.
    const again = await enrollCall(buyer, course.id, { order_id: order });
    expect(again.status, again.text).toBe(200);
    expect(again.body.data.id).toBe(course.id);

    const wallet = await checkedWallet(buyer.uid);
    expect(wallet.balance).toBe(150);
    expect(wallet.entries.find((e) => e.id === `course:${buyer.uid}:${order}`)).toMatchObject({ kind: 'charge', amount: -100 });
    const instructor = await checkedWallet(teacher.uid);
    expect(instructor.balance - teacherBefore.balance).toBe(90);
    expect(instructor.earned - teacherBefore.earned).toBe(90);
    expect(instructor.entries.find((e) => e.id === `course-sale:${buyer.uid}:${order}`)).toMatchObject({ kind: 'credit', amount: 90, earned_delta: 90 });
    const recorded = (await adminDb.doc(`courseOrders/${buyer.uid}_${order}`).get()).data();
    expect(recorded).toMatchObject({ course_id: course.id, kind: 'enroll', charged: 100, commission: 10, earnings: 90, instructor_uid: teacher.uid });
    expect((await adminDb.doc(`courses/${course.id}`).get()).get('enrollment_count')).toBe(1);

    // A new order for the same course while access lasts: refused, nothing charged.
    expectError(await enrollCall(buyer, course.id), 409, 'course-learning/already-enrolled');
    // The same order id for another course: a clash, not a purchase.
    const other = await createCourseDirect(teacher.uid, { price: 10 });
    expectError(await enrollCall(buyer, other.id, { order_id: order }), 409, 'wallet/operation-conflict');
    expect((await checkedWallet(buyer.uid)).balance).toBe(150);
  });

  it('refuses one’s own course, drafts, missing courses and uncovered prices', async () => {
    const own = await createCourseDirect(teacher.uid, { price: 0 });
    expectError(await enrollCall(teacher, own.id), 409, 'course-learning/own-course');
    const draft = await createCourseDirect(teacher.uid, { status: 'Draft' });
    expectError(await enrollCall(student, draft.id), 404, 'course-learning/not-found');
    expectError(await enrollCall(student, 'no-such-course'), 404, 'course-learning/not-found');

    const poor = await createTestUser({ sparks: 30 });
    const pricey = await createCourseDirect(teacher.uid, { price: 100 });
    const refused = await enrollCall(poor, pricey.id);
    expectError(refused, 402, 'course-learning/insufficient');
    expect(refused.body.message).toBe('Insufficient balance for this purchase');
    expect(refused.body.values?.needed).toBe(70);
    expect((await checkedWallet(poor.uid)).balance).toBe(30);
    expect((await adminDb.doc(`enrollments/${pricey.id}_${poor.uid}`).get()).exists).toBe(false);
  });

  it('never lets welcome sparks pay for a course', async () => {
    const welcomed = await createTestUser({ sparks: 200, promo: 200 });
    const course = await createCourseDirect(teacher.uid, { price: 50 });
    const refused = await enrollCall(welcomed, course.id);
    expectError(refused, 402, 'course-learning/insufficient');
    expect(refused.body.values?.needed).toBe(50);
    const wallet = await checkedWallet(welcomed.uid);
    expect(wallet).toMatchObject({ balance: 200, promo: 200 });
  });

  it('answers bad bodies and ids with 4xx', async () => {
    const course = await createCourseDirect(teacher.uid);
    expectError(await enrollCall(student, course.id, {}), 400, 'course-learning/invalid-order-id');
    expectError(await enrollCall(student, course.id, { order_id: 'short' }), 400, 'course-learning/invalid-order-id');
    expectError(await enrollCall(student, course.id, { order_id: 'a/b/c/d/e/f/g' }), 400, 'course-learning/invalid-order-id');
    expectError(await enrollCall(student, course.id, { order_id: orderId(), extra: 1 }), 400, 'validation/invalid-input');
    expectError(await enrollCall(student, course.id, [1]), 415, 'validation/unsupported-media-type');
    expectError(await call('POST', `/courses/${course.id}/enroll`, { body: { order_id: orderId() } }), 401, 'auth/no-token');
  });

  it('30 purchases racing for one balance: no overspend, the rest answer 402', async () => {
    const PRICE = 70;
    const FUNDS = 500;
    const buyer = await createTestUser({ sparks: FUNDS });
    const courses = await Promise.all(Array.from({ length: 30 }, (_, i) => createCourseDirect(i % 2 ? teacher.uid : otherTeacher.uid, { price: PRICE })));
    const who = { uid: buyer.uid, email: buyer.email, userType: 'student', verified: true } as unknown as Caller;
    // Most in this process through the service (one instance), a few over HTTP (another).
    const outcomes = await Promise.all(
      courses.map(async (course, i) => {
        if (i < 4) {
          const result = await enrollCall(buyer, course.id);
          return result.status === 201 ? 'ok' : String(result.body.code);
        }
        try {
          await enroll(who, course.id, randomUUID());
          return 'ok';
        } catch (error) {
          return String((error as { code?: string }).code ?? error);
        }
      }),
    );
    const bought = outcomes.filter((o) => o === 'ok').length;
    const refusedOrBusy = outcomes.filter((o) => o !== 'ok');
    expect(refusedOrBusy.every((o) => o === 'course-learning/insufficient' || o === 'common/rate-limited'), JSON.stringify(outcomes)).toBe(true);
    expect(bought).toBeGreaterThan(0);
    expect(bought).toBeLessThanOrEqual(Math.floor(FUNDS / PRICE));
    const wallet = await checkedWallet(buyer.uid);
    const charges = wallet.entries.filter((e) => e.kind === 'charge');
    expect(charges).toHaveLength(bought);
    expect(charges.reduce((sum, e) => sum - e.amount, 0)).toBe(bought * PRICE);
    expect(wallet.balance).toBe(FUNDS - bought * PRICE);
    expect(wallet.balance).toBeGreaterThanOrEqual(0);
    const enrollments = await adminDb.collection('enrollments').where('uid', '==', buyer.uid).get();
    expect(enrollments.size).toBe(bought);
  }, 120_000);
});

describe('/purchased-courses', () => {
  it('lists, reads, confirms only the earned progress and renews once per order id', async () => {
    const learner = await createTestUser({ sparks: 200 });
    const course = await createCourseDirect(teacher.uid, { price: 40 }, [{ type: 'video' }, { type: 'document' }, { type: 'quiz', status: 'Draft' }]);
    expect((await enrollCall(learner, course.id)).status).toBe(201);

    const list = await call<Answer<PurchasedCourse[]>>('GET', '/purchased-courses', { token: learner.token });
    expect(list.status, list.text).toBe(200);
    expect(list.body.data.map((c) => c.id)).toEqual([course.id]);
    // Draft lessons do not count.
    expect(list.body.data[0]).toMatchObject({ lesson_count: 2, progress: 0, status: 'Not Started' });
    expectError(await call('GET', `/purchased-courses/${course.id}`, { token: student.token }), 404, 'course-learning/not-found');

    // Progress is earned: half the lessons done is 50, and only 50 is accepted.
    await completeLessonsDirect(course.id, learner.uid, [course.lessonIds[0]!]);
    const claimed = await call('PATCH', `/purchased-courses/${course.id}/progress`, { token: learner.token, body: { progress: 100 } });
    expectError(claimed, 409, 'course-learning/progress-mismatch');
    expect(claimed.body.values?.progress).toBe(50);
    const agreed = await call<Answer<PurchasedCourse>>('PATCH', `/purchased-courses/${course.id}/progress`, { token: learner.token, body: { progress: 50 } });
    expect(agreed.status, agreed.text).toBe(200);
    expect(agreed.body.data).toMatchObject({ progress: 50, status: 'In Progress', completed_count: 1, next_lesson_id: course.lessonIds[1] });
    for (const progress of [-1, 101, 12.5, '50', null]) {
      expectError(await call('PATCH', `/purchased-courses/${course.id}/progress`, { token: learner.token, body: { progress } }), 400, 'course-learning/invalid-progress');
    }
    expectError(await call('PATCH', `/purchased-courses/${course.id}/progress`, { token: student.token, body: { progress: 0 } }), 403, 'course-learning/not-enrolled');

    // A year of access left: not renewable yet.
    expectError(await call('POST', `/purchased-courses/${course.id}/renew`, { token: learner.token, body: {} }), 409, 'course-learning/not-renewable');
    expectError(await call('POST', `/purchased-courses/${course.id}/renew`, { token: student.token }), 403, 'course-learning/not-enrolled');

    // Expired: shown as such, then renewed (twice with one order id = one charge).
    await setAccessUntil(course.id, learner.uid, new Date(Date.now() - DAY));
    const expired = await call<Answer<PurchasedCourse>>('GET', `/purchased-courses/${course.id}`, { token: learner.token });
    expect(expired.body.data.status).toBe('Expired');
    const order = orderId();
    const renewed = await call<Answer<PurchasedCourse>>('POST', `/purchased-courses/${course.id}/renew`, { token: learner.token, body: { order_id: order } });
    expect(renewed.status, renewed.text).toBe(200);
    expect(renewed.body.message).toBe('Course access renewed successfully!');
    expect(renewed.body.data.status).toBe('In Progress');
    const until = Date.parse(renewed.body.data.access_until);
    expect(until - Date.now()).toBeGreaterThan(360 * DAY);
    const replay = await call<Answer<PurchasedCourse>>('POST', `/purchased-courses/${course.id}/renew`, { token: learner.token, body: { order_id: order } });
    expect(replay.status, replay.text).toBe(200);
    expect(replay.body.data.access_until).toBe(renewed.body.data.access_until);
    const wallet = await checkedWallet(learner.uid);
    expect(wallet.balance).toBe(200 - 40 - 40);
    expect(wallet.entries.filter((e) => e.kind === 'charge')).toHaveLength(2);
    expect((await adminDb.doc(`enrollments/${course.id}_${learner.uid}`).get()).get('renewals')).toBe(1);

    // In its last 30 days it is renewable again, from the end of access (no day lost); the spec's empty body works.
    await setAccessUntil(course.id, learner.uid, new Date(Date.now() + 10 * DAY));
    const early = await call<Answer<PurchasedCourse>>('POST', `/purchased-courses/${course.id}/renew`, { token: learner.token });
    expect(early.status, early.text).toBe(200);
    expect(Date.parse(early.body.data.access_until) - Date.now()).toBeGreaterThan(370 * DAY);
    expectError(await call('POST', `/purchased-courses/${course.id}/renew`, { token: learner.token }), 409, 'course-learning/not-renewable');
    expect((await checkedWallet(learner.uid)).balance).toBe(200 - 3 * 40);
    expectError(await call('POST', `/purchased-courses/${course.id}/renew`, { token: learner.token, body: { order_id: 'x' } }), 400, 'course-learning/invalid-order-id');
  });
});

describe('GET /courses/{courseId}/overview, /courses/hub and the instructor’s learners', () => {
  it('shows a course to learners with locks, and a draft only to its owner and administrators', async () => {
    const course = await createCourseDirect(teacher.uid, { price: 0, freemium: true }, [{ type: 'video', preview: true }, { type: 'document' }, { type: 'assignment', status: 'Draft' }]);
    const learner = await createTestUser();
    const before = await call<Answer<CourseOverview>>('GET', `/courses/${course.id}/overview`, { token: learner.token });
    expect(before.status, before.text).toBe(200);
    expect(before.body.data).toMatchObject({
      id: course.id, status: 'Published', price: 0, enrollment: null, can_review: false, is_owner: false,
      faq: [{ question: 'Q?', answer: 'A.' }], learning_objectives: ['Learn'], prerequisites: ['Curiosity'], target_audience: 'Everyone',
      instructor: { uid: teacher.uid, name: 'Test User' },
    });
    expect(before.body.data.share_url).toMatch(new RegExp(`/courses/${course.id}$`));
    expect(before.body.data.instructor_profile).toMatchObject({ uid: teacher.uid, name: 'Test User' });
    expect(before.body.data.instructor_profile.courses).toBeGreaterThan(0);
    const lessons = before.body.data.curriculum.flatMap((c) => c.lessons);
    // Published lessons only, no file urls; the freemium preview is open, the rest locked.
    expect(lessons.map((l) => [l.id, l.locked, l.completed])).toEqual([[course.lessonIds[0], false, false], [course.lessonIds[1], true, false]]);
    expect(JSON.stringify(before.body.data.curriculum)).not.toContain('url');

    expect((await enrollCall(learner, course.id)).status).toBe(201);
    await completeLessonsDirect(course.id, learner.uid, [course.lessonIds[1]!]);
    const after = await call<Answer<CourseOverview>>('GET', `/courses/${course.id}/overview`, { token: learner.token });
    expect(after.body.data.enrollment).toMatchObject({ id: course.id, progress: 50 });
    expect(after.body.data.can_review).toBe(true);
    expect(after.body.data.curriculum.flatMap((c) => c.lessons).map((l) => [l.locked, l.completed])).toEqual([[false, false], [false, true]]);

    const draft = await createCourseDirect(teacher.uid, { status: 'Draft' });
    expectError(await call('GET', `/courses/${draft.id}/overview`, { token: learner.token }), 404, 'course-learning/not-found');
    expectError(await call('GET', `/courses/${draft.id}/overview`, { token: otherTeacher.token }), 404, 'course-learning/not-found');
    for (const viewer of [teacher, admin]) {
      const preview = await call<Answer<CourseOverview>>('GET', `/courses/${draft.id}/overview`, { token: viewer.token });
      expect(preview.status, preview.text).toBe(200);
      expect(preview.body.data).toMatchObject({ status: 'Draft', is_owner: true, publishedAt: null, can_review: false });
      expect(preview.body.data.curriculum.flatMap((c) => c.lessons).every((l) => !l.locked)).toBe(true);
    }
    expectError(await call('GET', '/courses/no-such-course/overview', { token: learner.token }), 404, 'course-learning/not-found');
  });

  it('counts the hub live and lists a course’s learners to its owner only', async () => {
    const author = await createTestUser({ userType: 'teacher' });
    const learner = await createTestUser({ sparks: 100 });
    const [a, b, c] = await Promise.all([
      createCourseDirect(author.uid, { price: 0, certification: true }, [{ type: 'video' }]),
      createCourseDirect(author.uid, { price: 0 }),
      createCourseDirect(author.uid, { price: 0 }),
      createCourseDirect(author.uid, { status: 'Draft' }),
    ]);
    for (const course of [a!, b!, c!]) expect((await enrollCall(learner, course.id)).status).toBe(201);
    await completeLessonsDirect(a!.id, learner.uid, a!.lessonIds);
    // Completion as the lesson services record it: the enrolment trigger then issues the certificate.
    await adminDb.doc(`enrollments/${a!.id}_${learner.uid}`).update({ completed_at: new Date() });
    await completeLessonsDirect(b!.id, learner.uid, [b!.lessonIds[0]!]);
    await setAccessUntil(c!.id, learner.uid, new Date(Date.now() - DAY));

    await expect.poll(async () => (await call<Answer<CoursesHub>>('GET', '/courses/hub', { token: learner.token })).body.data.certificates, { timeout: 20_000, interval: 500 })
      .toBe(1);
    const hub = await call<Answer<CoursesHub>>('GET', '/courses/hub', { token: learner.token });
    expect(hub.status, hub.text).toBe(200);
    expect(hub.body.data).toMatchObject({ instructor: 0, learning: 3, completed: 1, in_progress: 1, expired: 1, certificates: 1 });
    expect(hub.body.data.marketplace).toBeGreaterThanOrEqual(3);
    const authorHub = await call<Answer<CoursesHub>>('GET', '/courses/hub', { token: author.token });
    expect(authorHub.body.data).toMatchObject({ instructor: 4, learning: 0 });

    const rows = await call<Answer<CourseEnrollmentRow[]>>('GET', `/instructor/courses/${b!.id}/enrollments`, { token: author.token });
    expect(rows.status, rows.text).toBe(200);
    expect(rows.body.data).toEqual([expect.objectContaining({ uid: learner.uid, name: 'Test User', progress: 50, status: 'In Progress' })]);
    expect((await call('GET', `/instructor/courses/${b!.id}/enrollments`, { token: admin.token })).status).toBe(200);
    expectError(await call('GET', `/instructor/courses/${b!.id}/enrollments`, { token: otherTeacher.token }), 403, 'course/not-owner');
    expectError(await call('GET', `/instructor/courses/${b!.id}/enrollments`, { token: learner.token }), 403, 'course/teachers-only');
    expectError(await call('GET', '/instructor/courses/no-such-course/enrollments', { token: author.token }), 404, 'course/not-found');
  });
});
