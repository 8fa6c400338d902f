// The personal AI instructor over HTTP (docs/assessments.md, "Personal AI instructor"): wrong
// answers in challenges (trigger), practice (inline) and live games (trigger) become mistakes;
// a session explains them through the local chat-completions server and builds a practice set
// without leaking its answers; practising scores it; model failures charge nothing.
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { InstructorPracticeResult, InstructorSession, MistakeDto } from '@shared/schemas/huda-instructor';
import type { ChallengeDto } from '@shared/schemas/quiz';
import { HUDA } from '@shared/constants';
import { dayKey } from '@functions/domain/awards/streak';
import { createInstructorSession } from '@functions/services/huda/create-instructor-session';
import { adminDb } from '../support/admin';
import { call, expectError, sleep } from '../support/api';
import { addMemberDirect, createClassDirect } from '../support/classes';
import { API } from '../support/env';
import { FAKE_INSTRUCTOR } from '../support/fake-instructor';
import { MARKERS } from '../support/openai-server';
import { createQuizDirect, type TestQuestion } from '../support/quizzes';
import { createTestUser, type TestUser } from '../support/users';

const QUESTIONS: TestQuestion[] = [
  { type: 'multiple_choice', text: 'What is the capital of France?', options: ['Paris', 'Rome', 'Madrid'], correct_answer: 'Paris', points: 10 },
  { type: 'true_false', text: 'The Nile flows north.', options: ['true', 'false'], correct_answer: 'true', points: 10 },
  { type: 'fill_blank', text: 'Water boils at ____ degrees.', correct_answer: ['100'], points: 10 },
  { type: 'essay', text: 'Describe the water cycle.', correct_answer: '', grading_guidelines: 'evaporation', points: 10 },
];

let teacher: TestUser;
let sara: TestUser;
let ali: TestUser;
let fay: TestUser;
let classId: string;
let quizId: string;
let qids: { mc: string; tf: string; fill: string; essay: string };
let challengeId: string;

const mine = (who: TestUser) => call<{ data: MistakeDto[] }>('GET', '/huda/instructor/mistakes', { token: who.token });

/** The trigger runs after the write: poll until `done` holds. */
async function eventually<T>(read: () => Promise<T>, done: (value: T) => boolean, what: string): Promise<T> {
  for (let i = 0; i < 60; i += 1) {
    const value = await read();
    if (done(value)) return value;
    await sleep(500);
  }
  throw new Error(`timed out waiting for ${what}`);
}

async function usageCount(uid: string): Promise<number> {
  const snap = await adminDb.collection('hudaUsage').where('uid', '==', uid).get();
  return snap.docs.reduce((sum, doc) => sum + ((doc.get('count') as number | undefined) ?? 0), 0);
}

/** A raw POST that reads the error code of any answer. */
async function postRaw(path: string, token: string, body: unknown): Promise<{ status: number; code?: string }> {
  const response = await fetch(`${API}${path}`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify(body),
  });
  const parsed = (await response.json().catch(() => ({}))) as { code?: string };
  return { status: response.status, code: parsed.code };
}

const createSession = (who: TestUser, body: Record<string, unknown>) =>
  call<{ data: InstructorSession }>('POST', '/huda/instructor/sessions', { token: who.token, body });

beforeAll(async () => {
  [teacher, sara, ali, fay] = await Promise.all([
    createTestUser({ userType: 'teacher', sparks: 50 }),
    createTestUser({ userType: 'student', sparks: 10 }),
    createTestUser({ userType: 'student' }),
    createTestUser({ userType: 'student', sparks: 10 }),
  ]);
  classId = (await createClassDirect(teacher)).classId;
  await Promise.all([addMemberDirect(classId, sara), addMemberDirect(classId, ali)]);
  quizId = await createQuizDirect(teacher, QUESTIONS, 'Mixed facts');
  const questions = await adminDb.collection(`quizzes/${quizId}/questions`).orderBy('order').get();
  const [mc, tf, fill, essay] = questions.docs.map((d) => d.id) as [string, string, string, string];
  qids = { mc, tf, fill, essay };
  const created = await call<{ data: ChallengeDto }>('POST', `/classes/${classId}/challenges`, {
    token: teacher.token,
    body: { quizId, practiceAllowed: true },
  });
  expect(created.status, created.text).toBe(201);
  challengeId = created.body.data.id;
});

