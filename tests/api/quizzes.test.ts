// Building quizzes over HTTP (docs/quizzes.md): manual (free drafts, 5 sparks when first
// published) and template (5 sparks at creation) quizzes, the draft editor (replace, reorder, shuffle), publishing, deleting, and who may
// see a quiz. AI generation is in quiz-ai.test.ts.
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { QuestionInput, QuizDto, QuizTemplateDto, QuizTemplatePreviewDto, QuizWithQuestionsDto } from '@shared/schemas/quiz';
import { QUIZ_TEMPLATES } from '@functions/seed/quiz-templates';
import { adminDb } from '../support/admin';
import { call, expectError } from '../support/api';
import { checkedWallet } from '../support/wallets';
import { createTestUser, type TestUser } from '../support/users';

interface Created {
  data: QuizWithQuestionsDto;
  charged: number;
  balance: number;
  replayed: boolean;
}

const QUESTIONS: QuestionInput[] = [
  { type: 'multiple_choice', text: 'Capital of Saudi Arabia?', options: ['Jeddah', 'Riyadh', 'Dammam'], correct_answer: 'Riyadh', points: 10, time_limit_s: 20 },
  { type: 'true_false', text: 'The Red Sea is west of the Kingdom.', correct_answer: 'true', points: 5 },
  { type: 'short_answer', text: 'Name the capital.', correct_answer: ['Riyadh', 'الرياض'], points: 5 },
  { type: 'fill_blank', text: 'The largest sand desert is the ____.', correct_answer: 'Empty Quarter', points: 5 },
  { type: 'essay', text: 'Describe the landscape.', grading_guidelines: 'Deserts, mountains, coasts.', points: 20 },
];

async function balanceOf(uid: string): Promise<number> {
  return ((await adminDb.doc(`wallets/${uid}`).get()).get('spark_balance') as number | undefined) ?? 0;
}

async function createManual(teacher: TestUser, body: Record<string, unknown> = {}) {
  return call<Created>('POST', '/quizzes', {
    token: teacher.token,
    body: { method: 'manual', title: 'Geography', description: 'Unit 1', difficulty: 'easy', language: 'en', questions: QUESTIONS, ...body },
  });
}

let teacher: TestUser;

beforeAll(async () => {
  teacher = await createTestUser({ userType: 'teacher', sparks: 100 });
  const batch = adminDb.batch();
  for (const [id, template] of Object.entries(QUIZ_TEMPLATES)) batch.set(adminDb.doc(`quizTemplates/${id}`), template);
  await batch.commit();
});

