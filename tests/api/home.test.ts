// GET /home (docs/home.md): each role gets its own home and only its own figures. A class
// with a pending request, a published quiz assigned as a challenge (one essay waiting for a
// grade), a draft, a live game of the class; products and payouts for the admin queues.
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AdminHome, HomeSummary, StudentHome, TeacherHome } from '@shared/schemas/home';
import { homeSummarySchema } from '@shared/schemas/home';
import type { ChallengeDto, QuizWithQuestionsDto } from '@shared/schemas/quiz';
import { adminDb } from '../support/admin';
import { call, expectError } from '../support/api';
import { addMemberDirect, createClassDirect } from '../support/classes';
import { createExchangeRequestDirect, createProductDirect } from '../support/market';
import { createManualQuiz } from '../support/quizzes';
import { createTestUser, type TestUser } from '../support/users';

let teacher: TestUser;
let otherTeacher: TestUser;
let sara: TestUser;
let ali: TestUser;
let waiting: TestUser;
let classId: string;
let quiz: QuizWithQuestionsDto;
let challenge: ChallengeDto;

async function home<T extends HomeSummary = HomeSummary>(who: TestUser): Promise<T> {
  const result = await call<{ data: T }>('GET', '/home', { token: who.token });
  expect(result.status, result.text).toBe(200);
  // The answer is exactly the shared schema the web parses it with.
  expect(homeSummarySchema.safeParse(result.body.data).success, result.text).toBe(true);
  return result.body.data;
}

beforeAll(async () => {
  [teacher, otherTeacher, sara, ali, waiting] = await Promise.all([
    createTestUser({ userType: 'teacher', sparks: 20 }),
    createTestUser({ userType: 'teacher' }),
    createTestUser(),
    createTestUser(),
    createTestUser(),
  ]);
  ({ classId } = await createClassDirect(teacher, 'Geography 8'));
  await addMemberDirect(classId, sara);
  await addMemberDirect(classId, ali);
  await addMemberDirect(classId, waiting, { status: 'pending' });
  await adminDb.doc(`classes/${classId}`).update({ member_count: 2 });
  quiz = await createManualQuiz(teacher, 'Capitals', true);
  await createManualQuiz(teacher, 'Rivers (draft)', false);
  const dueAt = new Date(Date.now() + 3 * 24 * 60 * 60 * 1000).toISOString();
  const assigned = await call<{ data: ChallengeDto }>('POST', `/classes/${classId}/challenges`, {
    token: teacher.token, body: { quizId: quiz.id, dueAt },
  });
  expect(assigned.status, assigned.text).toBe(201);
  challenge = assigned.body.data;
  const [mc, essay] = quiz.questions;
  const submitted = await call('POST', `/classes/${classId}/challenges/${challenge.id}/submissions`, {
    token: sara.token, body: { answers: { [mc!.id]: 'Riyadh', [essay!.id]: 'Sand and mountains.' } },
  });
  expect(submitted.status, submitted.text).toBe(201);
}, 60_000);