describe('mistakes', () => {
  it('a challenge submission’s wrong auto-graded answers become mistakes (essays wait for the teacher)', async () => {
    const submitted = await call('POST', `/classes/${classId}/challenges/${challengeId}/submissions`, {
      token: sara.token,
      body: { answers: { [qids.mc]: 'Rome', [qids.tf]: 'false', [qids.fill]: '100', [qids.essay]: 'Rain falls.' } },
    });
    expect(submitted.status, submitted.text).toBe(201);
    const list = await eventually(() => mine(sara), (r) => r.body.data?.filter((m) => m.source === 'challenge').length === 2, 'challenge mistakes');
    const byQuestion = new Map(list.body.data.map((m) => [m.question_id, m]));
    expect(byQuestion.get(qids.mc)).toMatchObject({
      id: `challenge:${challengeId}:${qids.mc}`, uid: sara.uid, source: 'challenge', class_id: classId, quiz_id: quizId, source_id: challengeId,
      question: { type: 'multiple_choice', text: 'What is the capital of France?', options: ['Paris', 'Rome', 'Madrid'] },
      your_answer: 'Rome', correct_answer: 'Paris',
    });
    expect(byQuestion.get(qids.tf)).toMatchObject({ your_answer: 'false', correct_answer: 'true' });
    expect(byQuestion.has(qids.essay)).toBe(false);
    expect(byQuestion.has(qids.fill)).toBe(false);
    expect(typeof byQuestion.get(qids.mc)!.created_at).toBe('string');
    // Others never see them.
    expect((await mine(ali)).body.data).toEqual([]);
  });

  it('a practice call records a wrong answer at once, and a right answer later clears it', async () => {
    const practise = (fill: string) =>
      call('POST', `/classes/${classId}/challenges/${challengeId}/practice`, {
        token: ali.token,
        body: { answers: { [qids.mc]: 'Paris', [qids.tf]: 'true', [qids.fill]: fill, [qids.essay]: 'x' } },
      });
    const wrong = await practise('90');
    expect(wrong.status, wrong.text).toBe(200);
    const list = (await mine(ali)).body.data;
    expect(list.map((m) => [m.id, m.source, m.your_answer, m.correct_answer])).toEqual([[`practice:${challengeId}:${qids.fill}`, 'practice', '90', ['100']]]);
    expect((await practise('100')).status).toBe(200);
    expect((await mine(ali)).body.data).toEqual([]);
  });

  it('a finished live game gives registered players their wrong answers (guests none)', async () => {
    const sessionId = `s-${randomUUID()}`;
    const session = adminDb.doc(`liveSessions/${sessionId}`);
    await session.collection('server').doc('quiz').set({
      quiz_id: quizId,
      questions: [
        { id: 'lq0', type: 'multiple_choice', text: 'Largest planet?', options: ['Mars', 'Jupiter'], correct_answer: 'Jupiter', time_limit_s: 30, points: 10, image_url: null },
        { id: 'lq1', type: 'true_false', text: 'The Moon is a star.', options: ['true', 'false'], correct_answer: false, time_limit_s: 30, points: 10, image_url: null },
      ],
    });
    const answer = (uid: string, index: number, value: unknown) =>
      session.collection('answers').doc(`${index}_${uid}`).set({ uid, question_index: index, answer: value, received_at: new Date() });
    await Promise.all([answer(ali.uid, 0, 'Mars'), answer(ali.uid, 1, false), answer('guest-player', 0, 'Mars')]);
    await adminDb.doc(`liveReports/${sessionId}`).create({
      session_id: sessionId, host_uid: teacher.uid, quiz_id: quizId, quiz_title: 'Space', class_id: null, question_count: 2, questions_played: 2,
      player_count: 2, questions: [{ index: 0 }, { index: 1 }],
      players: [{ uid: ali.uid, nickname: 'Ali', score: 10, rank: 1 }, { uid: 'guest-player', nickname: 'Guest', score: 0, rank: 2 }],
      ended_at: new Date(), created_at: new Date(),
    });
    const list = await eventually(() => mine(ali), (r) => r.body.data?.some((m) => m.source === 'live') === true, 'live mistakes');
    expect(list.body.data.filter((m) => m.source === 'live').map((m) => [m.id, m.your_answer, m.correct_answer])).toEqual([[`live:${sessionId}:lq0`, 'Mars', 'Jupiter']]);
    expect((await adminDb.collection('users/guest-player/mistakes').get()).empty).toBe(true);
  });
});

