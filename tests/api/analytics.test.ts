// Class progress over HTTP (spec 000: GET /quiz/analytics/class/{classId} and
// GET /quiz/analytics/student/{userId}/class/{classId}) for a small class seeded through the
// API, and the CSV export (3 sparks once per requestId).
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { QuestionInput, QuizWithQuestionsDto } from '@shared/schemas/quiz';
import type { ClassAnalytics, StudentAnalytics } from '@shared/schemas/analytics';
import { adminDb } from '../support/admin';
import { call, expectError } from '../support/api';
import { API } from '../support/env';
import { addMemberDirect, createClassDirect } from '../support/classes';
import { createTestUser, type TestUser } from '../support/users';

let teacher: TestUser;
let sara: TestUser;
let ali: TestUser;
let omar: TestUser;
let outsider: TestUser;
let classId: string;
let c1: string;
let c2: string;
let c3: string;

const QUIZ_1: QuestionInput[] = [
  { type: 'multiple_choice', text: 'Capital of Saudi Arabia?', options: ['Jeddah', 'Riyadh'], correct_answer: 'Riyadh', points: 10 },
  { type: 'fill_blank', text: 'Water boils at ____ degrees.', correct_answer: '100', points: 10 },
];
const QUIZ_2: QuestionInput[] = [1, 2, 3, 4].map((n) => ({ type: 'true_false' as const, text: `Statement ${n}`, correct_answer: 'true', points: 5 }));
const QUIZ_3: QuestionInput[] = [
  { type: 'essay', text: 'Explain the water cycle.', grading_guidelines: 'Four stages.', points: 10 },
];

async function publishedQuiz(questions: QuestionInput[], title: string): Promise<QuizWithQuestionsDto> {
  const created = await call<{ data: QuizWithQuestionsDto }>('POST', '/quizzes', { token: teacher.token, body: { method: 'manual', title, language: 'en', questions } });
  expect(created.status, created.text).toBe(201);
  const published = await call<{ data: QuizWithQuestionsDto }>('POST', `/quizzes/${created.body.data.id}/publish`, { token: teacher.token });
  expect(published.status, published.text).toBe(200);
  return published.body.data;
}

async function submit(student: TestUser, challengeId: string, answers: Record<string, string>): Promise<void> {
  const result = await call('POST', `/classes/${classId}/challenges/${challengeId}/submissions`, { token: student.token, body: { answers } });
  expect(result.status, result.text).toBe(201);
}

async function named(user: TestUser, name: string): Promise<void> {
  await addMemberDirect(classId, user);
  await adminDb.doc(`classes/${classId}/members/${user.uid}`).update({ name });
}

async function balanceOf(uid: string): Promise<number> {
  return ((await adminDb.doc(`wallets/${uid}`).get()).get('spark_balance') as number | undefined) ?? 0;
}

