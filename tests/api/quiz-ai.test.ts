// AI quiz generation over HTTP (15 sparks) against tests/support/openai-server.ts: the
// functions' real `openai` client talks chat completions (JSON, and SSE for the grade
// suggestions) to a local server whose behaviour the markers in the prompt choose.
import { randomUUID } from 'node:crypto';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PDF_BASE64_MAX_LENGTH, generateQuizRequestSchema, type QuizBuildCostsDto, type QuizWithQuestionsDto } from '@shared/schemas/quiz';
import { buildCosts, generateQuiz } from '@functions/services/quizzes';
import { adminDb } from '../support/admin';
import { call, expectError } from '../support/api';
import { addMemberDirect, createClassDirect } from '../support/classes';
import { forgetRequests, MARKERS, receivedRequests, requestsMentioning } from '../support/openai-server';
import { BROKEN_PDF, emptyPdf, NOT_A_PDF, pdfWithLines } from '../support/pdf';
import { createTestUser, type TestUser } from '../support/users';

interface Generated {
  data: QuizWithQuestionsDto;
  generator: string;
  charged: number;
  balance: number;
  replayed: boolean;
  dropped: number;
}

const PROMPT = 'A quiz about photosynthesis for grade 7 science';

async function balanceOf(uid: string): Promise<number> {
  return ((await adminDb.doc(`wallets/${uid}`).get()).get('spark_balance') as number | undefined) ?? 0;
}

async function ledgerOf(uid: string) {
  const snap = await adminDb.collection(`wallets/${uid}/ledger`).get();
  return snap.docs.filter((d) => !d.id.startsWith('seed-')).map((d) => ({ id: d.id, ...d.data() }) as { id: string; kind: string; amount: number; reason: string; refund_of?: string });
}

const generate = (teacher: TestUser, body: Record<string, unknown>) =>
  call<Generated>('POST', '/quizzes/generate', { token: teacher.token, body });

async function quizCount(uid: string): Promise<number> {
  return (await adminDb.collection('quizzes').where('owner_uid', '==', uid).get()).size;
}

beforeEach(async () => {
  await forgetRequests();
});

describe('POST /quizzes/generate from a prompt', () => {
  it('asks the model for structured output and stores a draft, charging 15 sparks', async () => {
    const teacher = await createTestUser({ userType: 'teacher', sparks: 100 });
    const result = await generate(teacher, { prompt: PROMPT, question_count: 4, question_types: ['multiple_choice', 'fill_blank'], difficulty: 'easy' });
    expect(result.status, result.text).toBe(201);
    expect(result.body).toMatchObject({ status: 'success', generator: 'openai', charged: 15, balance: 85, replayed: false, dropped: 0 });
    const quiz = result.body.data;
    expect(quiz).toMatchObject({
      method: 'ai', generator: 'openai', status: 'draft', difficulty: 'easy', language: 'en', title: 'Model quiz: photosynthesis',
      question_count: 4, total_points: 40, source: { prompt: PROMPT },
    });
    expect(quiz.questions.map((q) => q.type)).toEqual(['multiple_choice', 'fill_blank', 'multiple_choice', 'fill_blank']);
    expect(quiz.questions[0]).toMatchObject({ options: ['Oxygen', 'Carbon dioxide', 'Helium'], correct_answer: 'Carbon dioxide' });
    expect(quiz.questions[1]).toMatchObject({ correct_answer: ['photosynthesis'], text: expect.stringContaining('____') });
    expect(await balanceOf(teacher.uid)).toBe(85);

    // What reached the model: the real client's request, with the key the emulator was given.
    const [request, ...more] = await requestsMentioning(PROMPT);
    expect(more).toHaveLength(0);
    expect(request!.path).toBe('/v1/chat/completions');
    expect(request!.authorization).toBe('Bearer test-key');
    expect(request!.body.stream).toBeFalsy();
    expect(request!.body.model).toEqual(expect.any(String));
    expect(request!.body.response_format).toMatchObject({ type: 'json_schema', json_schema: { name: 'quiz', strict: true } });
    // A flat schema: an enum `type` field, no oneOf/anyOf anywhere.
    const schema = JSON.stringify(request!.body.response_format!.json_schema!.schema);
    expect(schema).not.toMatch(/oneOf|anyOf/);
    expect(schema).toContain('"enum":["multiple_choice","true_false","short_answer","fill_blank","essay"]');
    const system = request!.body.messages!.find((m) => m.role === 'system')!.content;
    expect(system).toContain('exactly 4 questions');
    expect(system).toContain('multiple_choice, fill_blank');
  });

  it('writes an Arabic quiz for an Arabic prompt', async () => {
    const teacher = await createTestUser({ userType: 'teacher', sparks: 15 });
    const result = await generate(teacher, { prompt: 'اختبار عن البناء الضوئي لطلاب الصف السابع' });
    expect(result.status, result.text).toBe(201);
    expect(result.body.data).toMatchObject({ language: 'ar', question_count: 5 });
    const [request] = await requestsMentioning('البناء الضوئي');
    expect(request!.body.messages![0]!.content).toContain('Arabic');
    expect(await balanceOf(teacher.uid)).toBe(0);
  });

  it("refuses a prompt of 15 characters or fewer with the spec's message, charging nothing", async () => {
    const teacher = await createTestUser({ userType: 'teacher', sparks: 100 });
    for (const prompt of ['', 'photosynthesis', '123456789012345', `  ${'a'.repeat(15)}  `]) {
      const result = await generate(teacher, { prompt });
      expectError(result, 400, 'quiz/prompt-too-short');
      expect(result.body.message).toBe('Prompt must be greater than 15 characters.');
    }
    expect((await generate(teacher, { prompt: '1234567890123456' })).status).toBe(201);
    expect(await balanceOf(teacher.uid)).toBe(85);
  });

  it('refuses students and short balances before calling the model', async () => {
    const student = await createTestUser({ userType: 'student', sparks: 100 });
    expectError(await generate(student, { prompt: PROMPT }), 403, 'quiz/teachers-only');
    const poor = await createTestUser({ userType: 'teacher', sparks: 10 });
    const result = await generate(poor, { prompt: PROMPT });
    expectError(result, 402, 'wallet/insufficient-sparks');
    expect(result.body.values).toEqual({ needed: 5 });
    expect(await receivedRequests()).toHaveLength(0);
    expect(await balanceOf(poor.uid)).toBe(10);
  });

  it('a retry with the same requestId answers the same quiz without a second charge', async () => {
    const teacher = await createTestUser({ userType: 'teacher', sparks: 30 });
    const requestId = `gen-${randomUUID()}`;
    const first = await generate(teacher, { prompt: PROMPT, requestId });
    const second = await generate(teacher, { prompt: PROMPT, requestId });
    expect([first.status, second.status]).toEqual([201, 200]);
    expect(second.body).toMatchObject({ replayed: true, charged: 0 });
    expect(second.body.data.id).toBe(first.body.data.id);
    expect(await balanceOf(teacher.uid)).toBe(15);
    expect(await requestsMentioning(PROMPT)).toHaveLength(1);
  });
});

