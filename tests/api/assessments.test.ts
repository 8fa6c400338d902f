// Assessments (docs/assessments.md 1-3): VARK submit, latest, replay and conflict; the report
// mail and its hourly limit; the personality test's 5 sparks charged once per submission id
// (in a burst of 20 too) and refused without enough sparks; each user reads only their own
// results; a class's teachers see their students' codes and nothing else.
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { PERSONALITY_ITEMS, VARK_QUESTION_IDS, type VarkModality } from '@shared/assessment-catalogue';
import type { LearnerProfile, PersonalityResult, VarkResult } from '@shared/schemas/assessments';
import type { UserDto } from '@shared/schemas/user';
import { adminDb } from '../support/admin';
import { call, expectError, mailsTo } from '../support/api';
import { addMemberDirect, createClassDirect } from '../support/classes';
import { EmulatorRetry } from '../support/emulator-retry';
import { createTestUser, type TestUser } from '../support/users';
import { walletState } from '../support/wallets';

const varkAnswers = (pick: (index: number) => VarkModality[]) =>
  Object.fromEntries(VARK_QUESTION_IDS.map((id, i) => [id, pick(i)]));
/** Every item answered towards E, S, T, J: the type ESTJ. */
const estj = () => Object.fromEntries(PERSONALITY_ITEMS.map((item) => [item.id, 'ESTJ'.includes(item.a_pole) ? 'a' : 'b']));
const infj = () => Object.fromEntries(PERSONALITY_ITEMS.map((item) => [item.id, 'INFJ'.includes(item.a_pole) ? 'a' : 'b']));

const postVark = (user: TestUser, body: unknown) => call<{ data: VarkResult }>('POST', '/assessments/vark', { token: user.token, body });
const postPersonality = (user: TestUser, body: unknown) =>
  call<{ data: PersonalityResult; charged: number; balance: number }>('POST', '/assessments/personality', { token: user.token, body });
/**
 * The Functions emulator runs one worker process per concurrent request; on a loaded machine a
 * worker may load too slowly, and its request then fails or is never answered. Such requests
 * are sent again (after 40 s when unanswered), as a client would: a submission is idempotent.
 * Any other 5xx is the API's and fails the test.
 */
const emulator = new EmulatorRetry(5);
const sendPatiently = (method: string, path: string, token: string, body?: unknown) =>
  emulator.send(() => call(method, path, { token, body, signal: AbortSignal.timeout(40_000) }));

const chargesOf = async (uid: string) => (await walletState(uid)).entries.filter((entry) => entry.id.startsWith('personality:'));

let student: TestUser;
let rich: TestUser;
let poor: TestUser;
let teacher: TestUser;
let otherTeacher: TestUser;
let admin: TestUser;
let pending: TestUser;
let classId: string;

beforeAll(async () => {
  [student, rich, poor, teacher, otherTeacher, admin, pending] = await Promise.all([
    createTestUser({ sparks: 20 }),
    createTestUser({ sparks: 200 }),
    createTestUser({ sparks: 2 }),
    createTestUser({ userType: 'teacher' }),
    createTestUser({ userType: 'teacher' }),
    createTestUser({ userType: 'administrator' }),
    createTestUser(),
  ]);
  ({ classId } = await createClassDirect(teacher));
  await Promise.all([addMemberDirect(classId, student), addMemberDirect(classId, rich), addMemberDirect(classId, pending, { status: 'pending' })]);
});

