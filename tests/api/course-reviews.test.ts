// Course reviews over HTTP (docs/courses.md, "Enrolment and learning"): enrolled learners rate
// a course once (1-5, with a comment), the course's rating and review_count are recomputed in
// the same transaction, the list pages newest first with a summary; bad input is 4xx.
import { beforeAll, describe, expect, it } from 'vitest';
import type { CourseOverview, Review, ReviewSummary } from '@shared/schemas/course-learning';
import { adminDb } from '../support/admin';
import { call, expectError, sleep } from '../support/api';
import { createCourseDirect, orderId, setAccessUntil, type SeededCourse } from '../support/course-enrollment';
import { createTestUser, type TestUser } from '../support/users';

let teacher: TestUser;
let learners: TestUser[];
let outsider: TestUser;
let course: SeededCourse;

const review = (user: TestUser, body: unknown, courseId = course.id) => call<{ data: Review }>('POST', `/courses/${courseId}/reviews`, { token: user.token, body });

beforeAll(async () => {
  [teacher, outsider, ...learners] = await Promise.all([
    createTestUser({ userType: 'teacher' }),
    createTestUser(),
    createTestUser(),
    createTestUser(),
    createTestUser(),
  ]);
  course = await createCourseDirect(teacher.uid, { price: 0 });
  for (const learner of learners) {
    const result = await call('POST', `/courses/${course.id}/enroll`, { token: learner.token, body: { order_id: orderId() } });
    expect(result.status, result.text).toBe(201);
  }
});

describe('POST /courses/{courseId}/reviews', () => {
  it('takes one review per enrolled learner and keeps the course rating from them', async () => {
    const [first, second, third] = learners as [TestUser, TestUser, TestUser];
    expectError(await review(outsider, { rating: 5, comment: 'Great' }), 403, 'course-learning/not-enrolled');
    expectError(await review(teacher, { rating: 5, comment: 'Mine' }), 403, 'course-learning/not-enrolled');

    const created = await review(first, { rating: 5, comment: '  Clear and useful  ' });
    expect(created.status, created.text).toBe(201);
    expect(created.body.data).toMatchObject({ id: first.uid, uid: first.uid, name: 'Test User', rating: 5, comment: 'Clear and useful', mine: true });
    expectError(await review(first, { rating: 1, comment: 'Changed my mind' }), 409, 'course-learning/already-reviewed');

    // An expired enrolment still counts: the learner took the course. No comment is fine.
    await setAccessUntil(course.id, second.uid, new Date(Date.now() - 1000));
    await sleep(5);
    expect((await review(second, { rating: 4 })).status).toBe(201);
    expect((await review(third, { rating: 4, comment: 'Good' })).status).toBe(201);

    const stored = (await adminDb.doc(`courses/${course.id}`).get()).data();
    expect(stored).toMatchObject({ rating: 4.3, review_count: 3 });
    expect((await adminDb.doc(`enrollments/${course.id}_${first.uid}`).get()).get('review_id')).toBe(first.uid);

    const overview = await call<{ data: CourseOverview }>('GET', `/courses/${course.id}/overview`, { token: first.token });
    expect(overview.body.data).toMatchObject({ rating: 4.3, reviews: 3, can_review: false });
  });

  it('refuses ratings that are not whole stars from 1 to 5, and over-long comments', async () => {
    const learner = learners[0]!;
    for (const rating of [0, 6, 3.5, '5', null, undefined]) {
      expectError(await review(learner, { rating, comment: 'x' }), 400, 'course-learning/invalid-rating');
    }
    expectError(await review(learner, { rating: 5, comment: 'x'.repeat(2001) }), 400, 'course-learning/comment-too-long');
    expectError(await review(learner, { rating: 5, comment: 'x', stars: 5 }), 400, 'validation/invalid-input');
    expectError(await review(learner, { rating: 5 }, 'no-such-course'), 404, 'course-learning/not-found');
  });
});

describe('GET /courses/{courseId}/reviews', () => {
  it('pages newest first with the summary, and hides a draft’s reviews from learners', async () => {
    const reader = learners[2]!;
    const all = await call<{ data: Review[]; summary: ReviewSummary }>('GET', `/courses/${course.id}/reviews`, { token: reader.token });
    expect(all.status, all.text).toBe(200);
    expect(all.body.summary).toEqual({ rating: 4.3, count: 3, distribution: { 1: 0, 2: 0, 3: 0, 4: 2, 5: 1 } });
    expect(all.body.data.map((r) => r.uid)).toEqual([learners[2]!.uid, learners[1]!.uid, learners[0]!.uid]);
    expect(all.body.data.map((r) => r.mine)).toEqual([true, false, false]);

    const page1 = await call<{ data: Review[] }>('GET', `/courses/${course.id}/reviews?limit=2`, { token: outsider.token });
    expect(page1.body.data).toHaveLength(2);
    const page2 = await call<{ data: Review[] }>('GET', `/courses/${course.id}/reviews?limit=2&after=${page1.body.data[1]!.id}`, { token: outsider.token });
    expect(page2.body.data.map((r) => r.uid)).toEqual([learners[0]!.uid]);
    expectError(await call('GET', `/courses/${course.id}/reviews?limit=0`, { token: outsider.token }), 400, 'validation/invalid-input');
    expectError(await call('GET', `/courses/${course.id}/reviews?limit=abc`, { token: outsider.token }), 400, 'validation/invalid-input');

    const draft = await createCourseDirect(teacher.uid, { status: 'Draft' });
    expectError(await call('GET', `/courses/${draft.id}/reviews`, { token: outsider.token }), 404, 'course-learning/not-found');
    expect((await call('GET', `/courses/${draft.id}/reviews`, { token: teacher.token })).status).toBe(200);
  });
});
