// Class challenges over HTTP (docs/quizzes.md): assigning a published quiz, questions without
// keys for students, submitting once with server-side scoring, practice mode (nothing stored),
// teacher grading of short answers and essays (the member's class score follows), and the
// student hub.
import { beforeAll, describe, expect, it } from 'vitest';
import type {
  ChallengeDto, PracticeResult, QuestionDto, QuestionInput, QuizWithQuestionsDto, StudentQuestionDto, SubmissionDto,
} from '@shared/schemas/quiz';
import { adminDb } from '../support/admin';
import { call, expectError } from '../support/api';
import { addMemberDirect, createClassDirect } from '../support/classes';
import { createTestUser, type TestUser } from '../support/users';

const QUESTIONS: QuestionInput[] = [
  { type: 'multiple_choice', text: 'Capital of Saudi Arabia?', options: ['Jeddah', 'Riyadh', 'Dammam'], correct_answer: 'Riyadh', points: 10 },
  { type: 'true_false', text: 'The Red Sea is west of the Kingdom.', correct_answer: 'true', points: 5 },
  { type: 'short_answer', text: 'Name the capital in Arabic or English.', correct_answer: ['Riyadh', 'الرياض'], points: 5 },
  { type: 'fill_blank', text: 'The largest sand desert is the ____.', correct_answer: ['Empty Quarter', 'الربع الخالي'], points: 5 },
  { type: 'essay', text: 'Describe the landscape.', grading_guidelines: 'SECRET-GUIDELINE: deserts, mountains, coasts.', points: 20 },
];

let teacher: TestUser;
let otherTeacher: TestUser;
let sara: TestUser;
let ali: TestUser;
let pending: TestUser;
let outsider: TestUser;
let classId: string;
let quiz: QuizWithQuestionsDto;
let ids: { mc: string; tf: string; short: string; fill: string; essay: string };

async function makeQuiz(owner: TestUser, questions: QuestionInput[], publish = true): Promise<QuizWithQuestionsDto> {
  const created = await call<{ data: QuizWithQuestionsDto }>('POST', '/quizzes', {
    token: owner.token,
    body: { method: 'manual', title: 'Geography', description: 'Unit 1', language: 'en', questions },
  });
  expect(created.status, created.text).toBe(201);
  if (!publish) return created.body.data;
  const published = await call<{ data: QuizWithQuestionsDto }>('POST', `/quizzes/${created.body.data.id}/publish`, { token: owner.token });
  expect(published.status, published.text).toBe(200);
  return published.body.data;
}

async function assign(body: Record<string, unknown>, who = teacher) {
  return call<{ data: ChallengeDto }>('POST', `/classes/${classId}/challenges`, { token: who.token, body });
}

const base = (challengeId: string) => `/classes/${classId}/challenges/${challengeId}`;

async function memberScore(uid: string): Promise<number> {
  return (await adminDb.doc(`classes/${classId}/members/${uid}`).get()).get('score') as number;
}

const fullAnswers = () => ({
  [ids.mc]: 'Riyadh',
  [ids.tf]: 'false',
  [ids.short]: '  الرِّياض. ',
  [ids.fill]: 'empty quarter',
  [ids.essay]: 'Mostly desert, with mountains in the west.',
});

beforeAll(async () => {
  [teacher, otherTeacher, sara, ali, pending, outsider] = await Promise.all([
    createTestUser({ userType: 'teacher', sparks: 100 }),
    createTestUser({ userType: 'teacher', sparks: 100 }),
    createTestUser({ userType: 'student' }),
    createTestUser({ userType: 'student' }),
    createTestUser({ userType: 'student' }),
    createTestUser({ userType: 'student' }),
  ]);
  classId = (await createClassDirect(teacher)).classId;
  await addMemberDirect(classId, sara);
  await addMemberDirect(classId, ali);
  await addMemberDirect(classId, pending, { status: 'pending' });
  await createClassDirect(otherTeacher, 'Other class').then((c) => addMemberDirect(c.classId, outsider));
  quiz = await makeQuiz(teacher, QUESTIONS);
  const [mc, tf, short, fill, essay] = quiz.questions.map((q) => q.id) as [string, string, string, string, string];
  ids = { mc, tf, short, fill, essay };
});