describe('VARK', () => {
  it('refuses missing answers with the spec message and malformed ones as invalid', async () => {
    const missing = await postVark(student, { submission_id: randomUUID(), answers: { v01: ['visual'] } });
    expectError(missing, 400, 'assessment/unanswered');
    expect(missing.body.message).toBe('Please answer all questions before proceeding');
    expectError(await postVark(student, { submission_id: randomUUID() }), 400, 'assessment/unanswered');
    expectError(await postVark(student, { submission_id: randomUUID(), answers: { ...varkAnswers(() => ['visual']), v03: [] } }), 400, 'assessment/unanswered');
    for (const bad of [{ v13: ['visual'] }, { v01: ['smell'] }, { v01: ['visual', 'visual'] }, { v01: 'visual' }]) {
      expectError(await postVark(student, { submission_id: randomUUID(), answers: { ...varkAnswers(() => ['visual']), ...bad } }), 400, 'assessment/invalid-answers');
    }
    expectError(await postVark(student, { submission_id: 'x/y', answers: varkAnswers(() => ['visual']) }), 400, 'validation/invalid-input');
    expectError(await call('GET', '/assessments/vark', { token: student.token }), 404, 'assessment/not-taken');
  });

  it('scores and stores a submission, sets the profile, and answers a replay with the same result', async () => {
    const submissionId = randomUUID();
    // visual 12, reading 11, auditory 2: visual and reading are within 2 of the top.
    const answers = varkAnswers((i) => ['visual', ...(i < 11 ? ['reading' as const] : []), ...(i < 2 ? ['auditory' as const] : [])]);
    const first = await postVark(student, { submission_id: submissionId, answers });
    expect(first.status).toBe(201);
    expect(first.body.data).toMatchObject({
      id: `vark_${submissionId}`, submission_id: submissionId, style: 'multimodal', modalities: ['visual', 'reading'],
      scores: { visual: 12, auditory: 2, reading: 11, kinesthetic: 0 },
    });
    expect(Date.parse(first.body.data.created_at)).not.toBeNaN();

    const replay = await postVark(student, { submission_id: submissionId, answers });
    expect(replay.status).toBe(200);
    expect(replay.body.data).toEqual(first.body.data);
    expectError(await postVark(student, { submission_id: submissionId, answers: varkAnswers(() => ['auditory']) }), 409, 'assessment/submission-conflict');

    const latest = await call<{ data: VarkResult }>('GET', '/assessments/vark', { token: student.token });
    expect(latest.body.data).toEqual(first.body.data);
    const user = await call<{ data: UserDto }>('GET', '/user', { token: student.token });
    expect(user.body.data).toMatchObject({ learning_style: 'multimodal', learning_modalities: ['visual', 'reading'] });
  });

  it('a newer submission becomes the latest and the profile follows it; PATCH /user cannot write the style', async () => {
    const next = await postVark(student, { submission_id: randomUUID(), answers: varkAnswers(() => ['kinesthetic']) });
    expect(next.status).toBe(201);
    expect((await call<{ data: VarkResult }>('GET', '/assessments/vark', { token: student.token })).body.data.id).toBe(next.body.data.id);
    expectError(await call('PATCH', '/user', { token: student.token, body: { learning_style: 'visual' } }), 400, 'validation/invalid-input');
    expectError(await call('PATCH', '/user', { token: student.token, body: { learning_modalities: ['visual'] } }), 400, 'validation/invalid-input');
    const profile = (await adminDb.doc(`users/${student.uid}`).get()).data()!;
    expect(profile).toMatchObject({ learning_style: 'kinesthetic', learning_modalities: ['kinesthetic'] });
    expect(profile.learning_style_at).toBeDefined();
  });

  it("mails the report to the account's own address, three times an hour", async () => {
    const mailer = await createTestUser();
    expectError(await call('POST', '/assessments/vark/email', { token: mailer.token, body: {} }), 404, 'assessment/not-taken');
    await postVark(mailer, { submission_id: randomUUID(), answers: varkAnswers(() => ['visual']) });
    const sent = await call<{ data: { email: string } }>('POST', '/assessments/vark/email', { token: mailer.token, body: { language: 'en' } });
    expect(sent.status).toBe(202);
    expect(sent.body.data).toEqual({ email: mailer.email });
    const [mail] = await mailsTo(mailer.email);
    expect(mail!.subject).toContain('learning style');
    expect(mail!.text).toContain('Your style: Visual');
    expect(mail!.text).toContain('/vark/report');
    // No language: the user's preference (Arabic by default).
    expect((await call('POST', '/assessments/vark/email', { token: mailer.token })).status).toBe(202);
    expect((await mailsTo(mailer.email))[1]!.text).toContain('أسلوبك: بصري');
    expectError(await call('POST', '/assessments/vark/email', { token: mailer.token, body: { language: 'fr' } }), 400, 'validation/invalid-input');
    expect((await call('POST', '/assessments/vark/email', { token: mailer.token, body: {} })).status).toBe(202);
    expectError(await call('POST', '/assessments/vark/email', { token: mailer.token, body: {} }), 429, 'assessment/mail-limit');
    expect(await mailsTo(mailer.email)).toHaveLength(3);
  });
});