describe('POST /quizzes (manual: a free draft, 5 sparks when published)', () => {
  it('creates a draft with its questions for nothing; publishing charges 5 sparks through the sparks core', async () => {
    const me = await createTestUser({ userType: 'teacher', sparks: 100 });
    const result = await createManual(me);
    expect(result.status, result.text).toBe(201);
    expect(result.body).toMatchObject({ status: 'success', charged: 0, balance: null, replayed: false });
    const quiz = result.body.data;
    expect(quiz).toMatchObject({
      owner_uid: me.uid, title: 'Geography', description: 'Unit 1', method: 'manual', difficulty: 'easy', language: 'en',
      status: 'draft', question_count: 5, total_points: 45, generator: null, challenge_count: 0, source: {}, publish_cost: 5,
    });
    expect(quiz.questions.map((q) => [q.order, q.type])).toEqual([
      [0, 'multiple_choice'], [1, 'true_false'], [2, 'short_answer'], [3, 'fill_blank'], [4, 'essay'],
    ]);
    // Stored keys have one shape per type.
    expect(quiz.questions.map((q) => q.correct_answer)).toEqual(['Riyadh', 'true', ['Riyadh', 'الرياض'], ['Empty Quarter'], '']);
    expect(quiz.questions[1]!.options).toEqual(['true', 'false']);
    expect(await balanceOf(me.uid)).toBe(100);
    expect((await adminDb.doc(`wallets/${me.uid}/ledger/quiz:${quiz.id}`).get()).exists).toBe(false);

    const published = await call<Created>('POST', `/quizzes/${quiz.id}/publish`, { token: me.token });
    expect(published.status, published.text).toBe(200);
    expect(published.body).toMatchObject({ charged: 5, balance: 95, data: { status: 'published', publish_cost: 0 } });
    const ledger = await adminDb.doc(`wallets/${me.uid}/ledger/quiz:${quiz.id}`).get();
    expect(ledger.data()).toMatchObject({ kind: 'charge', amount: -5, balance_after: 95, reason: 'manualQuiz' });
    // Publishing again charges nothing.
    const again = await call<Created>('POST', `/quizzes/${quiz.id}/publish`, { token: me.token });
    expect(again.body).toMatchObject({ charged: 0, data: { status: 'published' } });
    expect((await checkedWallet(me.uid)).balance).toBe(95);
    // The admin SDK sees exactly the documented question shape.
    const stored = await adminDb.collection(`quizzes/${quiz.id}/questions`).orderBy('order').get();
    expect(Object.keys(stored.docs[0]!.data()).sort()).toEqual(
      ['correct_answer', 'grading_guidelines', 'options', 'order', 'points', 'text', 'time_limit_s', 'type'],
    );
  });

  it('may start empty (questions come in the editor)', async () => {
    const result = await call<Created>('POST', '/quizzes', { token: teacher.token, body: { method: 'manual', title: 'Empty for now' } });
    expect(result.status, result.text).toBe(201);
    expect(result.body.data).toMatchObject({ question_count: 0, total_points: 0, difficulty: 'mixed', language: 'ar', questions: [] });
  });

  it('is safe to retry with the same requestId: one quiz', async () => {
    const me = await createTestUser({ userType: 'teacher', sparks: 20 });
    const requestId = `req-${randomUUID()}`;
    const first = await createManual(me, { requestId });
    const second = await createManual(me, { requestId });
    expect([first.status, second.status]).toEqual([201, 200]);
    expect(second.body).toMatchObject({ replayed: true, charged: 0 });
    expect(second.body.data.id).toBe(first.body.data.id);
    expect(await balanceOf(me.uid)).toBe(20);
  });

  it('a teacher without sparks builds a draft; publishing it then answers 402 with the number needed and leaves it a draft', async () => {
    const poor = await createTestUser({ userType: 'teacher', sparks: 3 });
    const created = await createManual(poor);
    expect(created.status, created.text).toBe(201);
    const quizId = created.body.data.id;
    const result = await call('POST', `/quizzes/${quizId}/publish`, { token: poor.token });
    expectError(result, 402, 'wallet/insufficient-sparks');
    expect(result.body.values).toEqual({ needed: 2 });
    expect(result.body.message).toBe('Insufficient sparks: 2 more needed.');
    expect((await adminDb.doc(`quizzes/${quizId}`).get()).get('status')).toBe('draft');
    expect(await balanceOf(poor.uid)).toBe(3);
  });

  it('parallel publications of one quiz charge once', async () => {
    const me = await createTestUser({ userType: 'teacher', sparks: 12 });
    const quizId = (await createManual(me)).body.data.id;
    const results = await Promise.all([1, 2, 3, 4].map(() => call<Created>('POST', `/quizzes/${quizId}/publish`, { token: me.token })));
    expect(results.map((r) => r.status)).toEqual([200, 200, 200, 200]);
    expect(results.map((r) => r.body.charged).sort()).toEqual([0, 0, 0, 5]);
    expect((await checkedWallet(me.uid)).balance).toBe(7);
  });

  it('welcome (promo) sparks pay for the publication first', async () => {
    const me = await createTestUser({ userType: 'teacher', sparks: 60, promo: 50 });
    const quizId = (await createManual(me)).body.data.id;
    expect((await call('POST', `/quizzes/${quizId}/publish`, { token: me.token })).status).toBe(200);
    expect(await checkedWallet(me.uid)).toMatchObject({ balance: 55, promo: 45, earned: 0 });
  });

  it('is for teachers only', async () => {
    const student = await createTestUser({ userType: 'student', sparks: 100 });
    expectError(await createManual(student), 403, 'quiz/teachers-only');
    expect(await balanceOf(student.uid)).toBe(100);
  });

  it('validates the body before anything is charged', async () => {
    const me = await createTestUser({ userType: 'teacher', sparks: 10 });
    expectError(await createManual(me, { title: '  ' }), 400, 'validation/all-fields-required');
    expectError(await createManual(me, { questions: [{ type: 'riddle', text: 'x' }] }), 400, 'validation/invalid-input');
    expectError(await createManual(me, { questions: [{ type: 'essay', text: 'x', points: -1 }] }), 400, 'validation/invalid-input');
    expectError(await call('POST', '/quizzes', { token: me.token, body: { method: 'ai', title: 'x' } }), 400, 'validation/all-fields-required');
    expectError(await call('POST', '/quizzes', { body: { method: 'manual', title: 'x' } }), 401, 'auth/no-token');
    expect(await balanceOf(me.uid)).toBe(10);
  });
});