describe('without a model (no OPENAI_API_KEY)', () => {
  it('writes the labelled offline quiz and charges nothing', async () => {
    const teacher = await createTestUser({ userType: 'teacher', sparks: 40 });
    const key = process.env.OPENAI_API_KEY;
    delete process.env.OPENAI_API_KEY;
    try {
      // The production code path, run here because the functions emulator of this suite has a key.
      const input = generateQuizRequestSchema.parse({ prompt: PROMPT, difficulty: 'easy', question_count: 3 });
      const created = await generateQuiz(teacher.uid, 'teacher', input);
      expect(created.quiz.generator).toBe('offline');
      expect(created.quiz.title).toMatch(/^\[Offline demo\]/);
      expect(created.charged).toBe(0);
    } finally {
      process.env.OPENAI_API_KEY = key;
    }
    expect((await adminDb.doc(`wallets/${teacher.uid}`).get()).get('spark_balance')).toBe(40);
  });

  it('GET /quizzes/build-costs says what each method costs now: AI is free while offline', async () => {
    const teacher = await createTestUser({ userType: 'teacher' });
    const costs = await call<{ data: QuizBuildCostsDto }>('GET', '/quizzes/build-costs', { token: teacher.token });
    expect(costs.body.data).toEqual({ ai: 15, template: 5, manual: 5, generator: 'openai' });
    const student = await createTestUser({ userType: 'student' });
    expectError(await call('GET', '/quizzes/build-costs', { token: student.token }), 403, 'quiz/teachers-only');
    const key = process.env.OPENAI_API_KEY;
    delete process.env.OPENAI_API_KEY;
    try {
      expect(buildCosts('teacher')).toEqual({ ai: 0, template: 5, manual: 5, generator: 'offline' });
    } finally {
      process.env.OPENAI_API_KEY = key;
    }
  });
});