describe('POST /classes/{classId}/challenges', () => {
  it('assigns a published quiz to the class (class teachers)', async () => {
    const dueAt = new Date(Date.now() + 7 * 86_400_000).toISOString();
    const result = await assign({ quizId: quiz.id, dueAt, practiceAllowed: true });
    expect(result.status, result.text).toBe(201);
    expect(result.body.data).toMatchObject({
      class_id: classId, quiz_id: quiz.id, title: 'Geography', description: 'Unit 1', question_count: 5, total_points: 45,
      due_at: dueAt, practice_allowed: true, assigned_by: teacher.uid,
    });
    expect((await adminDb.doc(`quizzes/${quiz.id}`).get()).get('challenge_count')).toBeGreaterThanOrEqual(1);
    // A quiz in use cannot be deleted.
    expectError(await call('DELETE', `/quizzes/${quiz.id}`, { token: teacher.token }), 409, 'quiz/in-use');
    // Class members see it in the list.
    const list = await call<{ data: ChallengeDto[] }>('GET', `/classes/${classId}/challenges`, { token: sara.token });
    expect(list.status).toBe(200);
    expect(list.body.data.map((c) => c.id)).toContain(result.body.data.id);
  });

  it('refuses drafts, other teachers’ quizzes, past due dates, students and other classes’ teachers', async () => {
    const draft = await makeQuiz(teacher, QUESTIONS, false);
    expectError(await assign({ quizId: draft.id }), 409, 'quiz/not-published');
    const foreign = await makeQuiz(otherTeacher, QUESTIONS);
    expectError(await assign({ quizId: foreign.id }), 404, 'quiz/not-found');
    expectError(await assign({ quizId: 'no-such-quiz' }), 404, 'quiz/not-found');
    expectError(await assign({ quizId: quiz.id, dueAt: new Date(Date.now() - 60_000).toISOString() }), 400, 'challenge/due-in-past');
    expectError(await assign({ quizId: quiz.id, dueAt: 'tomorrow' }), 400, 'validation/invalid-input');
    expectError(await assign({ quizId: quiz.id }, sara), 403, 'class/forbidden');
    expectError(await assign({ quizId: foreign.id }, otherTeacher), 403, 'class/forbidden');
    expectError(await call('GET', `/classes/${classId}/challenges`, { token: outsider.token }), 403, 'challenge/not-member');
  });
});