describe('templates (5 sparks)', () => {
  it('GET /quizzes/templates lists them for teachers; students are refused', async () => {
    const result = await call<{ data: QuizTemplateDto[] }>('GET', '/quizzes/templates', { token: teacher.token });
    expect(result.status, result.text).toBe(200);
    expect(result.body.data.map((t) => t.id).sort()).toEqual(Object.keys(QUIZ_TEMPLATES).sort());
    expect(result.body.data.find((t) => t.id === 'water-cycle-en')).toMatchObject({
      title: 'The water cycle', subject: 'science', language: 'en', difficulty: 'easy', question_count: 5, total_points: 60,
    });
    const student = await createTestUser({ userType: 'student' });
    expectError(await call('GET', '/quizzes/templates', { token: student.token }), 403, 'quiz/teachers-only');
  });

  it('GET /quizzes/templates/{id} previews the questions without keys or grading guidelines', async () => {
    const result = await call<{ data: QuizTemplatePreviewDto }>('GET', '/quizzes/templates/fractions-en', { token: teacher.token });
    expect(result.status, result.text).toBe(200);
    expect(result.body.data.questions).toHaveLength(5);
    expect(result.body.data.questions[0]).toMatchObject({ type: 'multiple_choice', options: expect.arrayContaining(['3/6']) });
    // Every teacher (and a student's second account) may preview: the keys are not in it.
    expect(result.text).not.toContain('correct_answer');
    expect(result.text).not.toContain('grading_guidelines');
    for (const template of Object.keys(QUIZ_TEMPLATES)) {
      const preview = await call('GET', `/quizzes/templates/${template}`, { token: teacher.token });
      expect(preview.status).toBe(200);
      expect(preview.text).not.toMatch(/correct_answer|grading_guidelines/);
    }
    expectError(await call('GET', '/quizzes/templates/nope', { token: teacher.token }), 404, 'quiz/template-not-found');
  });

  it('POST /quizzes { method: template } copies the template into a draft for 5 sparks', async () => {
    const me = await createTestUser({ userType: 'teacher', sparks: 7 });
    const result = await call<Created>('POST', '/quizzes', { token: me.token, body: { method: 'template', template_id: 'saudi-geography-ar' } });
    expect(result.status, result.text).toBe(201);
    expect(result.body).toMatchObject({ charged: 5, balance: 2 });
    expect(result.body.data).toMatchObject({
      method: 'template', title: 'جغرافية المملكة العربية السعودية', language: 'ar', status: 'draft', question_count: 5,
      source: { template_id: 'saudi-geography-ar' },
    });
    expect(result.body.data.questions[0]).toMatchObject({ text: 'ما عاصمة المملكة العربية السعودية؟', correct_answer: 'الرياض' });
    // Unknown template: nothing charged.
    expectError(await call('POST', '/quizzes', { token: me.token, body: { method: 'template', template_id: 'nope' } }), 404, 'quiz/template-not-found');
    expect(await balanceOf(me.uid)).toBe(2);
    // Paid at creation (its keys were copied then): publishing it costs nothing more.
    expect(result.body.data.publish_cost).toBe(0);
    const published = await call<Created>('POST', `/quizzes/${result.body.data.id}/publish`, { token: me.token });
    expect(published.body).toMatchObject({ charged: 0, data: { status: 'published' } });
    expect((await checkedWallet(me.uid)).balance).toBe(2);
    // Without the sparks, no copy (and no keys).
    expectError(await call('POST', '/quizzes', { token: me.token, body: { method: 'template', template_id: 'saudi-geography-ar' } }), 402, 'wallet/insufficient-sparks');
  });
});