describe('when the model fails, the sparks come back and the user sees why', () => {
  const cases = [
    ['invalid JSON', 'invalid-json', MARKERS.invalidJson, 1],
    ['output that breaks the schema', 'schema-violation', MARKERS.schemaViolation, 1],
    ['only unusable questions', 'no-valid-questions', MARKERS.noQuestions, 1],
    ['a refusal', 'refused', MARKERS.refusal, 1],
    ['a truncated answer', 'truncated', MARKERS.truncated, 1],
    // The client retries once (maxRetries: 1).
    ['HTTP 500', 'upstream-error', MARKERS.http500, 2],
  ] as const;

  it.each(cases)('%s -> 422 quiz/generation-failed (%s), refunded, nothing stored', async (_name, reason, marker, attempts) => {
    const teacher = await createTestUser({ userType: 'teacher', sparks: 20 });
    const result = await generate(teacher, { prompt: `${PROMPT} ${marker}` });
    expectError(result, 422, 'quiz/generation-failed');
    expect(result.body.values).toEqual({ reason });
    expect(result.body.message).toBe(`The quiz could not be generated (${reason}). Your sparks were refunded.`);
    expect(await balanceOf(teacher.uid)).toBe(20);
    const ledger = await ledgerOf(teacher.uid);
    const charge = ledger.find((e) => e.kind === 'charge')!;
    expect(charge).toMatchObject({ amount: -15, reason: 'aiQuiz' });
    expect(ledger.find((e) => e.kind === 'refund')).toMatchObject({ amount: 15, refund_of: charge.id, reason: `aiQuiz failed: ${reason}` });
    expect(ledger).toHaveLength(2);
    expect(await quizCount(teacher.uid)).toBe(0);
    expect(await requestsMentioning(marker)).toHaveLength(attempts);
  });

  it('a model slower than the timeout -> 422 (timeout), refunded', async () => {
    const teacher = await createTestUser({ userType: 'teacher', sparks: 15 });
    const result = await generate(teacher, { prompt: `${PROMPT} ${MARKERS.slow(8000)}` });
    expectError(result, 422, 'quiz/generation-failed');
    expect(result.body.values).toEqual({ reason: 'timeout' });
    expect(await balanceOf(teacher.uid)).toBe(15);
  }, 60_000);

  it('a slow model within the timeout is fine', async () => {
    const teacher = await createTestUser({ userType: 'teacher', sparks: 15 });
    const result = await generate(teacher, { prompt: `${PROMPT} ${MARKERS.slow(1000)}` });
    expect(result.status, result.text).toBe(201);
    expect(await balanceOf(teacher.uid)).toBe(0);
  });
});

describe('POST /quizzes/generate from a PDF', () => {
  const LINES = [
    'Photosynthesis is the process plants use to turn light energy into chemical energy.',
    'Chlorophyll absorbs light in the leaves of the plant.',
    'The plant takes in carbon dioxide through small pores called stomata.',
  ];

  it("sends the PDF's text to the model, with or without a prompt", async () => {
    const teacher = await createTestUser({ userType: 'teacher', sparks: 30 });
    const pdf = pdfWithLines(LINES);
    const result = await generate(teacher, { pdf: { name: 'photosynthesis.pdf', content_base64: pdf.toString('base64') }, question_count: 3 });
    expect(result.status, result.text).toBe(201);
    expect(result.body.data).toMatchObject({ source: { pdf_name: 'photosynthesis.pdf' }, question_count: 3, generator: 'openai' });
    const [request] = await requestsMentioning('small pores called stomata');
    const user = request!.body.messages!.find((m) => m.role === 'user')!.content;
    expect(user).toContain('from photosynthesis.pdf');
    for (const line of LINES) expect(user).toContain(line);
    expect(request!.body.messages![0]!.content).toContain('source text only');

    // A prompt may steer it; a short one is still refused.
    const steered = await generate(teacher, {
      prompt: 'Focus on the role of chlorophyll only',
      pdf: { name: 'photosynthesis.pdf', content_base64: pdf.toString('base64') },
    });
    expect(steered.status, steered.text).toBe(201);
    expect(steered.body.data.source).toEqual({ prompt: 'Focus on the role of chlorophyll only', pdf_name: 'photosynthesis.pdf' });
    expectError(await generate(teacher, { prompt: 'chlorophyll', pdf: { name: 'p.pdf', content_base64: pdf.toString('base64') } }), 400, 'quiz/prompt-too-short');
    expect(await balanceOf(teacher.uid)).toBe(0);
  });

  it('a marker inside the PDF text reaches the model too (and refunds on failure)', async () => {
    const teacher = await createTestUser({ userType: 'teacher', sparks: 15 });
    const pdf = pdfWithLines([...LINES, MARKERS.invalidJson]);
    const result = await generate(teacher, { pdf: { name: 'broken-model.pdf', content_base64: pdf.toString('base64') } });
    expectError(result, 422, 'quiz/generation-failed');
    expect(await balanceOf(teacher.uid)).toBe(15);
  });

  it('refuses files that are not PDFs, broken PDFs, PDFs without text and oversized ones, before charging', async () => {
    const teacher = await createTestUser({ userType: 'teacher', sparks: 15 });
    const send = (content_base64: string, name = 'notes.pdf') => generate(teacher, { pdf: { name, content_base64 } });
    const png = await send(NOT_A_PDF.toString('base64'));
    expectError(png, 422, 'quiz/pdf-invalid');
    expect(png.body.message).toBe('Please upload a valid PDF file.');
    expectError(await send(BROKEN_PDF.toString('base64')), 422, 'quiz/pdf-invalid');
    expectError(await send('not base64 at all!'), 422, 'quiz/pdf-invalid');
    expectError(await send(emptyPdf().toString('base64')), 422, 'quiz/pdf-no-text');
    expectError(await send(''), 400, 'upload/file-required');
    expectError(await send('A'.repeat(PDF_BASE64_MAX_LENGTH + 8)), 413, 'upload/too-large');
    expect(await balanceOf(teacher.uid)).toBe(15);
    expect(await receivedRequests()).toHaveLength(0);
  });
});