describe('taking a challenge', () => {
  let challengeId: string;

  beforeAll(async () => {
    challengeId = (await assign({ quizId: quiz.id })).body.data.id;
  });

  it('students get the questions without answer keys or grading guidelines', async () => {
    const result = await call<{ data: { challenge: ChallengeDto; questions: StudentQuestionDto[]; submission: null } }>(
      'GET', `${base(challengeId)}/questions`, { token: sara.token },
    );
    expect(result.status, result.text).toBe(200);
    expect(result.body.data.challenge.id).toBe(challengeId);
    expect(result.body.data.submission).toBeNull();
    expect(result.body.data.questions.map((q) => Object.keys(q).sort())).toEqual(
      Array(5).fill(['id', 'image', 'options', 'order', 'points', 'text', 'time_limit_s', 'type']),
    );
    expect(result.body.data.questions[0]!.options).toEqual(['Jeddah', 'Riyadh', 'Dammam']);
    // Neither keys nor guidelines anywhere in the answer.
    expect(result.text).not.toContain('correct_answer');
    expect(result.text).not.toContain('SECRET-GUIDELINE');
    expect(result.text).not.toContain('Empty Quarter');
    // Nor through the quiz itself.
    expectError(await call('GET', `/quizzes/${quiz.id}`, { token: sara.token }), 404, 'quiz/not-found');
  });

  it('outsiders and pending members get nothing', async () => {
    expectError(await call('GET', `${base(challengeId)}/questions`, { token: outsider.token }), 403, 'challenge/not-member');
    expectError(await call('GET', `${base(challengeId)}/questions`, { token: pending.token }), 403, 'challenge/not-member');
    expectError(await call('GET', `${base('nope')}/questions`, { token: sara.token }), 404, 'challenge/not-found');
  });

  it("needs every question answered: 'Please answer all questions before proceeding'", async () => {
    const partial = await call('POST', `${base(challengeId)}/submissions`, {
      token: sara.token,
      body: { answers: { [ids.mc]: 'Riyadh', [ids.tf]: '  ' } },
    });
    expectError(partial, 400, 'quiz/answer-all');
    expect(partial.body.message).toBe('Please answer all questions before proceeding');
    expect(partial.body.fields?.map((f) => f.path).sort()).toEqual(
      [ids.tf, ids.short, ids.fill, ids.essay].map((id) => `answers.${id}`).sort(),
    );
    expectError(
      await call('POST', `${base(challengeId)}/submissions`, { token: sara.token, body: { answers: { ...fullAnswers(), stranger: 'x' } } }),
      400,
      'quiz/unknown-question',
    );
    expectError(await call('POST', `${base(challengeId)}/submissions`, { token: sara.token, body: {} }), 400, 'validation/invalid-input');
    expect((await adminDb.doc(`${base(challengeId).slice(1)}/submissions/${sara.uid}`).get()).exists).toBe(false);
  });

  it('scores on the server, once per student, and adds the score to the member’s class score', async () => {
    const before = await memberScore(sara.uid);
    const result = await call<{ data: SubmissionDto }>('POST', `${base(challengeId)}/submissions`, { token: sara.token, body: { answers: fullAnswers() } });
    expect(result.status, result.text).toBe(201);
    const submission = result.body.data;
    expect(submission).toMatchObject({ uid: sara.uid, challenge_id: challengeId, score: 20, max_score: 45, percent: 44.4, status: 'submitted', late: false });
    expect(submission.per_question).toEqual([
      { question_id: ids.mc, awarded: 10, max: 10, correct: true, needs_grading: false },
      { question_id: ids.tf, awarded: 0, max: 5, correct: false, needs_grading: false },
      { question_id: ids.short, awarded: 5, max: 5, correct: true, needs_grading: false },
      { question_id: ids.fill, awarded: 5, max: 5, correct: true, needs_grading: false },
      { question_id: ids.essay, awarded: 0, max: 20, correct: null, needs_grading: true },
    ]);
    expect(submission.answers[ids.short]).toBe('الرِّياض.');
    expect(await memberScore(sara.uid)).toBe(before + 20);

    const again = await call('POST', `${base(challengeId)}/submissions`, { token: sara.token, body: { answers: fullAnswers() } });
    expectError(again, 409, 'challenge/already-submitted');
    expect(await memberScore(sara.uid)).toBe(before + 20);

    // The student sees their own result, questions still without keys.
    const own = await call<{ data: { submission: SubmissionDto; questions: StudentQuestionDto[] } }>(
      'GET', `${base(challengeId)}/submissions/${sara.uid}`, { token: sara.token },
    );
    expect(own.status).toBe(200);
    expect(own.body.data.submission.score).toBe(20);
    expect(own.text).not.toContain('correct_answer');
    // ...and the questions call now carries the submission.
    const questions = await call<{ data: { submission: SubmissionDto } }>('GET', `${base(challengeId)}/questions`, { token: sara.token });
    expect(questions.body.data.submission).toMatchObject({ score: 20, status: 'submitted' });
  });

  it('teachers do not submit; students do not read classmates’ submissions', async () => {
    expectError(
      await call('POST', `${base(challengeId)}/submissions`, { token: teacher.token, body: { answers: fullAnswers() } }),
      403,
      'challenge/students-only',
    );
    expectError(
      await call('POST', `${base(challengeId)}/submissions`, { token: outsider.token, body: { answers: fullAnswers() } }),
      403,
      'challenge/not-member',
    );
    expectError(await call('GET', `${base(challengeId)}/submissions/${sara.uid}`, { token: ali.token }), 403, 'class/forbidden');
    expectError(await call('GET', `${base(challengeId)}/submissions`, { token: ali.token }), 403, 'class/forbidden');
  });

  it('teachers grade short answers and essays against the guidelines; the member score follows', async () => {
    const path = `${base(challengeId)}/submissions/${sara.uid}`;
    const view = await call<{ data: { submission: SubmissionDto; questions: QuestionDto[] } }>('GET', path, { token: teacher.token });
    expect(view.status).toBe(200);
    expect(view.body.data.questions[4]!.grading_guidelines).toContain('SECRET-GUIDELINE');
    expect(view.body.data.questions[0]!.correct_answer).toBe('Riyadh');

    const list = await call<{ data: { submissions: SubmissionDto[]; not_submitted: { uid: string }[] } }>('GET', `${base(challengeId)}/submissions`, { token: teacher.token });
    expect(list.body.data.submissions.map((s) => s.uid)).toEqual([sara.uid]);
    expect(list.body.data.not_submitted.map((s) => s.uid)).toEqual([ali.uid]);

    expectError(await call('PATCH', path, { token: sara.token, body: { grades: [{ question_id: ids.essay, awarded: 20 }] } }), 403, 'class/forbidden');
    expectError(await call('PATCH', path, { token: teacher.token, body: { grades: [{ question_id: ids.essay, awarded: 21 }] } }), 400, 'quiz/grade-out-of-range');
    expectError(await call('PATCH', path, { token: teacher.token, body: { grades: [{ question_id: ids.essay, awarded: -1 }] } }), 400, 'quiz/grade-out-of-range');
    expectError(await call('PATCH', path, { token: teacher.token, body: { grades: [{ question_id: 'nope', awarded: 1 }] } }), 400, 'quiz/unknown-question');
    expectError(await call('PATCH', `${base(challengeId)}/submissions/${ali.uid}`, { token: teacher.token, body: { grades: [{ question_id: ids.essay, awarded: 1 }] } }), 404, 'challenge/submission-not-found');

    const before = await memberScore(sara.uid);
    const graded = await call<{ data: SubmissionDto }>('PATCH', path, {
      token: teacher.token,
      body: { grades: [{ question_id: ids.essay, awarded: 15.5, feedback: 'Mention the coasts too.' }] },
    });
    expect(graded.status, graded.text).toBe(200);
    expect(graded.body.data).toMatchObject({ score: 35.5, max_score: 45, percent: 78.9, band: 'good', status: 'graded' });
    expect(graded.body.data.graded_at).toEqual(expect.any(String));
    expect(graded.body.data.per_question[4]).toEqual({
      question_id: ids.essay, awarded: 15.5, max: 20, correct: null, needs_grading: false, feedback: 'Mention the coasts too.',
    });
    expect(await memberScore(sara.uid)).toBe(before + 15.5);

    // A re-grade (the key missed a good answer) moves the class score by the difference.
    const regraded = await call<{ data: SubmissionDto }>('PATCH', path, {
      token: teacher.token,
      body: { grades: [{ question_id: ids.tf, awarded: 5 }, { question_id: ids.essay, awarded: 10 }] },
    });
    expect(regraded.body.data).toMatchObject({ score: 35, status: 'graded' });
    expect(await memberScore(sara.uid)).toBe(before + 15);
  });

  it('a late submission is accepted and marked late', async () => {
    await adminDb.doc(`classes/${classId}/challenges/${challengeId}`).update({ due_at: new Date(Date.now() - 60_000) });
    const result = await call<{ data: SubmissionDto }>('POST', `${base(challengeId)}/submissions`, { token: ali.token, body: { answers: fullAnswers() } });
    expect(result.status, result.text).toBe(201);
    expect(result.body.data.late).toBe(true);
  });
});