describe('reading and listing', () => {
  it('GET /quizzes lists the caller’s quizzes only, newest first', async () => {
    const me = await createTestUser({ userType: 'teacher', sparks: 50 });
    const a = await createManual(me, { title: 'First' });
    const b = await createManual(me, { title: 'Second' });
    const list = await call<{ data: QuizDto[] }>('GET', '/quizzes', { token: me.token });
    expect(list.status).toBe(200);
    expect(list.body.data.map((q) => q.id)).toEqual([b.body.data.id, a.body.data.id]);
    expect(list.body.data[0]).not.toHaveProperty('questions');
  });

  it('GET /quizzes/{id} is the owner’s: anyone else gets 404, as for a quiz that does not exist', async () => {
    const created = await createManual(teacher);
    const id = created.body.data.id;
    const own = await call<{ data: QuizWithQuestionsDto }>('GET', `/quizzes/${id}`, { token: teacher.token });
    expect(own.status).toBe(200);
    expect(own.body.data.questions[0]!.correct_answer).toBe('Riyadh');
    const other = await createTestUser({ userType: 'teacher' });
    const student = await createTestUser({ userType: 'student' });
    for (const who of [other, student]) {
      expectError(await call('GET', `/quizzes/${id}`, { token: who.token }), 404, 'quiz/not-found');
      expectError(await call('PATCH', `/quizzes/${id}`, { token: who.token, body: { title: 'Mine now' } }), 404, 'quiz/not-found');
      expectError(await call('POST', `/quizzes/${id}/publish`, { token: who.token }), 404, 'quiz/not-found');
      expectError(await call('DELETE', `/quizzes/${id}`, { token: who.token }), 404, 'quiz/not-found');
    }
    expectError(await call('GET', '/quizzes/does-not-exist', { token: teacher.token }), 404, 'quiz/not-found');
  });
});

describe('PATCH /quizzes/{id}: the draft editor', () => {
  it('replaces the questions, keeping the ids of the ones it carries', async () => {
    const quiz = (await createManual(teacher)).body.data;
    const [mc, tf] = quiz.questions;
    const result = await call<{ data: QuizWithQuestionsDto }>('PATCH', `/quizzes/${quiz.id}`, {
      token: teacher.token,
      body: {
        title: 'Geography (edited)',
        questions: [
          { ...QUESTIONS[1], id: tf!.id, text: 'Edited statement.' },
          { id: mc!.id, ...QUESTIONS[0] },
          { type: 'essay', text: 'A new essay.', points: 30 },
        ],
      },
    });
    expect(result.status, result.text).toBe(200);
    const data = result.body.data;
    expect(data).toMatchObject({ title: 'Geography (edited)', question_count: 3, total_points: 45 });
    expect(data.questions.map((q) => [q.id === tf!.id, q.id === mc!.id, q.order, q.text])).toEqual([
      [true, false, 0, 'Edited statement.'],
      [false, true, 1, 'Capital of Saudi Arabia?'],
      [false, false, 2, 'A new essay.'],
    ]);
    expect((await adminDb.collection(`quizzes/${quiz.id}/questions`).get()).size).toBe(3);
  });

  it('reorders the questions (every id exactly once)', async () => {
    const quiz = (await createManual(teacher)).body.data;
    const ids = quiz.questions.map((q) => q.id);
    const reversed = [...ids].reverse();
    const result = await call<{ data: QuizWithQuestionsDto }>('PATCH', `/quizzes/${quiz.id}`, { token: teacher.token, body: { order: reversed } });
    expect(result.status, result.text).toBe(200);
    expect(result.body.data.questions.map((q) => q.id)).toEqual(reversed);
    expectError(await call('PATCH', `/quizzes/${quiz.id}`, { token: teacher.token, body: { order: ids.slice(1) } }), 400, 'validation/invalid-input');
    expectError(await call('PATCH', `/quizzes/${quiz.id}`, { token: teacher.token, body: { order: [ids[0], ...ids.slice(0, -1)] } }), 400, 'validation/invalid-input');
    // One change of the question list at a time.
    expectError(await call('PATCH', `/quizzes/${quiz.id}`, { token: teacher.token, body: { order: ids, shuffle_options: true } }), 400, 'validation/invalid-input');
  });

  it('shuffles the multiple-choice options, keeping the key', async () => {
    const options = ['A1', 'B2', 'C3', 'D4', 'E5', 'F6'];
    const quiz = (await createManual(teacher, {
      questions: [{ type: 'multiple_choice', text: 'Pick F6', options, correct_answer: 'F6' }, QUESTIONS[1]],
    })).body.data;
    const orders = new Set<string>();
    for (let i = 0; i < 4; i += 1) {
      const result = await call<{ data: QuizWithQuestionsDto }>('PATCH', `/quizzes/${quiz.id}`, { token: teacher.token, body: { shuffle_options: true } });
      expect(result.status, result.text).toBe(200);
      const [mc, tf] = result.body.data.questions;
      expect([...mc!.options].sort()).toEqual(options);
      expect(mc!.correct_answer).toBe('F6');
      expect(tf!.options).toEqual(['true', 'false']);
      orders.add(mc!.options.join());
    }
    // 720 orders: four shuffles in a row all giving the original one would be a bug.
    expect(orders.size).toBeGreaterThan(1);
  });
});