// Sara: 100, 75 -> 87.5 (good); Ali: 50, 100 -> 75 (good); Omar: 0, -, essay waiting -> 0 (needs improvement).
beforeAll(async () => {
  teacher = await createTestUser({ userType: 'teacher', sparks: 100 });
  [sara, ali, omar, outsider] = await Promise.all([
    createTestUser({ userType: 'student' }),
    createTestUser({ userType: 'student' }),
    createTestUser({ userType: 'student' }),
    createTestUser({ userType: 'student' }),
  ]);
  classId = (await createClassDirect(teacher, 'Science 7')).classId;
  await named(sara, 'Sara');
  await named(ali, 'Ali');
  await named(omar, 'Omar');
  const q1 = await publishedQuiz(QUIZ_1, 'Week 1');
  const q2 = await publishedQuiz(QUIZ_2, 'Week 2');
  const q3 = await publishedQuiz(QUIZ_3, 'Week 3');
  const assign = async (quizId: string) =>
    (await call<{ data: { id: string } }>('POST', `/classes/${classId}/challenges`, { token: teacher.token, body: { quizId } })).body.data.id;
  c1 = await assign(q1.id);
  c2 = await assign(q2.id);
  c3 = await assign(q3.id);
  // Trend order comes from the due date (or the creation time): make it unambiguous.
  const day = 86_400_000;
  await adminDb.doc(`classes/${classId}/challenges/${c2}`).update({ due_at: new Date(Date.now() + 2 * day) });
  await adminDb.doc(`classes/${classId}/challenges/${c3}`).update({ due_at: new Date(Date.now() + 3 * day) });
  const [mc, fill] = q1.questions.map((q) => q.id) as [string, string];
  const tf = q2.questions.map((q) => q.id);
  await adminDb.doc(`classes/${classId}/challenges/${c1}`).update({ due_at: new Date(Date.now() + day) });
  // Everyone submits Week 1 in time, then its due date passes.
  await submit(sara, c1, { [mc]: 'Riyadh', [fill]: '١٠٠' });
  await submit(ali, c1, { [mc]: 'Riyadh', [fill]: '90' });
  await submit(omar, c1, { [mc]: 'Jeddah', [fill]: 'ninety' });
  await adminDb.doc(`classes/${classId}/challenges/${c1}`).update({ due_at: new Date(Date.now() - 3 * day) });
  await submit(sara, c2, Object.fromEntries(tf.map((id, i) => [id, i < 3 ? 'true' : 'false'])));
  await submit(ali, c2, Object.fromEntries(tf.map((id) => [id, 'true'])));
  await submit(omar, c3, { [q3.questions[0]!.id]: 'Evaporation and rain.' });
});

describe('GET /quiz/analytics/class/{classId}', () => {
  it('answers the overview, student results, trend, top performers and score bands', async () => {
    const result = await call<{ status: string; data: ClassAnalytics & { class_id: string } }>('GET', `/quiz/analytics/class/${classId}`, { token: teacher.token });
    expect(result.status, result.text).toBe(200);
    const data = result.body.data;
    expect(result.body.status).toBe('success');
    expect(data.class_id).toBe(classId);
    // Graded: 100, 50, 0, 75, 100 -> 65; Omar's essay waits for the teacher.
    expect(data.overview).toEqual({
      student_count: 3, challenge_count: 3, submission_count: 6, completion_rate: 66.7, average_percent: 65, band: 'satisfactory', pending_grading: 1,
    });
    expect(data.students.map((s) => [s.name, s.completed, s.graded, s.pending_grading, s.missing, s.average_percent, s.band, s.total_score])).toEqual([
      ['Ali', 2, 2, 0, 0, 75, 'good', 30],
      ['Omar', 2, 1, 1, 0, 0, 'needs_improvement', 0],
      ['Sara', 2, 2, 0, 0, 87.5, 'good', 35],
    ]);
    expect(data.trend.map((p) => [p.challenge_id, p.title, p.average_percent, p.submissions, p.graded])).toEqual([
      [c1, 'Week 1', 50, 3, 3],
      [c2, 'Week 2', 87.5, 2, 2],
      [c3, 'Week 3', null, 1, 0],
    ]);
    expect(data.top_performers.map((t) => [t.name, t.average_percent, t.rank])).toEqual([['Sara', 87.5, 1], ['Ali', 75, 2], ['Omar', 0, 3]]);
    expect(data.bands).toEqual([
      { band: 'excellent', min: 90, max: null, count: 0 },
      { band: 'good', min: 75, max: 89, count: 2 },
      { band: 'satisfactory', min: 60, max: 74, count: 0 },
      { band: 'needs_improvement', min: 0, max: 59, count: 1 },
    ]);
  });

  it('follows grading: once Omar’s essay is graded it counts', async () => {
    const graded = await call('PATCH', `/classes/${classId}/challenges/${c3}/submissions/${omar.uid}`, {
      token: teacher.token,
      body: { grades: [{ question_id: (await adminDb.doc(`classes/${classId}/challenges/${c3}/submissions/${omar.uid}`).get()).get('per_question')[0].question_id, awarded: 8 }] },
    });
    expect(graded.status, graded.text).toBe(200);
    const result = await call<{ data: ClassAnalytics }>('GET', `/quiz/analytics/class/${classId}`, { token: teacher.token });
    expect(result.body.data.overview).toMatchObject({ pending_grading: 0, average_percent: 67.5 });
    expect(result.body.data.students.find((s) => s.name === 'Omar')).toMatchObject({ average_percent: 40, band: 'needs_improvement', total_score: 8 });
    // The class scores on the member documents are the points earned.
    const scores = await Promise.all([sara, ali, omar].map(async (u) => (await adminDb.doc(`classes/${classId}/members/${u.uid}`).get()).get('score')));
    expect(scores).toEqual([35, 30, 8]);
  });

  it('is for the class’s teachers', async () => {
    expectError(await call('GET', `/quiz/analytics/class/${classId}`, { token: sara.token }), 403, 'class/forbidden');
    expectError(await call('GET', `/quiz/analytics/class/${classId}`, { token: outsider.token }), 403, 'class/forbidden');
    expectError(await call('GET', '/quiz/analytics/class/no-such-class', { token: teacher.token }), 404, 'class/not-found');
    expectError(await call('GET', `/quiz/analytics/class/${classId}`), 401, 'auth/no-token');
  });
});