describe('an all-objective challenge is graded at once', () => {
  it('status graded on submission', async () => {
    const objective = await makeQuiz(teacher, QUESTIONS.slice(0, 2));
    const challengeId = (await assign({ quizId: objective.id })).body.data.id;
    const [mc, tf] = objective.questions.map((q) => q.id) as [string, string];
    const result = await call<{ data: SubmissionDto }>('POST', `${base(challengeId)}/submissions`, {
      token: ali.token,
      body: { answers: { [mc]: 'Riyadh', [tf]: true } },
    });
    expect(result.status, result.text).toBe(201);
    expect(result.body.data).toMatchObject({ score: 15, max_score: 15, percent: 100, band: 'excellent', status: 'graded' });
  });
});

describe('practice mode', () => {
  it('gives immediate feedback with the correct answers and stores nothing', async () => {
    const challengeId = (await assign({ quizId: quiz.id, practiceAllowed: true })).body.data.id;
    const scoreBefore = await memberScore(sara.uid);
    const result = await call<{ data: { results: PracticeResult[]; score: number; max_score: number; percent: number } }>(
      'POST', `${base(challengeId)}/practice`, { token: sara.token, body: { answers: { ...fullAnswers(), [ids.mc]: 'Jeddah' } } },
    );
    expect(result.status, result.text).toBe(200);
    expect(result.body.data).toMatchObject({ score: 10, max_score: 45 });
    expect(result.body.data.results.map((r) => [r.correct, r.your_answer, r.correct_answer])).toEqual([
      [false, 'Jeddah', 'Riyadh'],
      [false, 'false', 'true'],
      [true, '  الرِّياض. ', ['Riyadh', 'الرياض']],
      [true, 'empty quarter', ['Empty Quarter', 'الربع الخالي']],
      [null, 'Mostly desert, with mountains in the west.', ''],
    ]);
    expect(result.text).not.toContain('SECRET-GUIDELINE');
    // Practising again is fine: nothing was stored.
    expect((await call('POST', `${base(challengeId)}/practice`, { token: sara.token, body: { answers: fullAnswers() } })).status).toBe(200);
    expect((await adminDb.collection(`classes/${classId}/challenges/${challengeId}/submissions`).get()).size).toBe(0);
    expect(await memberScore(sara.uid)).toBe(scoreBefore);
    // It still wants every answer.
    expectError(await call('POST', `${base(challengeId)}/practice`, { token: sara.token, body: { answers: { [ids.mc]: 'Riyadh' } } }), 400, 'quiz/answer-all');
  });

  it('is off unless the teacher allows it (teachers may always preview)', async () => {
    const challengeId = (await assign({ quizId: quiz.id })).body.data.id;
    expectError(await call('POST', `${base(challengeId)}/practice`, { token: sara.token, body: { answers: fullAnswers() } }), 403, 'challenge/practice-disabled');
    expect((await call('POST', `${base(challengeId)}/practice`, { token: teacher.token, body: { answers: fullAnswers() } })).status).toBe(200);
    expectError(await call('POST', `${base(challengeId)}/practice`, { token: outsider.token, body: { answers: fullAnswers() } }), 403, 'challenge/not-member');
  });
});

