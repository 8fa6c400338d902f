// Live quizzes over HTTP (docs/live.md): hosting, joining by code without an account
// (anonymous Firebase Auth), host-only actions, the state machine, and scoring of answers that
// real client SDK instances write straight to Firestore.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LivePlayerDoc, LiveSessionDoc } from '@shared/schemas/live';
import type { LiveReportDto, LiveReportSummary } from '@shared/schemas/live-report';
import { adminDb } from '../support/admin';
import { call, expectError, sleep } from '../support/api';
import { createClassDirect } from '../support/classes';
import { anonymousPlayer, type Player } from '../support/players';
import { capitalOfEgypt, capitalOfFrance, createQuizDirect, essay, skyIsBlue, type TestQuestion } from '../support/quizzes';
import { createTestUser, type TestUser } from '../support/users';

interface Created {
  sessionId: string;
  code: string;
  joinUrl: string;
  qr: string;
}

let teacher: TestUser;
let otherTeacher: TestUser;
let student: TestUser;
const openPlayers: Player[] = [];

async function player(): Promise<Player> {
  const p = await anonymousPlayer();
  openPlayers.push(p);
  return p;
}

const host = (who: TestUser, method: string, path: string, body?: unknown) => call(method, path, { token: who.token, body });
const action = (who: TestUser, sessionId: string, name: string) => host(who, 'POST', `/live/sessions/${sessionId}/${name}`);

async function hostSession(questions: TestQuestion[], body: Record<string, unknown> = {}, who: TestUser = teacher): Promise<Created> {
  const quizId = await createQuizDirect(who, questions);
  const result = await host(who, 'POST', '/live/sessions', { quizId, ...body });
  expect(result.status, result.text).toBe(201);
  return result.body as unknown as Created;
}

/** A 200 answer's body (host actions answer { session }, close also { closed, scoring }). */
async function ok(result: Promise<Awaited<ReturnType<typeof call>>>): Promise<Record<string, unknown> & { session?: unknown }> {
  const r = await result;
  expect(r.status, r.text).toBe(200);
  return r.body;
}

const sessionDoc = async (sessionId: string) => (await adminDb.doc(`liveSessions/${sessionId}`).get()).data() as LiveSessionDoc;
const playerDoc = async (sessionId: string, uid: string) =>
  (await adminDb.doc(`liveSessions/${sessionId}/players/${uid}`).get()).data() as LivePlayerDoc;

/** The points the formula gives for the stored answer: round(P × (1 − (t/T)/2)), t from the server's timestamps. */
async function expectedPoints(sessionId: string, uid: string, index: number): Promise<number> {
  const session = await sessionDoc(sessionId);
  const answer = (await adminDb.doc(`liveSessions/${sessionId}/answers/${index}_${uid}`).get()).data()!;
  const t = Math.max(0, answer.received_at.toMillis() - session.question!.opened_at_ms) / 1000;
  const T = session.question!.time_limit_s;
  return Math.round(session.question!.points * (1 - t / T / 2));
}

async function joined(sessionCode: string, nickname: string): Promise<Player> {
  const p = await player();
  const result = await p.join(sessionCode, nickname);
  expect(result.status, result.text).toBe(200);
  return p;
}

beforeAll(async () => {
  [teacher, otherTeacher, student] = await Promise.all([
    createTestUser({ userType: 'teacher' }),
    createTestUser({ userType: 'teacher' }),
    createTestUser({ userType: 'student' }),
  ]);
});

afterAll(async () => {
  await Promise.all(openPlayers.map((p) => p.close()));
});