describe('personality', () => {
  it('refuses missing and malformed answers without charging', async () => {
    const { p32: _p32, ...partial } = estj();
    expectError(await postPersonality(rich, { submission_id: randomUUID(), answers: partial }), 400, 'assessment/unanswered');
    expectError(await postPersonality(rich, { submission_id: randomUUID(), answers: { ...estj(), p01: 'c' } }), 400, 'assessment/invalid-answers');
    expectError(await postPersonality(rich, { submission_id: randomUUID(), answers: { ...estj(), p33: 'a' } }), 400, 'assessment/invalid-answers');
    expect(await chargesOf(rich.uid)).toHaveLength(0);
    expectError(await call('GET', '/assessments/personality', { token: rich.token }), 404, 'assessment/not-taken');
  });

  it('charges 5 sparks once, sets the type, and a replay charges nothing', async () => {
    const submissionId = randomUUID();
    const first = await postPersonality(student, { submission_id: submissionId, answers: estj() });
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ charged: 5, balance: 15 });
    expect(first.body.data).toMatchObject({
      id: `personality_${submissionId}`, type: 'ESTJ', counts: { E: 8, I: 0, S: 8, N: 0, T: 8, F: 0, J: 8, P: 0 },
      strengths: { EI: { pole: 'E', percent: 100 }, SN: { pole: 'S', percent: 100 }, TF: { pole: 'T', percent: 100 }, JP: { pole: 'J', percent: 100 } },
    });
    const replay = await postPersonality(student, { submission_id: submissionId, answers: estj() });
    expect(replay.status).toBe(200);
    expect(replay.body).toMatchObject({ charged: 0, balance: 15, data: first.body.data });
    expectError(await postPersonality(student, { submission_id: submissionId, answers: infj() }), 409, 'assessment/submission-conflict');
    expect((await walletState(student.uid)).balance).toBe(15);

    const latest = await call<{ data: PersonalityResult }>('GET', '/assessments/personality', { token: student.token });
    expect(latest.body.data).toEqual(first.body.data);
    const user = await call<{ data: UserDto }>('GET', '/user', { token: student.token });
    expect(user.body.data.personality_type).toBe('ESTJ');
  });

  it('20 concurrent submissions with one id charge once; 5 different ids charge 5 times', async () => {
    // Grow the emulator's worker pool a few at a time first, so the burst meets warm workers.
    for (const n of [5, 10, 15, 20]) {
      await Promise.all(Array.from({ length: n }, () => sendPatiently('GET', '/assessments/personality', rich.token)));
    }
    const before = (await walletState(rich.uid)).balance;
    const submissionId = randomUUID();
    const burst = await Promise.all(
      Array.from({ length: 20 }, () => sendPatiently('POST', '/assessments/personality', rich.token, { submission_id: submissionId, answers: infj() })),
    );
    // One answer says it charged (unless the emulator lost that answer and a retry replayed it).
    for (const answer of burst) expect([200, 201]).toContain(answer.status);
    expect(burst.filter((r) => r.status === 201).length).toBeLessThanOrEqual(1);
    expect(burst.reduce((sum, r) => sum + Number(r.body.charged), 0)).toBeLessThanOrEqual(5);
    if (emulator.retries === 0) expect(burst.reduce((sum, r) => sum + Number(r.body.charged), 0)).toBe(5);
    expect(await chargesOf(rich.uid)).toHaveLength(1);
    expect((await walletState(rich.uid)).balance).toBe(before - 5);

    const retakes = await Promise.all(
      Array.from({ length: 5 }, () => {
        const body = { submission_id: randomUUID(), answers: estj() };
        return sendPatiently('POST', '/assessments/personality', rich.token, body);
      }),
    );
    for (const answer of retakes) expect([200, 201]).toContain(answer.status);
    expect(await chargesOf(rich.uid)).toHaveLength(6);
    expect((await walletState(rich.uid)).balance).toBe(before - 30);
    expect((await adminDb.doc(`users/${rich.uid}`).get()).get('personality_type')).toBe('ESTJ');
    if (emulator.retries > 0) console.info(`assessments: ${emulator.retries} emulator failures retried`);
  }, 300_000);

  it('one submission id sent at once with different answers: one stored and charged, the others 409', async () => {
    const before = await walletState(rich.uid);
    const charges = (await chargesOf(rich.uid)).length;
    const submissionId = randomUUID();
    // Four answer sets, each with a different item turned: no two are the same.
    // Each still ESTJ (7 of 8), the type the learner profiles below expect.
    const sets = PERSONALITY_ITEMS.slice(0, 4).map((item) => ({ ...estj(), [item.id]: estj()[item.id] === 'a' ? 'b' : 'a' }));
    const burst = await Promise.all(sets.map((answers) => sendPatiently('POST', '/assessments/personality', rich.token, { submission_id: submissionId, answers })));
    // One wins (201; a 200 replay only when the emulator lost its answer and it was sent again).
    const won = burst.filter((r) => r.status === 201 || r.status === 200);
    expect(won, burst.map((r) => r.status).join(',')).toHaveLength(1);
    if (emulator.retries === 0) expect(won[0]!.status).toBe(201);
    for (const lost of burst.filter((r) => r !== won[0])) expectError(lost, 409, 'assessment/submission-conflict');
    expect(await chargesOf(rich.uid)).toHaveLength(charges + 1);
    expect((await walletState(rich.uid)).balance).toBe(before.balance - 5);
    const stored = await adminDb.doc(`users/${rich.uid}/assessments/personality_${submissionId}`).get();
    expect(stored.get('answers')).toEqual(sets[burst.indexOf(won[0]!)]);
  });

  it('without enough sparks: 402 with the sparks still needed, and nothing stored', async () => {
    const refused = await postPersonality(poor, { submission_id: randomUUID(), answers: estj() });
    expectError(refused, 402, 'wallet/insufficient-sparks');
    expect(refused.body.values).toEqual({ needed: 3 });
    expect((await walletState(poor.uid)).balance).toBe(2);
    expect((await adminDb.collection(`users/${poor.uid}/assessments`).get()).size).toBe(0);
    expect((await call<{ data: UserDto }>('GET', '/user', { token: poor.token })).body.data.personality_type).toBe('MBTI');
  });

  it("each user reads only their own results", async () => {
    // `poor` took nothing: the API answers their own (absent) results, never another's.
    expectError(await call('GET', '/assessments/personality', { token: poor.token }), 404, 'assessment/not-taken');
    expectError(await call('GET', '/assessments/vark', { token: poor.token }), 404, 'assessment/not-taken');
    expectError(await call('GET', '/assessments/vark'), 401, 'auth/no-token');
  });
});