describe('GET /quiz/analytics/student/{userId}/class/{classId}', () => {
  it('a student sees their own progress next to the class', async () => {
    const result = await call<{ data: StudentAnalytics }>('GET', `/quiz/analytics/student/${sara.uid}/class/${classId}`, { token: sara.token });
    expect(result.status, result.text).toBe(200);
    const data = result.body.data;
    expect(data.student).toMatchObject({ uid: sara.uid, name: 'Sara' });
    expect(data.overview).toMatchObject({ assigned: 3, completed: 2, graded: 2, missing: 0, average_percent: 87.5, band: 'good', rank: 1, class_size: 3, total_score: 35 });
    expect(data.results.map((r) => [r.challenge_id, r.state, r.percent, r.band])).toEqual([
      [c1, 'graded', 100, 'excellent'],
      [c2, 'graded', 75, 'good'],
      [c3, 'due', null, null],
    ]);
    expect(data.trend.map((p) => [p.challenge_id, p.percent, p.class_average])).toEqual([[c1, 100, 50], [c2, 75, 87.5]]);
  });

  it("teachers see any student; students never see a classmate's", async () => {
    const asTeacher = await call<{ data: StudentAnalytics }>('GET', `/quiz/analytics/student/${ali.uid}/class/${classId}`, { token: teacher.token });
    expect(asTeacher.status).toBe(200);
    expect(asTeacher.body.data.overview).toMatchObject({ average_percent: 75, rank: 2 });
    expectError(await call('GET', `/quiz/analytics/student/${ali.uid}/class/${classId}`, { token: sara.token }), 403, 'class/forbidden');
    expectError(await call('GET', `/quiz/analytics/student/${outsider.uid}/class/${classId}`, { token: outsider.token }), 403, 'class/forbidden');
    expectError(await call('GET', `/quiz/analytics/student/${outsider.uid}/class/${classId}`, { token: teacher.token }), 404, 'class/member-not-found');
  });
});