describe('POST /live/sessions', () => {
  it('hosts a quiz: a 6-digit code, a QR of the join link, the session waiting without answer keys', async () => {
    const created = await hostSession([capitalOfFrance(), skyIsBlue()]);
    expect(created.code).toMatch(/^[1-9]\d{5}$/);
    expect(created.joinUrl).toMatch(new RegExp(`/live\\?code=${created.code}$`));
    expect(created.qr).toMatch(/^data:image\/png;base64,/);
    const session = await sessionDoc(created.sessionId);
    expect(session).toMatchObject({
      code: created.code, host_uid: teacher.uid, class_id: null, state: 'waiting', question_index: -1, question_count: 2,
      question: null, locked: false, speed_scoring: true, leaderboard: [], podium: null,
    });
    expect(JSON.stringify(session)).not.toMatch(/correct_answer|Paris/);
    expect((await adminDb.doc(`liveCodes/${created.code}`).get()).data()?.session_id).toBe(created.sessionId);
    const qr = await ok(host(teacher, 'GET', `/live/sessions/${created.sessionId}/qr`));
    expect(qr).toMatchObject({ code: created.code, joinUrl: created.joinUrl, qr: created.qr });
  });

  it('gives every session its own code', async () => {
    const codes = await Promise.all(Array.from({ length: 5 }, () => hostSession([capitalOfFrance()]).then((c) => c.code)));
    expect(new Set(codes).size).toBe(5);
  });

  it('refuses students, quizzes of others, unknown quizzes, empty quizzes and classes the host does not teach', async () => {
    const quizId = await createQuizDirect(teacher, [capitalOfFrance()]);
    expectError(await host(student, 'POST', '/live/sessions', { quizId }), 403, 'live/teachers-only');
    expectError(await host(otherTeacher, 'POST', '/live/sessions', { quizId }), 403, 'live/not-quiz-owner');
    expectError(await host(teacher, 'POST', '/live/sessions', { quizId: 'no-such-quiz' }), 404, 'live/quiz-not-found');
    expectError(await host(teacher, 'POST', '/live/sessions', {}), 400, 'validation/all-fields-required');
    const empty = await createQuizDirect(teacher, []);
    expectError(await host(teacher, 'POST', '/live/sessions', { quizId: empty }), 409, 'live/quiz-empty');
    const theirs = await createClassDirect(otherTeacher);
    expectError(await host(teacher, 'POST', '/live/sessions', { quizId, classId: theirs.classId }), 403, 'class/forbidden');
    expectError(await call('POST', '/live/sessions', { body: { quizId } }), 401, 'auth/no-token');
  });

  it.each(['centers', 'administrator'] as const)('lets %s build a quiz with the builder and host it', async (userType) => {
    const me = await createTestUser({ userType, sparks: 20 });
    const built = await call<{ data: { id: string } }>('POST', '/quizzes', {
      token: me.token,
      body: {
        method: 'manual', title: 'Open day', description: '', difficulty: 'easy', language: 'en',
        questions: [{ type: 'multiple_choice', text: 'Capital of France?', options: ['Paris', 'Rome'], correct_answer: 'Paris', points: 10, time_limit_s: 20 }],
      },
    });
    expect(built.status, built.text).toBe(201);
    const created = await host(me, 'POST', '/live/sessions', { quizId: built.body.data.id });
    expect(created.status, created.text).toBe(201);
    expect(await sessionDoc((created.body as unknown as Created).sessionId)).toMatchObject({ host_uid: me.uid, state: 'waiting', question_count: 1 });
  });

  it('hosts for a class: its co-teachers may run the session too', async () => {
    const klass = await createClassDirect(teacher);
    await adminDb.doc(`classes/${klass.classId}`).update({ teacher_uids: [teacher.uid, otherTeacher.uid] });
    const created = await hostSession([capitalOfFrance()], { classId: klass.classId });
    expect((await sessionDoc(created.sessionId)).class_id).toBe(klass.classId);
    expect(await ok(action(otherTeacher, created.sessionId, 'start'))).toMatchObject({ session: { state: 'question' } });
  });
});