describe('POST .../submissions/{uid}/suggest-grades (AI-suggested grades, streamed)', () => {
  let teacher: TestUser;
  let student: TestUser;
  let classId: string;
  let challengeId: string;
  let essayId: string;
  let shortId: string;

  beforeAll(async () => {
    teacher = await createTestUser({ userType: 'teacher', sparks: 100 });
    student = await createTestUser({ userType: 'student' });
    classId = (await createClassDirect(teacher)).classId;
    await addMemberDirect(classId, student);
    const quiz = await call<{ data: QuizWithQuestionsDto }>('POST', '/quizzes', {
      token: teacher.token,
      body: {
        method: 'manual',
        title: 'Plants',
        language: 'en',
        questions: [
          { type: 'essay', text: 'Explain photosynthesis.', grading_guidelines: 'Light, chlorophyll, carbon dioxide, glucose.', points: 20 },
          { type: 'short_answer', text: 'Name the green pigment.', correct_answer: 'chlorophyll', points: 4 },
          { type: 'true_false', text: 'Plants need light.', correct_answer: 'true', points: 2 },
        ],
      },
    });
    const quizId = quiz.body.data.id;
    [essayId, shortId] = quiz.body.data.questions.map((q) => q.id) as [string, string];
    expect((await call('POST', `/quizzes/${quizId}/publish`, { token: teacher.token })).status).toBe(200);
    const challenge = await call<{ data: { id: string } }>('POST', `/classes/${classId}/challenges`, { token: teacher.token, body: { quizId } });
    challengeId = challenge.body.data.id;
    const tfId = quiz.body.data.questions[2]!.id;
    const submitted = await call('POST', `/classes/${classId}/challenges/${challengeId}/submissions`, {
      token: student.token,
      body: { answers: { [essayId]: 'Plants use light and chlorophyll to make glucose.', [shortId]: 'the green stuff', [tfId]: 'true' } },
    });
    expect(submitted.status, submitted.text).toBe(201);
  });

  it('answers suggestions for the typed answers (never stored), read from an SSE stream', async () => {
    const path = `/classes/${classId}/challenges/${challengeId}/submissions/${student.uid}/suggest-grades`;
    const result = await call<{ data: { generator: string; suggestions: { question_id: string; awarded: number; rationale: string }[] } }>('POST', path, { token: teacher.token });
    expect(result.status, result.text).toBe(200);
    expect(result.body.data.generator).toBe('openai');
    expect(result.body.data.suggestions).toEqual([
      { question_id: essayId, awarded: 10, rationale: 'Fake model: half marks.' },
      { question_id: shortId, awarded: 2, rationale: 'Fake model: half marks.' },
    ]);
    const [request] = await requestsMentioning('the green stuff');
    expect(request!.body.stream).toBe(true);
    expect(request!.body.response_format).toMatchObject({ json_schema: { name: 'grades', strict: true } });
    // Suggestions are not grades: the submission still waits for the teacher.
    const stored = await adminDb.doc(`classes/${classId}/challenges/${challengeId}/submissions/${student.uid}`).get();
    expect(stored.get('status')).toBe('submitted');
    expect(stored.get('score')).toBe(2);
  });

  it('is for class teachers only', async () => {
    const path = `/classes/${classId}/challenges/${challengeId}/submissions/${student.uid}/suggest-grades`;
    expectError(await call('POST', path, { token: student.token }), 403, 'class/forbidden');
  });
});