describe('learner profiles', () => {
  const profiles = (user: TestUser, id = classId) =>
    call<{ data: LearnerProfile[] }>('GET', `/classes/${id}/learner-profiles`, { token: user.token });

  it("shows the class's teacher its active students' codes, never answers", async () => {
    const result = await profiles(teacher);
    expect(result.status).toBe(200);
    const byUid = new Map(result.body.data.map((p) => [p.uid, p]));
    expect([...byUid.keys()].sort()).toEqual([student.uid, rich.uid].sort());
    expect(byUid.get(student.uid)).toEqual({ uid: student.uid, learning_style: 'kinesthetic', learning_modalities: ['kinesthetic'], personality_type: 'ESTJ' });
    expect(byUid.get(rich.uid)).toEqual({ uid: rich.uid, learning_style: null, learning_modalities: [], personality_type: 'ESTJ' });
    expect(result.text).not.toMatch(/answers|scores|counts/);
    expect((await profiles(admin)).status).toBe(200);
  });

  it('refuses other teachers and students; an unknown class is not found', async () => {
    expectError(await profiles(otherTeacher), 403, 'assessment/teachers-only');
    expectError(await profiles(student), 403, 'assessment/teachers-only');
    expectError(await profiles(teacher, 'no-such-class'), 404, 'class/not-found');
  });
});