describe('GET /classes/{classId}/challenges/hub', () => {
  it("lists the student's due (soonest first, overdue flagged) and done challenges", async () => {
    const hubClass = (await createClassDirect(teacher, 'Hub class')).classId;
    const student = await createTestUser({ userType: 'student' });
    await addMemberDirect(hubClass, student);
    const objective = await makeQuiz(teacher, QUESTIONS.slice(0, 2));
    const make = async (title: string, dueAt?: string) =>
      (await call<{ data: ChallengeDto }>('POST', `/classes/${hubClass}/challenges`, { token: teacher.token, body: { quizId: objective.id, title, ...(dueAt && { dueAt }) } })).body.data.id;
    const inWeek = await make('In a week', new Date(Date.now() + 7 * 86_400_000).toISOString());
    const tomorrow = await make('Tomorrow', new Date(Date.now() + 86_400_000).toISOString());
    const noDue = await make('Whenever');
    const overdue = await make('Overdue', new Date(Date.now() + 86_400_000).toISOString());
    await adminDb.doc(`classes/${hubClass}/challenges/${overdue}`).update({ due_at: new Date(Date.now() - 86_400_000) });
    const [mc, tf] = objective.questions.map((q) => q.id) as [string, string];
    const done = await call('POST', `/classes/${hubClass}/challenges/${inWeek}/submissions`, { token: student.token, body: { answers: { [mc]: 'Riyadh', [tf]: 'false' } } });
    expect(done.status, done.text).toBe(201);

    const hub = await call<{ data: { due: (ChallengeDto & { overdue: boolean })[]; done: (ChallengeDto & { submission: SubmissionDto })[] } }>(
      'GET', `/classes/${hubClass}/challenges/hub`, { token: student.token },
    );
    expect(hub.status, hub.text).toBe(200);
    expect(hub.body.data.due.map((c) => [c.id, c.overdue])).toEqual([[overdue, true], [tomorrow, false], [noDue, false]]);
    expect(hub.body.data.done.map((c) => c.id)).toEqual([inWeek]);
    expect(hub.body.data.done[0]!.submission).toMatchObject({ score: 10, max_score: 15, percent: 66.7, band: 'satisfactory', status: 'graded' });
    expectError(await call('GET', `/classes/${hubClass}/challenges/hub`, { token: outsider.token }), 403, 'challenge/not-member');
  });
});