describe('POST /live/join', () => {
  let created: Created;
  beforeAll(async () => {
    created = await hostSession([capitalOfFrance(), skyIsBlue()]);
  });

  it('joins with no account (anonymous sign-in) by code and nickname', async () => {
    const p = await player();
    const result = await p.join(created.code, '  Sara  ');
    expect(result.status, result.text).toBe(200);
    expect(result.body).toMatchObject({
      status: 'success', sessionId: created.sessionId, rejoined: false,
      player: { uid: p.uid, nickname: 'Sara', score: 0, streak: 0, rank: null },
    });
    expect(await p.session(created.sessionId)).toMatchObject({ state: 'waiting', code: created.code });
    expect(await p.me(created.sessionId)).toMatchObject({ nickname: 'Sara', score: 0, removed: false });
  });

  it('says "Please enter a valid 6-digit code" for a malformed code', async () => {
    const p = await player();
    for (const code of ['12345', '1234567', 'abcdef', '', '12 456']) {
      const result = await p.join(code, 'Ali');
      expectError(result, 400, 'validation/invalid-code');
      expect(result.body.message).toBe('Please enter a valid 6-digit code');
    }
  });

  it('answers 404 for a code no live quiz uses', async () => {
    const p = await player();
    let unused = '100000';
    while ((await adminDb.doc(`liveCodes/${unused}`).get()).exists) unused = String(Number(unused) + 1);
    expectError(await p.join(unused, 'Ali'), 404, 'live/not-found');
  });

  it('checks nicknames: 1-20 characters, unique case-insensitively', async () => {
    const p = await player();
    expectError(await p.join(created.code, '   '), 400, 'live/nickname-invalid');
    expectError(await p.join(created.code, 'x'.repeat(21)), 400, 'live/nickname-invalid');
    await joined(created.code, 'Omar');
    expectError(await p.join(created.code, ' OMAR '), 409, 'live/nickname-taken');
    expect((await p.join(created.code, 'Omar2')).status).toBe(200);
  });

  it('gives a nickname to one of two players asking for it at once', async () => {
    const [a, b] = await Promise.all([player(), player()]);
    const results = await Promise.all([a.join(created.code, 'Twin'), b.join(created.code, 'twin')]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
  });

  it('refuses calls without a token', async () => {
    expectError(await call('POST', '/live/join', { body: { code: created.code, nickname: 'Ghost' } }), 401, 'auth/no-token');
  });

  it('refuses new players in a locked lobby but lets joined ones back in', async () => {
    const session = await hostSession([capitalOfFrance()]);
    const inside = await joined(session.code, 'Inside');
    expect(await ok(action(teacher, session.sessionId, 'lock'))).toMatchObject({ session: { locked: true } });
    const late = await player();
    expectError(await late.join(session.code, 'Late'), 423, 'live/locked');
    expect((await inside.join(session.code, 'Inside')).body).toMatchObject({ rejoined: true });
    await ok(action(teacher, session.sessionId, 'unlock'));
    expect((await late.join(session.code, 'Late')).status).toBe(200);
  });

  it('answers 404 once the game is complete (the code is freed)', async () => {
    const session = await hostSession([capitalOfFrance()]);
    const p = await joined(session.code, 'Early');
    await ok(action(teacher, session.sessionId, 'end'));
    expect((await adminDb.doc(`liveCodes/${session.code}`).get()).exists).toBe(false);
    expectError(await p.join(session.code, 'Early'), 404, 'live/not-found');
    expect(await p.session(session.sessionId)).toMatchObject({ state: 'complete' });
  });
});

describe('host-only actions', () => {
  it('refuses players, other teachers and students; unknown sessions are 404', async () => {
    const created = await hostSession([capitalOfFrance()]);
    const p = await joined(created.code, 'Nosy');
    const playerUser = { token: await p.token() } as TestUser;
    // An anonymous player never gets past the account check; verified accounts reach the host check.
    for (const [who, code] of [[playerUser, 'auth/account-required'], [otherTeacher, 'live/not-host'], [student, 'live/not-host']] as const) {
      for (const name of ['start', 'next', 'close', 'lock', 'unlock', 'reset', 'end']) {
        expectError(await action(who, created.sessionId, name), 403, code);
      }
      expectError(await host(who, 'DELETE', `/live/sessions/${created.sessionId}/players/${p.uid}`), 403, code);
      expectError(await host(who, 'PATCH', `/live/sessions/${created.sessionId}`, { speedScoring: false }), 403, code);
      expectError(await host(who, 'GET', `/live/sessions/${created.sessionId}/qr`), 403, code);
    }
    expectError(await action(teacher, 'no-such-session', 'start'), 404, 'live/session-not-found');
    expect(await sessionDoc(created.sessionId)).toMatchObject({ state: 'waiting', locked: false });
  });
});

describe('a game from the lobby to the podium', () => {
  let created: Created;
  let sara: Player;
  let omar: Player;
  let lina: Player;

  beforeAll(async () => {
    created = await hostSession([capitalOfFrance(), skyIsBlue(), capitalOfEgypt()]);
    sara = await joined(created.code, 'Sara');
    omar = await joined(created.code, 'Omar');
    lina = await joined(created.code, 'Lina');
  });

  it('only starts from the lobby and opens question 0 without its key', async () => {
    expectError(await action(teacher, created.sessionId, 'next'), 409, 'live/wrong-state');
    expectError(await action(teacher, created.sessionId, 'close'), 409, 'live/wrong-state');
    const started = await ok(action(teacher, created.sessionId, 'start'));
    expect(started.session).toMatchObject({ state: 'question', question_index: 0, player_count: 3 });
    const seen = await sara.waitForSession(created.sessionId, (s) => s.state === 'question');
    expect(seen.question).toMatchObject({
      index: 0, text: 'What is the capital of France?', type: 'multiple_choice', options: ['Paris', 'Rome', 'Madrid', 'Berlin'],
      time_limit_s: 30, points: 1000, scored: true,
    });
    expect(seen.question.closes_at_ms - seen.question.opened_at_ms).toBe(30_000);
    expect(JSON.stringify(seen)).not.toContain('correct_answer');
    expect(seen.reveal ?? null).toBeNull(); // the key comes only with the close
    expectError(await action(teacher, created.sessionId, 'start'), 409, 'live/wrong-state');
    expectError(await action(teacher, created.sessionId, 'next'), 409, 'live/wrong-state');
  });

  it('takes one answer per player per question (a second one is refused)', async () => {
    await sara.answer(created.sessionId, 0, 'Paris');
    await expect(sara.answer(created.sessionId, 0, 'Rome')).rejects.toMatchObject({ code: 'permission-denied' });
    await omar.answer(created.sessionId, 0, 'Rome');
    // Lina does not answer. Nobody answers ahead or for someone else.
    await expect(lina.answer(created.sessionId, 1, true)).rejects.toMatchObject({ code: 'permission-denied' });
  });

  it('closes with one scoring pass: Kahoot points for the fast correct answer, 0 for wrong and missing', async () => {
    const expectedSara = await expectedPoints(created.sessionId, sara.uid, 0);
    expect(expectedSara).toBeGreaterThan(500);
    expect(expectedSara).toBeLessThanOrEqual(1000);
    const closed = await ok(action(teacher, created.sessionId, 'close'));
    expect(closed).toMatchObject({ closed: true, scoring: { questionIndex: 0, players: 3, answers: 2 }, session: { state: 'leaderboard', leaderboard_index: 0 } });
    expect(await playerDoc(created.sessionId, sara.uid)).toMatchObject({
      score: expectedSara, streak: 1, rank: 1, last_points: expectedSara, last_correct: true, last_answered: true, scored_index: 0,
    });
    expect(await playerDoc(created.sessionId, omar.uid)).toMatchObject({ score: 0, streak: 0, rank: 2, last_correct: false, last_answered: true });
    expect(await playerDoc(created.sessionId, lina.uid)).toMatchObject({ score: 0, streak: 0, rank: 2, last_correct: false, last_answered: false });
    const board = await omar.waitForSession(created.sessionId, (s) => s.leaderboard_index === 0);
    expect(board.leaderboard).toEqual([
      { uid: sara.uid, nickname: 'Sara', score: expectedSara, delta: expectedSara, rank: 1 },
      { uid: omar.uid, nickname: 'Omar', score: 0, delta: 0, rank: 2 },
      { uid: lina.uid, nickname: 'Lina', score: 0, delta: 0, rank: 2 },
    ]);
    expect(board).toMatchObject({ state: 'leaderboard', answered_count: 2 });
    // The reveal comes in the same write as the leaderboard: the key and a count per option.
    expect(board.reveal).toEqual({
      index: 0, type: 'multiple_choice', correct_answer: ['Paris'], correct_options: [0], counts: [1, 1, 0, 0],
      players: 3, answered: 2, correct: 1,
    });
    expect(await playerDoc(created.sessionId, sara.uid)).toMatchObject({ correct_count: 1, answer_count: 1 });
    expect(await playerDoc(created.sessionId, lina.uid)).toMatchObject({ correct_count: 0, answer_count: 0 });
  });

  it('closing again changes nothing', async () => {
    const before = await adminDb.collection(`liveSessions/${created.sessionId}/players`).get();
    const again = await ok(action(teacher, created.sessionId, 'close'));
    expect(again).toMatchObject({ closed: false, scoring: null });
    const after = await adminDb.collection(`liveSessions/${created.sessionId}/players`).get();
    expect(after.docs.map((d) => [d.id, d.updateTime.toMillis()])).toEqual(before.docs.map((d) => [d.id, d.updateTime.toMillis()]));
  });

  it('refuses answers once the question is closed', async () => {
    await expect(lina.answer(created.sessionId, 0, 'Paris')).rejects.toMatchObject({ code: 'permission-denied' });
  });

  it('a player who reloads rejoins with the same nickname and score', async () => {
    const score = (await playerDoc(created.sessionId, sara.uid)).score;
    const again = await sara.join(created.code, 'Another name');
    expect(again.body).toMatchObject({ rejoined: true, player: { uid: sara.uid, nickname: 'Sara', score, streak: 1, rank: 1 } });
  });

  it('moves on to the next question, and the streak bonus comes with a second correct answer', async () => {
    expect(await ok(action(teacher, created.sessionId, 'next'))).toMatchObject({ session: { state: 'question', question_index: 1 } });
    expect((await sara.waitForSession(created.sessionId, (s) => s.question_index === 1)).reveal).toBeNull();
    await Promise.all([sara.answer(created.sessionId, 1, true), omar.answer(created.sessionId, 1, 'true'), lina.answer(created.sessionId, 1, false)]);
    const before = await playerDoc(created.sessionId, sara.uid);
    const [saraPoints, omarPoints] = await Promise.all([
      expectedPoints(created.sessionId, sara.uid, 1),
      expectedPoints(created.sessionId, omar.uid, 1),
    ]);
    await ok(action(teacher, created.sessionId, 'close'));
    expect(await playerDoc(created.sessionId, sara.uid)).toMatchObject({
      score: before.score + saraPoints + 100, streak: 2, last_bonus: 100, last_points: saraPoints + 100,
    });
    expect(await playerDoc(created.sessionId, omar.uid)).toMatchObject({ score: omarPoints, streak: 1, last_bonus: 0 });
    expect(await playerDoc(created.sessionId, lina.uid)).toMatchObject({ score: 0, streak: 0, last_correct: false });
    expect((await lina.waitForSession(created.sessionId, (s) => s.leaderboard_index === 1)).reveal).toEqual({
      index: 1, type: 'true_false', correct_answer: true, correct_options: [0], counts: [2, 1], players: 3, answered: 3, correct: 2,
    });
  });

  it('checks short answers normalised (Arabic spelling variants count)', async () => {
    await ok(action(teacher, created.sessionId, 'next'));
    await Promise.all([
      sara.answer(created.sessionId, 2, 'Giza'),
      omar.answer(created.sessionId, 2, '  cairo. '),
      lina.answer(created.sessionId, 2, 'الْقَاهِرَه'),
    ]);
    await ok(action(teacher, created.sessionId, 'close'));
    expect(await playerDoc(created.sessionId, sara.uid)).toMatchObject({ streak: 0, last_correct: false, last_points: 0 });
    expect(await playerDoc(created.sessionId, omar.uid)).toMatchObject({ streak: 2, last_correct: true, last_bonus: 100 });
    expect(await playerDoc(created.sessionId, lina.uid)).toMatchObject({ streak: 1, last_correct: true });
    expect((await sara.waitForSession(created.sessionId, (s) => s.leaderboard_index === 2)).reveal).toEqual({
      index: 2, type: 'short_answer', correct_answer: ['Cairo', 'القاهرة'], correct_options: [], counts: [], players: 3, answered: 3, correct: 2,
    });
  });

  it('completes after the last question with the top-3 podium and frees the code', async () => {
    const final = await ok(action(teacher, created.sessionId, 'next'));
    expect(final.session).toMatchObject({ state: 'complete' });
    const session = await lina.waitForSession(created.sessionId, (s) => s.state === 'complete');
    const players = await Promise.all([sara, omar, lina].map((p) => playerDoc(created.sessionId, p.uid)));
    const ranked = players.sort((a, b) => b.score - a.score);
    expect(session.podium.map((p: { nickname: string; score: number }) => [p.nickname, p.score])).toEqual(ranked.map((p) => [p.nickname, p.score]));
    expect((await adminDb.doc(`liveCodes/${created.code}`).get()).exists).toBe(false);
    for (const name of ['start', 'next', 'lock', 'reset']) expectError(await action(teacher, created.sessionId, name), 409, 'live/wrong-state');
    expect(await ok(action(teacher, created.sessionId, 'close'))).toMatchObject({ closed: false });
    expect(await ok(action(teacher, created.sessionId, 'end'))).toMatchObject({ session: { state: 'complete' } });
  });

  it("writes the host's report: per question and per player, readable by the host only", async () => {
    const stored = await adminDb.doc(`liveReports/${created.sessionId}`).get();
    expect(stored.exists).toBe(true);
    const { report } = (await ok(host(teacher, 'GET', `/live/reports/${created.sessionId}`))) as unknown as { report: LiveReportDto };
    expect(report).toMatchObject({
      session_id: created.sessionId, host_uid: teacher.uid, quiz_title: 'Capitals', class_id: null,
      question_count: 3, questions_played: 3, player_count: 3, avg_correct_pct: Math.round((33 + 67 + 67) / 3),
    });
    expect(report.ended_at).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect(report.questions.map((q) => [q.index, q.text, q.counts, q.answered, q.correct, q.correct_pct])).toEqual([
      [0, 'What is the capital of France?', [1, 1, 0, 0], 2, 1, 33],
      [1, 'The sky is blue.', [2, 1], 3, 2, 67],
      [2, 'What is the capital of Egypt?', [], 3, 2, 67],
    ]);
    for (const q of report.questions) expect(q.avg_response_ms).toBeGreaterThanOrEqual(0);
    const scores = await Promise.all([sara, omar, lina].map((p) => playerDoc(created.sessionId, p.uid)));
    expect(report.players.map((p) => [p.nickname, p.score, p.correct, p.answered])).toEqual(
      scores
        .sort((a, b) => b.score - a.score)
        .map((p) => [p.nickname, p.score, { Sara: 2, Omar: 2, Lina: 1 }[p.nickname], { Sara: 3, Omar: 3, Lina: 2 }[p.nickname]]),
    );
    expect(report.players[0]!.rank).toBe(1);
    // Others: another teacher, a player, a student; unknown sessions.
    expectError(await host(otherTeacher, 'GET', `/live/reports/${created.sessionId}`), 403, 'live/not-host');
    expectError(await host(student, 'GET', `/live/reports/${created.sessionId}`), 403, 'live/not-host');
    expectError(await call('GET', `/live/reports/${created.sessionId}`, { token: await sara.token() }), 403, 'auth/account-required');
    expectError(await host(teacher, 'GET', '/live/reports/no-such-session'), 404, 'live/session-not-found');
    expectError(await call('GET', `/live/reports/${created.sessionId}`), 401, 'auth/no-token');
    // Listed for the host (My quizzes), by quiz too; nobody else's list has it.
    const mine = (await ok(host(teacher, 'GET', '/live/reports'))).reports as LiveReportSummary[];
    expect(mine.find((r) => r.session_id === created.sessionId)).toMatchObject({ quiz_title: 'Capitals', player_count: 3, questions_played: 3 });
    const quizId = (await sessionDoc(created.sessionId)).quiz_id;
    const byQuiz = (await ok(host(teacher, 'GET', `/live/reports?quizId=${quizId}`))).reports as LiveReportSummary[];
    expect(byQuiz.map((r) => r.session_id)).toEqual([created.sessionId]);
    expect(((await ok(host(otherTeacher, 'GET', '/live/reports'))).reports as LiveReportSummary[]).some((r) => r.session_id === created.sessionId)).toBe(false);
    expectError(await host(teacher, 'GET', '/live/reports?quizId=a/b'), 400, 'validation/invalid-id');
  });
});

describe('late answers', () => {
  it('refuses an answer after the time limit, and scores 0 for it and for one the server stamped late', async () => {
    const created = await hostSession([capitalOfFrance({ time_limit_s: 2 })]);
    const [slow, skewed, fast] = await Promise.all([joined(created.code, 'Slow'), joined(created.code, 'Skewed'), joined(created.code, 'Fast')]);
    await ok(action(teacher, created.sessionId, 'start'));
    await fast.answer(created.sessionId, 0, 'Paris');
    const session = await sessionDoc(created.sessionId);
    await sleep(Math.max(0, session.question!.closes_at_ms - Date.now()) + 300);
    // The window closed by the clock, though the host has not closed the question yet.
    expect((await sessionDoc(created.sessionId)).state).toBe('question');
    await expect(slow.answer(created.sessionId, 0, 'Paris')).rejects.toMatchObject({ code: 'permission-denied' });
    // An answer the server received after closes_at (written here with the admin SDK) is late.
    await adminDb.doc(`liveSessions/${created.sessionId}/answers/0_${skewed.uid}`).set({
      uid: skewed.uid, question_index: 0, answer: 'Paris', received_at: new Date(session.question!.closes_at_ms + 50),
    });
    await ok(action(teacher, created.sessionId, 'close'));
    expect(await playerDoc(created.sessionId, slow.uid)).toMatchObject({ score: 0, last_answered: false, last_correct: false });
    expect(await playerDoc(created.sessionId, skewed.uid)).toMatchObject({ score: 0, last_answered: true, last_late: true, last_correct: false });
    expect((await playerDoc(created.sessionId, fast.uid)).score).toBeGreaterThan(500);
  });
});

describe('closing twice at once', () => {
  it('scores the question once', async () => {
    const created = await hostSession([capitalOfFrance(), skyIsBlue()]);
    const players = await Promise.all(['A', 'B', 'C', 'D'].map((n) => joined(created.code, n)));
    await ok(action(teacher, created.sessionId, 'start'));
    await Promise.all(players.map((p, i) => p.answer(created.sessionId, 0, i % 2 ? 'Rome' : 'Paris')));
    const expected = await Promise.all(players.map((p, i) => (i % 2 ? 0 : expectedPoints(created.sessionId, p.uid, 0))));
    const results = await Promise.all([action(teacher, created.sessionId, 'close'), action(teacher, created.sessionId, 'close')]);
    expect(results.map((r) => r.status)).toEqual([200, 200]);
    expect(results.map((r) => r.body.closed).sort()).toEqual([false, true]);
    const scores = await Promise.all(players.map((p) => playerDoc(created.sessionId, p.uid).then((d) => d.score)));
    expect(scores).toEqual(expected);
  });
});

describe('a close whose instance died', () => {
  it('is finished by the next close once its lease ran out, scoring nobody twice', async () => {
    const created = await hostSession([capitalOfFrance(), skyIsBlue()]);
    const [a, b] = await Promise.all([joined(created.code, 'Alpha'), joined(created.code, 'Beta')]);
    await ok(action(teacher, created.sessionId, 'start'));
    await Promise.all([a.answer(created.sessionId, 0, 'Paris'), b.answer(created.sessionId, 0, 'Paris')]);
    const pointsB = await expectedPoints(created.sessionId, b.uid, 0);
    // As if a close shut the window and wrote Alpha's result, then its instance died 61 s ago.
    await adminDb.doc(`liveSessions/${created.sessionId}/server/window`).update({ open: false, closed_at: new Date(Date.now() - 61_000) });
    await adminDb.doc(`liveSessions/${created.sessionId}/players/${a.uid}`).update({ score: 777, streak: 1, last_points: 777, scored_index: 0 });
    await expect(a.answer(created.sessionId, 0, 'Rome')).rejects.toMatchObject({ code: 'permission-denied' });

    const closed = await ok(action(teacher, created.sessionId, 'close'));
    expect(closed).toMatchObject({ closed: true, scoring: { players: 2, answers: 2 }, session: { state: 'leaderboard' } });
    expect(await playerDoc(created.sessionId, a.uid)).toMatchObject({ score: 777, last_points: 777, streak: 1 });
    expect(await playerDoc(created.sessionId, b.uid)).toMatchObject({ score: pointsB, last_points: pointsB, scored_index: 0 });
    expect((await sessionDoc(created.sessionId)).leaderboard.map((e) => [e.nickname, e.score])).toEqual(
      [['Alpha', 777], ['Beta', pointsB]].sort((x, y) => Number(y[1]) - Number(x[1])),
    );
  });

  it('is left alone while its lease runs: close does nothing and next waits', async () => {
    const created = await hostSession([capitalOfFrance(), skyIsBlue()]);
    await joined(created.code, 'Waiter');
    await ok(action(teacher, created.sessionId, 'start'));
    await adminDb.doc(`liveSessions/${created.sessionId}/server/window`).update({ open: false, closed_at: new Date() });
    expect(await ok(action(teacher, created.sessionId, 'close'))).toMatchObject({ closed: false, scoring: null, session: { state: 'question' } });
    expectError(await action(teacher, created.sessionId, 'next'), 409, 'live/wrong-state');
  });
});

describe('speed scoring off', () => {
  it('gives the full points for any correct answer in time', async () => {
    const created = await hostSession([capitalOfFrance({ points: 800 }), skyIsBlue({ points: 600 })], { speedScoring: false });
    expect((await sessionDoc(created.sessionId)).speed_scoring).toBe(false);
    const p = await joined(created.code, 'Steady');
    await ok(action(teacher, created.sessionId, 'start'));
    await sleep(1500);
    await p.answer(created.sessionId, 0, 'Paris');
    await ok(action(teacher, created.sessionId, 'close'));
    expect(await playerDoc(created.sessionId, p.uid)).toMatchObject({ score: 800, last_points: 800 });
    // The host turns it back on: the next question is scored by time again.
    expect(await ok(host(teacher, 'PATCH', `/live/sessions/${created.sessionId}`, { speedScoring: true }))).toMatchObject({
      session: { speed_scoring: true },
    });
    await ok(action(teacher, created.sessionId, 'next'));
    await sleep(1500);
    await p.answer(created.sessionId, 1, true);
    const points = await expectedPoints(created.sessionId, p.uid, 1);
    expect(points).toBeLessThan(600);
    await ok(action(teacher, created.sessionId, 'close'));
    expect(await playerDoc(created.sessionId, p.uid)).toMatchObject({ score: 800 + points + 60, streak: 2 }); // streak bonus: 10% of the question's 600 points
    expect(await playerDoc(created.sessionId, p.uid)).toMatchObject({ last_bonus: 60 });
  });
});

describe('essays', () => {
  it('are shown and answerable but not scored live; the streak is kept', async () => {
    const created = await hostSession([capitalOfFrance(), essay(), skyIsBlue()]);
    const p = await joined(created.code, 'Writer');
    await ok(action(teacher, created.sessionId, 'start'));
    await p.answer(created.sessionId, 0, 'Paris');
    await ok(action(teacher, created.sessionId, 'close'));
    await ok(action(teacher, created.sessionId, 'next'));
    expect((await sessionDoc(created.sessionId)).question).toMatchObject({ type: 'essay', scored: false });
    await p.answer(created.sessionId, 1, 'Because the axis of the Earth is tilted.');
    const before = await playerDoc(created.sessionId, p.uid);
    await ok(action(teacher, created.sessionId, 'close'));
    expect(await playerDoc(created.sessionId, p.uid)).toMatchObject({ score: before.score, streak: 1, last_points: 0, last_correct: null });
  });
});

describe('removing a player', () => {
  it('refuses their answers and their rejoin, keeps their nickname held and drops them from the leaderboard', async () => {
    const created = await hostSession([capitalOfFrance(), skyIsBlue()]);
    const [rude, kind] = await Promise.all([joined(created.code, 'Rude'), joined(created.code, 'Kind')]);
    await ok(action(teacher, created.sessionId, 'start'));
    await rude.answer(created.sessionId, 0, 'Paris');
    await ok(action(teacher, created.sessionId, 'close'));
    expect((await sessionDoc(created.sessionId)).leaderboard.map((e) => e.nickname)).toContain('Rude');
    const removed = await ok(host(teacher, 'DELETE', `/live/sessions/${created.sessionId}/players/${rude.uid}`));
    expect(removed.session).toMatchObject({ player_count: 1 });
    expect((await sessionDoc(created.sessionId)).leaderboard.map((e) => e.nickname)).toEqual(['Kind']);
    expect(await rude.me(created.sessionId)).toMatchObject({ removed: true });
    await expect(rude.session(created.sessionId)).rejects.toMatchObject({ code: 'permission-denied' });
    expectError(await rude.join(created.code, 'Rude'), 403, 'live/removed');
    await ok(action(teacher, created.sessionId, 'next'));
    await expect(rude.answer(created.sessionId, 1, true)).rejects.toMatchObject({ code: 'permission-denied' });
    await kind.answer(created.sessionId, 1, true);
    // A new identity cannot come back as the removed name (or one that passes for it).
    const newcomer = await player();
    expectError(await newcomer.join(created.code, 'rude'), 403, 'live/nickname-removed');
    expect((await newcomer.join(created.code, 'Polite')).status).toBe(200);
    expectError(await host(teacher, 'DELETE', `/live/sessions/${created.sessionId}/players/nobody`), 404, 'live/player-not-found');
  });
});

describe('the debug reset', () => {
  it('goes back to waiting with scores zeroed and answers cleared, keeping the players', async () => {
    const created = await hostSession([capitalOfFrance(), skyIsBlue()]);
    const p = await joined(created.code, 'Again');
    await ok(action(teacher, created.sessionId, 'start'));
    await p.answer(created.sessionId, 0, 'Paris');
    await ok(action(teacher, created.sessionId, 'close'));
    expect((await playerDoc(created.sessionId, p.uid)).score).toBeGreaterThan(0);
    const reset = await ok(action(teacher, created.sessionId, 'reset'));
    expect(reset.session).toMatchObject({ state: 'waiting', question_index: -1, player_count: 1 });
    expect(await sessionDoc(created.sessionId)).toMatchObject({ state: 'waiting', question: null, leaderboard: [], leaderboard_index: null, reveal: null });
    expect((await adminDb.doc(`liveSessions/${created.sessionId}/server/stats`).get()).exists).toBe(false);
    expect(await playerDoc(created.sessionId, p.uid)).toMatchObject({ nickname: 'Again', score: 0, streak: 0, rank: null, scored_index: -1, removed: false });
    expect((await adminDb.collection(`liveSessions/${created.sessionId}/answers`).get()).size).toBe(0);
    await ok(action(teacher, created.sessionId, 'start'));
    await p.answer(created.sessionId, 0, 'Paris');
    await ok(action(teacher, created.sessionId, 'close'));
    expect(await playerDoc(created.sessionId, p.uid)).toMatchObject({ streak: 1, scored_index: 0 });
  });
});

describe('ending early', () => {
  it('scores the open question first, then completes with the podium', async () => {
    const created = await hostSession([capitalOfFrance(), skyIsBlue()]);
    const p = await joined(created.code, 'Quick');
    await ok(action(teacher, created.sessionId, 'start'));
    await p.answer(created.sessionId, 0, 'Paris');
    const points = await expectedPoints(created.sessionId, p.uid, 0);
    expect(await ok(action(teacher, created.sessionId, 'end'))).toMatchObject({ session: { state: 'complete' } });
    const session = await sessionDoc(created.sessionId);
    expect(session.podium).toEqual([{ uid: p.uid, nickname: 'Quick', score: points, delta: points, rank: 1 }]);
  });

  it("reports the questions played; the class's teachers read it, not before the end", async () => {
    const klass = await createClassDirect(teacher);
    await adminDb.doc(`classes/${klass.classId}`).update({ teacher_uids: [teacher.uid, otherTeacher.uid] });
    const created = await hostSession([capitalOfFrance(), skyIsBlue(), essay()], { classId: klass.classId });
    const a = await joined(created.code, 'Amal');
    const b = await joined(created.code, 'Badr');
    await ok(action(teacher, created.sessionId, 'start'));
    await Promise.all([a.answer(created.sessionId, 0, 'Paris'), b.answer(created.sessionId, 0, 'Madrid')]);
    expectError(await host(teacher, 'GET', `/live/reports/${created.sessionId}`), 409, 'live/wrong-state');
    await ok(action(teacher, created.sessionId, 'close'));
    await ok(action(teacher, created.sessionId, 'next'));
    await a.answer(created.sessionId, 1, false);
    await ok(action(otherTeacher, created.sessionId, 'end'));
    const { report } = (await ok(host(otherTeacher, 'GET', `/live/reports/${created.sessionId}`))) as unknown as { report: LiveReportDto };
    expect(report).toMatchObject({ class_id: klass.classId, host_uid: teacher.uid, question_count: 3, questions_played: 2, player_count: 2, avg_correct_pct: 25 });
    expect(report.questions.map((q) => [q.counts, q.answered, q.correct, q.correct_pct])).toEqual([
      [[1, 0, 1, 0], 2, 1, 50],
      [[0, 1], 1, 0, 0],
    ]);
    expect(report.players.map((p) => [p.nickname, p.rank, p.correct, p.answered])).toEqual([
      ['Amal', 1, 1, 2],
      ['Badr', 2, 0, 1],
    ]);
    // Written once: ending again or reading again leaves it as it was.
    const written = (await adminDb.doc(`liveReports/${created.sessionId}`).get()).updateTime?.toMillis();
    await ok(action(teacher, created.sessionId, 'end'));
    await ok(host(teacher, 'GET', `/live/reports/${created.sessionId}`));
    expect((await adminDb.doc(`liveReports/${created.sessionId}`).get()).updateTime?.toMillis()).toBe(written);
  });
});