describe('publishing', () => {
  it('names the incomplete questions, then publishes; a published quiz keeps its questions', async () => {
    const quiz = (await createManual(teacher, {
      questions: [
        { type: 'multiple_choice', text: 'Pick one', options: ['a', 'b'], correct_answer: 'c' },
        { type: 'true_false', text: 'Statement' },
        { type: 'fill_blank', text: 'No blank here', correct_answer: 'x' },
        QUESTIONS[4],
      ],
    })).body.data;
    const refused = await call('POST', `/quizzes/${quiz.id}/publish`, { token: teacher.token });
    expectError(refused, 400, 'quiz/incomplete');
    expect(refused.body.fields?.map((f) => f.path)).toEqual(['questions.0.correct-answer', 'questions.1.correct-answer', 'questions.2.blank']);

    const fixed = await call('PATCH', `/quizzes/${quiz.id}`, {
      token: teacher.token,
      body: {
        questions: [
          { id: quiz.questions[0]!.id, type: 'multiple_choice', text: 'Pick one', options: ['a', 'b'], correct_answer: 'b' },
          { id: quiz.questions[1]!.id, type: 'true_false', text: 'Statement', correct_answer: 'false' },
          { id: quiz.questions[2]!.id, type: 'fill_blank', text: 'A ____ here', correct_answer: 'blank' },
          { id: quiz.questions[3]!.id, ...QUESTIONS[4] },
        ],
      },
    });
    expect(fixed.status, fixed.text).toBe(200);
    const published = await call<{ data: QuizWithQuestionsDto }>('POST', `/quizzes/${quiz.id}/publish`, { token: teacher.token });
    expect(published.status, published.text).toBe(200);
    expect(published.body.data).toMatchObject({ status: 'published', question_count: 4 });
    expect(published.body.data.published_at).toEqual(expect.any(String));
    // Publishing again is harmless.
    expect((await call('POST', `/quizzes/${quiz.id}/publish`, { token: teacher.token })).status).toBe(200);

    expectError(
      await call('PATCH', `/quizzes/${quiz.id}`, { token: teacher.token, body: { questions: [QUESTIONS[0]] } }),
      409,
      'quiz/published-locked',
    );
    expectError(await call('PATCH', `/quizzes/${quiz.id}`, { token: teacher.token, body: { shuffle_options: true } }), 409, 'quiz/published-locked');
    const renamed = await call<{ data: QuizDto }>('PATCH', `/quizzes/${quiz.id}`, { token: teacher.token, body: { title: 'Renamed' } });
    expect(renamed.status).toBe(200);
    expect(renamed.body.data).toMatchObject({ title: 'Renamed', status: 'published' });
  });

  it('an empty quiz cannot be published', async () => {
    const quiz = (await createManual(teacher, { questions: [] })).body.data;
    const refused = await call('POST', `/quizzes/${quiz.id}/publish`, { token: teacher.token });
    expectError(refused, 400, 'quiz/incomplete');
    expect(refused.body.fields?.map((f) => f.path)).toEqual(['questions']);
  });
});

describe('DELETE /quizzes/{id}', () => {
  it('removes the quiz and its questions', async () => {
    const quiz = (await createManual(teacher)).body.data;
    const result = await call('DELETE', `/quizzes/${quiz.id}`, { token: teacher.token });
    expect(result.status, result.text).toBe(200);
    expect((await adminDb.doc(`quizzes/${quiz.id}`).get()).exists).toBe(false);
    expect((await adminDb.collection(`quizzes/${quiz.id}/questions`).get()).size).toBe(0);
    expectError(await call('GET', `/quizzes/${quiz.id}`, { token: teacher.token }), 404, 'quiz/not-found');
  });
});