describe('changing and removing a challenge', () => {
  it('PATCH: teachers turn practice on after the fact and move the due date', async () => {
    const challengeId = (await assign({ quizId: quiz.id })).body.data.id;
    expectError(await call('POST', `${base(challengeId)}/practice`, { token: sara.token, body: { answers: fullAnswers() } }), 403, 'challenge/practice-disabled');
    expectError(await call('PATCH', base(challengeId), { token: sara.token, body: { practiceAllowed: true } }), 403, 'class/forbidden');
    const dueAt = new Date(Date.now() + 3 * 86_400_000).toISOString();
    const patched = await call<{ data: ChallengeDto }>('PATCH', base(challengeId), { token: teacher.token, body: { practiceAllowed: true, dueAt, title: 'Revision' } });
    expect(patched.status, patched.text).toBe(200);
    expect(patched.body.data).toMatchObject({ practice_allowed: true, due_at: dueAt, title: 'Revision' });
    expect((await call('POST', `${base(challengeId)}/practice`, { token: sara.token, body: { answers: fullAnswers() } })).status).toBe(200);
    expectError(await call('PATCH', base(challengeId), { token: teacher.token, body: { dueAt: new Date(Date.now() - 1000).toISOString() } }), 400, 'challenge/due-in-past');
    expect((await call<{ data: ChallengeDto }>('PATCH', base(challengeId), { token: teacher.token, body: { dueAt: null } })).body.data.due_at).toBeNull();
  });

  it('DELETE: removes the submissions and takes their points off the class scores', async () => {
    const objective = await makeQuiz(teacher, QUESTIONS.slice(0, 2));
    const challengeId = (await assign({ quizId: objective.id })).body.data.id;
    const [mc, tf] = objective.questions.map((q) => q.id) as [string, string];
    const before = await memberScore(ali.uid);
    expect((await call('POST', `${base(challengeId)}/submissions`, { token: ali.token, body: { answers: { [mc]: 'Riyadh', [tf]: 'true' } } })).status).toBe(201);
    expect(await memberScore(ali.uid)).toBe(before + 15);
    expect((await adminDb.doc(`quizzes/${objective.id}`).get()).get('challenge_count')).toBe(1);

    expectError(await call('DELETE', base(challengeId), { token: ali.token }), 403, 'class/forbidden');
    const removed = await call('DELETE', base(challengeId), { token: teacher.token });
    expect(removed.status, removed.text).toBe(200);
    expect(await memberScore(ali.uid)).toBe(before);
    expect((await adminDb.collection(`classes/${classId}/challenges/${challengeId}/submissions`).get()).size).toBe(0);
    expect((await adminDb.doc(`classes/${classId}/challenges/${challengeId}`).get()).exists).toBe(false);
    expect((await adminDb.doc(`quizzes/${objective.id}`).get()).get('challenge_count')).toBe(0);
    expectError(await call('DELETE', base(challengeId), { token: teacher.token }), 404, 'challenge/not-found');
    // No longer in use: the quiz can go.
    expect((await call('DELETE', `/quizzes/${objective.id}`, { token: teacher.token })).status).toBe(200);
  });
});
