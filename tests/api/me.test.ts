// GET /me/activity and GET /me/performance (docs/site.md 4): a student with a class, a
// challenge graded by the teacher and a market purchase sees them on their timeline (paged by
// `before`) and per class; another student's and the teacher's facts never show.
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { activityPageSchema, performanceSchema, type ActivityItem, type ActivityPage, type Performance } from '@shared/schemas/me';
import type { ChallengeDto, QuizWithQuestionsDto } from '@shared/schemas/quiz';
import { call, expectError } from '../support/api';
import { addMemberDirect, createClassDirect } from '../support/classes';
import { createProductDirect } from '../support/market';
import { createManualQuiz } from '../support/quizzes';
import { createTestUser, type TestUser } from '../support/users';

let teacher: TestUser;
let sara: TestUser;
let ali: TestUser;
let classId: string;
let challenge: ChallengeDto;

async function activity(who: TestUser, query = ''): Promise<ActivityPage> {
  const result = await call<ActivityPage>('GET', `/me/activity${query}`, { token: who.token });
  expect(result.status, result.text).toBe(200);
  expect(activityPageSchema.safeParse(result.body).success, result.text).toBe(true);
  return result.body;
}

async function performance(who: TestUser): Promise<Performance> {
  const result = await call<{ data: Performance }>('GET', '/me/performance', { token: who.token });
  expect(result.status, result.text).toBe(200);
  expect(performanceSchema.safeParse(result.body.data).success, result.text).toBe(true);
  return result.body.data;
}

beforeAll(async () => {
  [teacher, sara, ali] = await Promise.all([
    createTestUser({ userType: 'teacher', sparks: 20 }),
    createTestUser({ sparks: 100 }),
    createTestUser(),
  ]);
  ({ classId } = await createClassDirect(teacher, 'Geography 8'));
  await Promise.all([addMemberDirect(classId, sara), addMemberDirect(classId, ali)]);
  const quiz: QuizWithQuestionsDto = await createManualQuiz(teacher, 'Capitals', true);
  const assigned = await call<{ data: ChallengeDto }>('POST', `/classes/${classId}/challenges`, { token: teacher.token, body: { quizId: quiz.id } });
  expect(assigned.status, assigned.text).toBe(201);
  challenge = assigned.body.data;
  const [mc, essay] = quiz.questions;
  const base = `/classes/${classId}/challenges/${challenge.id}/submissions`;
  for (const [who, answer] of [[sara, 'Riyadh'], [ali, 'Jeddah']] as const) {
    const submitted = await call('POST', base, { token: who.token, body: { answers: { [mc!.id]: answer, [essay!.id]: 'Sand.' } } });
    expect(submitted.status, submitted.text).toBe(201);
  }
  const graded = await call('PATCH', `${base}/${sara.uid}`, { token: teacher.token, body: { grades: [{ question_id: essay!.id, awarded: 5 }] } });
  expect(graded.status, graded.text).toBe(200);
  // A market purchase: a charge on Sara's wallet.
  const product = await createProductDirect(teacher, { price: 10 });
  const bought = await call('POST', '/market/orders', {
    token: sara.token, body: { order_id: randomUUID(), product_ids: [product.productId], expected_total: 10 },
  });
  expect(bought.status, bought.text).toBeLessThan(300);
}, 60_000);

describe('GET /me/activity', () => {
  it("lists the student's own events, newest first", async () => {
    const { data } = await activity(sara);
    const kinds = data.map((item) => item.kind);
    expect(kinds).toEqual(expect.arrayContaining(['class_joined', 'challenge_submitted', 'challenge_graded', 'sparks_spent', 'sparks_earned']));
    const times = data.map((item) => Date.parse(item.at));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(data.find((item) => item.kind === 'challenge_graded')).toMatchObject({ params: { title: challenge.title, percent: 75 }, link: '/studyHub' });
    expect(data.find((item) => item.kind === 'class_joined')?.params.name).toBe('Physics 101');
    expect(data.find((item) => item.kind === 'sparks_spent')?.params.amount).toBe(10);
  });

  it("never shows another user's facts", async () => {
    const { data } = await activity(ali);
    expect(data.filter((item) => item.kind === 'challenge_submitted')).toHaveLength(1);
    expect(data.some((item) => item.kind === 'challenge_graded' || item.kind.startsWith('sparks_'))).toBe(false);
    const teachers = await activity(teacher);
    expect(teachers.data.some((item) => item.kind.startsWith('challenge_'))).toBe(false);
  });

  it('pages by before without gaps or repeats', async () => {
    const all = (await activity(sara, '?limit=50')).data;
    const seen: ActivityItem[] = [];
    let before: string | null = null;
    for (let i = 0; i < 10; i += 1) {
      const page: ActivityPage = await activity(sara, `?limit=2${before ? `&before=${encodeURIComponent(before)}` : ''}`);
      expect(page.data.length).toBeLessThanOrEqual(2);
      seen.push(...page.data);
      before = page.next_before;
      if (!before) break;
    }
    expect(seen.map((item) => item.id)).toEqual(all.map((item) => item.id));
  });

  it('refuses a bad query and no token', async () => {
    expectError(await call('GET', '/me/activity?limit=0', { token: sara.token }), 400, 'me/invalid-query');
    expectError(await call('GET', '/me/activity?limit=51', { token: sara.token }), 400, 'me/invalid-query');
    expectError(await call('GET', '/me/activity?before=yesterday', { token: sara.token }), 400, 'me/invalid-query');
    expect((await call('GET', '/me/activity')).status).toBe(401);
  });
});

describe('GET /me/performance', () => {
  it("gives a student their class's figures", async () => {
    const mine = await performance(sara);
    expect(mine.role).toBe('student');
    expect(mine.classes).toHaveLength(1);
    expect(mine.classes[0]).toMatchObject({ class_id: classId, assigned: 1, done: 1, average: 75, best: 75, live_games: 0 });
    expect(mine.classes[0]!.recent).toEqual([expect.objectContaining({ challenge_id: challenge.id, percent: 75 })]);
    expect(mine.totals).toMatchObject({ classes: 1, assigned: 1, done: 1, average: 75 });
    // Ali's essay still waits for the teacher: done, but no score yet.
    expect((await performance(ali)).classes[0]).toMatchObject({ done: 1, average: null, recent: [] });
  });

  it("gives a teacher their class's averages", async () => {
    const theirs = await performance(teacher);
    expect(theirs.role).toBe('teacher');
    expect(theirs.classes[0]).toMatchObject({ class_id: classId, assigned: 1, done: 2, average: 75, best_rank: null });
    expect((await performance(await createTestUser())).classes).toEqual([]);
  });
});