describe('GET /quiz/analytics/class/{classId}/export (CSV, 3 sparks)', () => {
  const exportPath = (by: string, requestId: string, lang = 'en') => `/quiz/analytics/class/${classId}/export?by=${by}&requestId=${requestId}&lang=${lang}`;

  it('per student: a CSV with a row per student, charged once per requestId', async () => {
    const before = await balanceOf(teacher.uid);
    const requestId = `exp-${randomUUID()}`;
    const result = await call('GET', exportPath('student', requestId), { token: teacher.token });
    expect(result.status, result.text).toBe(200);
    expect(result.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(result.headers.get('content-disposition')).toContain('Science-7-students.csv');
    expect(result.headers.get('x-sparks-charged')).toBe('3');
    expect(result.headers.get('x-sparks-balance')).toBe(String(before - 3));
    // fetch's text() drops the byte order mark: look at the bytes (a replay, so free).
    const raw = new Uint8Array(await (await fetch(`${API}${exportPath('student', requestId)}`, { headers: { Authorization: `Bearer ${teacher.token}` } })).arrayBuffer());
    expect([...raw.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = result.text.split('\r\n');
    expect(lines).toEqual([
      'Student,Completed,Assigned,Graded,Waiting for grading,Missing,Average %,Band,Total score,Week 1 (%),Week 2 (%),Week 3 (%)',
      'Ali,2,3,2,0,0,75,Good,30,50,100,',
      'Omar,2,3,2,0,0,40,Needs improvement,8,0,,80',
      'Sara,2,3,2,0,0,87.5,Good,35,100,75,',
      '',
    ]);
    expect(await balanceOf(teacher.uid)).toBe(before - 3);
    const ledger = await adminDb.doc(`wallets/${teacher.uid}/ledger/report:${classId}:student:${requestId}`).get();
    expect(ledger.data()).toMatchObject({ kind: 'charge', amount: -3, reason: 'progressReport' });

    const again = await call('GET', exportPath('student', requestId), { token: teacher.token });
    expect(again.status).toBe(200);
    expect(again.headers.get('x-sparks-charged')).toBe('0');
    expect(again.text).toBe(result.text);
    expect(await balanceOf(teacher.uid)).toBe(before - 3);

    // A new requestId is a new report.
    expect((await call('GET', exportPath('student', `exp-${randomUUID()}`), { token: teacher.token })).status).toBe(200);
    expect(await balanceOf(teacher.uid)).toBe(before - 6);
  });

  it('per question: a row per question of every challenge, in Arabic when asked', async () => {
    const result = await call('GET', exportPath('question', `exp-${randomUUID()}`), { token: teacher.token });
    expect(result.status, result.text).toBe(200);
    const lines = result.text.split('\r\n');
    expect(lines[0]).toBe('Challenge,Question #,Type,Question,Points,Answers,Correct,Wrong,Waiting for grading,Average points,Average %');
    expect(lines.slice(1, -1)).toEqual([
      'Week 1,1,Multiple choice,Capital of Saudi Arabia?,10,3,2,1,0,6.7,66.7',
      'Week 1,2,Fill in the blank,Water boils at ____ degrees.,10,3,1,2,0,3.3,33.3',
      'Week 2,1,True/false,Statement 1,5,2,2,0,0,5,100',
      'Week 2,2,True/false,Statement 2,5,2,2,0,0,5,100',
      'Week 2,3,True/false,Statement 3,5,2,2,0,0,5,100',
      'Week 2,4,True/false,Statement 4,5,2,1,1,0,2.5,50',
      'Week 3,1,Essay,Explain the water cycle.,10,1,0,0,0,8,80',
    ]);
    const arabic = await call('GET', exportPath('question', `exp-${randomUUID()}`, 'ar'), { token: teacher.token });
    expect(arabic.text.split('\r\n')[0]).toBe('التحدي,رقم السؤال,النوع,السؤال,النقاط,الإجابات,صحيحة,خاطئة,بانتظار التصحيح,متوسط النقاط,المتوسط %');
  });

  it('refuses short balances (402 with the number needed), bad queries and non-teachers', async () => {
    await adminDb.doc(`wallets/${teacher.uid}`).update({ spark_balance: 2 });
    const short = await call('GET', exportPath('student', `exp-${randomUUID()}`), { token: teacher.token });
    expectError(short, 402, 'wallet/insufficient-sparks');
    expect(short.body.values).toEqual({ needed: 1 });
    expect(short.headers.get('content-type')).toContain('application/json');
    expectError(await call('GET', `/quiz/analytics/class/${classId}/export?by=student`, { token: teacher.token }), 400, 'validation/invalid-input');
    expectError(await call('GET', exportPath('everything', `exp-${randomUUID()}`), { token: teacher.token }), 400, 'validation/invalid-input');
    expectError(await call('GET', exportPath('student', `exp-${randomUUID()}`), { token: sara.token }), 403, 'class/forbidden');
    expect(await balanceOf(teacher.uid)).toBe(2);
  });
});