describe('GET /home', () => {
  it('needs a token', async () => {
    expectError(await call('GET', '/home'), 401, 'auth/no-token');
  });

  it('a student sees the challenges they have not submitted, with the class name and due date', async () => {
    const mine = await home<StudentHome>(ali);
    expect(mine.role).toBe('student');
    expect(mine.class_count).toBe(1);
    expect(mine.due.items).toEqual([
      { id: challenge.id, class_id: classId, class_name: 'Physics 101', title: 'Capitals', question_count: 2, due_at: challenge.due_at, overdue: false },
    ]);
    expect(mine.due.count).toBe(1);
    // Nothing of a teacher's figures.
    expect(mine).not.toHaveProperty('needs_grading');
    expect(mine).not.toHaveProperty('classes');
    // Sara submitted: nothing due for her.
    const hers = await home<StudentHome>(sara);
    expect(hers.due).toEqual({ count: 0, items: [] });
    // A pending member sees nothing of the class yet.
    const pending = await home<StudentHome>(waiting);
    expect(pending).toMatchObject({ class_count: 0, due: { count: 0, items: [] }, live: [] });
  });

  it('a teacher sees their classes with pending requests, drafts and the grading queue; another teacher none of it', async () => {
    const mine = await home<TeacherHome>(teacher);
    expect(mine.role).toBe('teacher');
    expect(mine.classes).toEqual([{ id: classId, name: 'Geography 8', member_count: 2, pending_count: 1 }]);
    expect(mine.pending_count).toBe(1);
    expect(mine.needs_grading).toEqual({
      count: 1,
      items: [{ class_id: classId, class_name: 'Geography 8', challenge_id: challenge.id, title: 'Capitals', count: 1 }],
    });
    expect(mine.drafts.count).toBe(1);
    expect(mine.drafts.items[0]).toMatchObject({ title: 'Rivers (draft)', question_count: 2 });
    expect(mine.published_count).toBe(1);

    const other = await home<TeacherHome>(otherTeacher);
    expect(other).toMatchObject({ role: 'teacher', classes: [], pending_count: 0, needs_grading: { count: 0, items: [] }, drafts: { count: 0, items: [] }, published_count: 0 });
  });

  it('grading the essay empties the queue', async () => {
    const [, essay] = quiz.questions;
    const graded = await call('PATCH', `/classes/${classId}/challenges/${challenge.id}/submissions/${sara.uid}`, {
      token: teacher.token, body: { grades: [{ question_id: essay!.id, awarded: 8 }] },
    });
    expect(graded.status, graded.text).toBe(200);
    expect((await home<TeacherHome>(teacher)).needs_grading).toEqual({ count: 0, items: [] });
  });

  it("a student sees their class's live game until it ends, and whether they already joined", async () => {
    const created = await call<{ sessionId: string; code: string }>('POST', '/live/sessions', {
      token: teacher.token, body: { quizId: quiz.id, classId },
    });
    expect(created.status, created.text).toBe(201);
    const { sessionId, code } = created.body;
    const game = { session_id: sessionId, class_id: classId, class_name: 'Physics 101', quiz_title: 'Capitals', state: 'waiting', code };
    expect((await home<StudentHome>(ali)).live).toEqual([{ ...game, joined: false }]);
    // Someone outside the class does not see it.
    const outsider = await createTestUser();
    expect((await home<StudentHome>(outsider)).live).toEqual([]);

    const joined = await call('POST', '/live/join', { token: ali.token, body: { code, nickname: `Ali ${randomUUID().slice(0, 4)}` } });
    expect(joined.status, joined.text).toBe(200);
    expect((await home<StudentHome>(ali)).live).toEqual([{ ...game, joined: true }]);

    expect((await home<TeacherHome>(teacher)).live_reports).toEqual({ count: 0, items: [] });
    const ended = await call('POST', `/live/sessions/${sessionId}/end`, { token: teacher.token });
    expect(ended.status, ended.text).toBe(200);
    expect((await home<StudentHome>(ali)).live).toEqual([]);
    // The finished game joins the host's reports, and only theirs.
    expect((await home<TeacherHome>(teacher)).live_reports).toMatchObject({ count: 1, items: [{ session_id: sessionId, quiz_title: 'Capitals', player_count: 1 }] });
    expect((await home<TeacherHome>(otherTeacher)).live_reports).toEqual({ count: 0, items: [] });
  });

  it('a centre gets its quiz figures and nothing of classes or queues', async () => {
    const centre = await createTestUser({ userType: 'centers' });
    const summary = await home(centre);
    expect(summary).toEqual({ role: 'centers', drafts: { count: 0, items: [] }, published_count: 0, live_reports: { count: 0, items: [] } });
  });

  it('an administrator gets the review queue counts', async () => {
    const admin = await createTestUser({ userType: 'administrator' });
    const seller = await createTestUser({ userType: 'teacher' });
    await createProductDirect(seller, { status: 'pending' });
    await createExchangeRequestDirect(seller);
    const count = async (collection: string) =>
      (await adminDb.collection(collection).where('status', '==', 'pending').count().get()).data().count;
    // The counts are global and the browser journeys run beside this file: compare until a read
    // falls between two of their writes.
    const compare = async () => {
      const summary = await home<AdminHome>(admin);
      return { summary, products: await count('products'), payouts: await count('exchangeRequests') };
    };
    const settled = (c: Awaited<ReturnType<typeof compare>>) => c.summary.queues.products_pending === c.products && c.summary.queues.payouts_pending === c.payouts;
    let last = await compare();
    for (let i = 0; i < 10 && !settled(last); i += 1) last = await compare();
    const { summary } = last;
    expect(summary.role).toBe('administrator');
    expect(summary.queues.products_pending).toBe(last.products);
    expect(summary.queues.payouts_pending).toBe(last.payouts);
    expect(summary.queues.products_pending).toBeGreaterThan(0);
    expect(summary.queues.payouts_pending).toBeGreaterThan(0);
    // Nobody else gets the queues.
    expect(await home(teacher)).not.toHaveProperty('queues');
    expect(await home(sara)).not.toHaveProperty('queues');
  });

  it('an account without a role gets an empty home', async () => {
    const nobody = await createTestUser({ userType: null });
    expect(await home(nobody)).toEqual({ role: 'none' });
  });
});