describe('sessions', () => {
  let session: InstructorSession;
  const requestId = `req-${randomUUID()}`;

  it('explains the latest mistakes and builds practice questions without their answers, for one Huda answer', async () => {
    const mistakes = (await mine(sara)).body.data;
    expect(mistakes.length).toBeGreaterThanOrEqual(2);
    const before = await usageCount(sara.uid);
    const created = await createSession(sara, { request_id: requestId, language: 'en' });
    expect(created.status, created.text).toBe(201);
    session = created.body.data;
    expect(session).toMatchObject({ language: 'en', offline: false, paid_with: 'free', last_score: null });
    expect(session.explanations.map((e) => e.mistake_id).sort()).toEqual(mistakes.map((m) => m.id).sort());
    for (const e of session.explanations) expect(e.explanation).toBe(FAKE_INSTRUCTOR.explanation(e.mistake_id));
    expect(session.questions).toHaveLength(5);
    for (const q of session.questions) expect(Object.keys(q).sort()).toEqual(['id', 'options', 'text', 'type']);
    expect(created.text).not.toContain('Because');
    expect(await usageCount(sara.uid)).toBe(before + 1);
    // The same request again: the stored set, nothing taken twice.
    const again = await createSession(sara, { request_id: requestId, language: 'en' });
    expect(again.status, again.text).toBe(200);
    expect(again.body.data.id).toBe(session.id);
    expect(await usageCount(sara.uid)).toBe(before + 1);
  });

  it('the owner gets the set; anyone else 404', async () => {
    const own = await call<{ data: InstructorSession }>('GET', `/huda/instructor/sessions/${session.id}`, { token: sara.token });
    expect(own.status).toBe(200);
    expect(own.body.data.questions).toEqual(session.questions);
    expectError(await call('GET', `/huda/instructor/sessions/${session.id}`, { token: ali.token }), 404, 'huda/practice-not-found');
    expectError(await call('GET', '/huda/instructor/sessions/no-such-set', { token: sara.token }), 404, 'huda/practice-not-found');
    expectError(await call('POST', `/huda/instructor/sessions/${session.id}/practice`, { token: ali.token, body: { answers: {} } }), 404, 'huda/practice-not-found');
  });

  it('practising scores like practice mode and keeps the last score', async () => {
    const path = `/huda/instructor/sessions/${session.id}/practice`;
    const answers = Object.fromEntries(session.questions.map((q) => [q.id, q.type === 'multiple_choice' ? FAKE_INSTRUCTOR.mcAnswer : 'true']));
    const [first] = session.questions;
    const oneWrong = { ...answers, [first!.id]: 'Wrong' };
    const scored = await call<{ data: InstructorPracticeResult }>('POST', path, { token: sara.token, body: { answers: oneWrong } });
    expect(scored.status, scored.text).toBe(200);
    expect(scored.body.data).toMatchObject({ score: 4, max_score: 5, percent: 80 });
    expect(scored.body.data.results[0]).toMatchObject({ question_id: first!.id, correct: false, your_answer: 'Wrong', correct_answer: FAKE_INSTRUCTOR.mcAnswer, feedback: 'Because 1.' });
    const stored = await call<{ data: InstructorSession }>('GET', `/huda/instructor/sessions/${session.id}`, { token: sara.token });
    expect(stored.body.data.last_score).toMatchObject({ score: 4, max_score: 5, percent: 80 });
    expectError(await call('POST', path, { token: sara.token, body: { answers: { [first!.id]: 'Right' } } }), 400, 'quiz/answer-all');
    expectError(await call('POST', path, { token: sara.token, body: { answers: { ...answers, zz: 'x' } } }), 400, 'quiz/unknown-question');
    expectError(await call('POST', path, { token: sara.token, body: { answers: 'x' } }), 400, 'validation/invalid-input');
  });

  it('refuses malformed requests and users without mistakes', async () => {
    expectError(await createSession(sara, {}), 400, 'validation/invalid-input');
    expectError(await createSession(sara, { request_id: 'short' }), 400, 'validation/invalid-input');
    expectError(await createSession(sara, { request_id: `req-${randomUUID()}`, mistake_ids: [] }), 400, 'validation/invalid-input');
    expectError(await createSession(sara, { request_id: `req-${randomUUID()}`, extra: 1 }), 400, 'validation/invalid-input');
    expectError(await createSession(teacher, { request_id: `req-${randomUUID()}` }), 404, 'huda/no-mistakes');
    expectError(await createSession(sara, { request_id: `req-${randomUUID()}`, mistake_ids: ['challenge:nope:nope'] }), 404, 'huda/no-mistakes');
  });

  it('model failures (HTTP 500, refusal, truncation, timeout) charge nothing and store nothing', async () => {
    const seed = (id: string, text: string) =>
      adminDb.doc(`users/${fay.uid}/mistakes/${id}`).set({
        id, uid: fay.uid, source: 'practice', class_id: null, quiz_id: null, source_id: 'x', question_id: id,
        question: { type: 'true_false', text, options: ['true', 'false'] }, your_answer: 'false', correct_answer: 'true', created_at: new Date(),
      });
    await Promise.all([
      seed('practice:x:m500', `Broken ${MARKERS.http500}`),
      seed('practice:x:mref', `Refused ${MARKERS.refusal}`),
      seed('practice:x:mcut', `Cut short ${MARKERS.truncated}`),
      seed('practice:x:slow', `Slow ${MARKERS.slow(1500)}`),
    ]);
    const failed = await postRaw('/huda/instructor/sessions', fay.token, { request_id: `req-${randomUUID()}`, mistake_ids: ['practice:x:m500'] });
    expect(failed).toEqual({ status: 422, code: 'huda/ai-failed' });
    const [refused, truncated] = await Promise.all([
      createSession(fay, { request_id: `req-${randomUUID()}`, mistake_ids: ['practice:x:mref'] }),
      createSession(fay, { request_id: `req-${randomUUID()}`, mistake_ids: ['practice:x:mcut'] }),
    ]);
    expectError(refused, 422, 'huda/ai-refused');
    expectError(truncated, 422, 'huda/ai-truncated');
    // A timeout, in this process with a short client timeout (the emulator's is 3 s, retried
    // once): the same service the route calls.
    const timeout = process.env.OPENAI_TIMEOUT_MS;
    process.env.OPENAI_TIMEOUT_MS = '300';
    try {
      await expect(createInstructorSession(fay.uid, { request_id: `req-${randomUUID()}`, mistake_ids: ['practice:x:slow'] })).rejects.toMatchObject({
        code: 'huda/ai-timeout',
      });
    } finally {
      process.env.OPENAI_TIMEOUT_MS = timeout;
    }
    expect(await usageCount(fay.uid)).toBe(0);
    expect((await adminDb.doc(`wallets/${fay.uid}`).get()).get('spark_balance')).toBe(10);
    expect((await adminDb.collection('hudaPractice').where('uid', '==', fay.uid).get()).empty).toBe(true);
  });

  it('a paid session that fails gives its spark back', async () => {
    // The free answers of the day are used up: the session's ticket is a spark.
    const day = dayKey(Date.now());
    await adminDb.doc(`hudaUsage/${fay.uid}_${day}`).set({ uid: fay.uid, day, count: HUDA.freeDailyAnswers, tickets: {} });
    const requestId = `req-${randomUUID()}`;
    expectError(await createSession(fay, { request_id: requestId, mistake_ids: ['practice:x:m500'] }), 422, 'huda/ai-failed');
    const ledger = (await adminDb.collection(`wallets/${fay.uid}/ledger`).get()).docs.map((d) => [d.id, d.get('kind')]).filter(([id]) => String(id).includes(requestId)).sort();
    expect(ledger).toEqual([
      [`huda:instructor-${requestId}`, 'charge'],
      [`refund:huda:instructor-${requestId}`, 'refund'],
    ]);
    expect((await adminDb.doc(`wallets/${fay.uid}`).get()).get('spark_balance')).toBe(10);
    expect((await adminDb.collection('hudaPractice').where('uid', '==', fay.uid).get()).empty).toBe(true);
  });

  it('offline (no OPENAI_API_KEY): template explanations and the same questions again, free', async () => {
    const key = process.env.OPENAI_API_KEY;
    delete process.env.OPENAI_API_KEY;
    try {
      const { session, created } = await createInstructorSession(fay.uid, { request_id: `req-${randomUUID()}`, mistake_ids: ['practice:x:mref'], language: 'en' });
      expect(created).toBe(true);
      expect(session).toMatchObject({ offline: true, paid_with: null });
      expect(session.explanations.map((e) => e.mistake_id)).toEqual(['practice:x:mref']);
      expect(session.explanations[0]!.explanation).not.toBe(FAKE_INSTRUCTOR.explanation('practice:x:mref'));
      expect(session.questions.map((q) => [q.type, q.text])).toEqual([['true_false', `Refused ${MARKERS.refusal}`]]);
    } finally {
      process.env.OPENAI_API_KEY = key;
    }
    expect(await usageCount(fay.uid)).toBe(HUDA.freeDailyAnswers);
    expect((await adminDb.doc(`wallets/${fay.uid}`).get()).get('spark_balance')).toBe(10);
  });
});
