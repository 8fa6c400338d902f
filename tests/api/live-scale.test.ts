// 200 players answering at once, each a real client SDK instance of the emulator suite (its
// own Firebase app, anonymous sign-in, a listener on the session): every answer lands as its
// own document, and the single scoring pass at close scores every player exactly.
//
// Joins go through the API 8 at a time (the lanes starting 1.5 s apart): the Functions emulator runs one request per worker
// process and starts a new process for each concurrent request, so 200 joins at once would
// start 200 Node processes (production runs 80 concurrent requests per instance). The answers
// do not touch functions at all: all 200 are written at the same moment.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LivePlayerDoc, LiveSessionDoc } from '@shared/schemas/live';
import { adminDb } from '../support/admin';
import { call } from '../support/api';
import { anonymousPlayers, withConcurrency, type Player } from '../support/players';
import { capitalOfFrance, createQuizDirect, skyIsBlue } from '../support/quizzes';
import { createTestUser, type TestUser } from '../support/users';

const N = 200;
let teacher: TestUser;
let players: Player[] = [];
let sessionId: string;
let code: string;

const action = async (name: string) => {
  const result = await call('POST', `/live/sessions/${sessionId}/${name}`, { token: teacher.token });
  expect(result.status, result.text).toBe(200);
  return result.body;
};

/** round(P × (1 − (t/T)/2)), computed here from the stored timestamps, independently of the functions. */
function kahoot(points: number, timeLimitS: number, openedAtMs: number, receivedAtMs: number): number {
  const t = Math.max(0, receivedAtMs - openedAtMs) / 1000;
  return Math.round(points * (1 - t / timeLimitS / 2));
}

beforeAll(async () => {
  teacher = await createTestUser({ userType: 'teacher' });
  const quizId = await createQuizDirect(teacher, [capitalOfFrance({ time_limit_s: 60 }), skyIsBlue({ time_limit_s: 60 })]);
  const created = await call<{ sessionId: string; code: string }>('POST', '/live/sessions', { token: teacher.token, body: { quizId } });
  expect(created.status, created.text).toBe(201);
  ({ sessionId, code } = created.body);
  players = await anonymousPlayers(N);
}, 180_000);

afterAll(async () => {
  await Promise.all(players.map((p) => p.close()));
});

describe(`${N} players in one live session`, () => {
  it('all join by code with their own nicknames', async () => {
    const results = await withConcurrency(players, 8, (p, i) => p.join(code, `Player ${i + 1}`), 1500);
    expect(results.map((r) => r.status)).toEqual(players.map(() => 200));
    expect((await adminDb.collection(`liveSessions/${sessionId}/players`).count().get()).data().count).toBe(N);
  }, 180_000);

  it('answer at once and are all scored exactly by one pass', async () => {
    const started = await action('start');
    expect(started.session).toMatchObject({ state: 'question', player_count: N });
    // Every player sees the question through its listener, then all answer in the same tick:
    // a third wrongly, the rest correctly.
    await Promise.all(players.map((p) => p.waitForSession(sessionId, (s) => s.state === 'question', 60_000)));
    const picks = players.map((_, i) => (i % 3 === 0 ? 'Rome' : 'Paris'));
    const acks = await Promise.allSettled(players.map((p, i) => p.answer(sessionId, 0, picks[i])));
    expect(acks.filter((a) => a.status === 'rejected')).toEqual([]);
    // A second answer from everyone, at once: all refused.
    const seconds = await Promise.allSettled(players.map((p) => p.answer(sessionId, 0, 'Paris')));
    expect(seconds.every((s) => s.status === 'rejected')).toBe(true);

    const closed = await action('close');
    expect(closed).toMatchObject({ closed: true, scoring: { players: N, answers: N } });

    const session = (await adminDb.doc(`liveSessions/${sessionId}`).get()).data() as LiveSessionDoc;
    const answers = await adminDb.collection(`liveSessions/${sessionId}/answers`).where('question_index', '==', 0).get();
    expect(answers.size).toBe(N);
    const receivedAt = new Map(answers.docs.map((d) => [d.data().uid as string, d.data().received_at.toMillis() as number]));
    const docs = await adminDb.collection(`liveSessions/${sessionId}/players`).get();
    const byUid = new Map(docs.docs.map((d) => [d.id, d.data() as LivePlayerDoc]));
    const q = session.question!;
    players.forEach((p, i) => {
      const expected = picks[i] === 'Paris' ? kahoot(1000, 60, q.opened_at_ms, receivedAt.get(p.uid)!) : 0;
      expect(byUid.get(p.uid), `player ${i + 1}`).toMatchObject({
        score: expected, last_points: expected, streak: expected > 0 ? 1 : 0, last_answered: true, scored_index: 0,
      });
    });

    // The leaderboard is the first ten of the full ranking.
    const ranking = [...byUid.values()].sort((a, b) => b.score - a.score || (a.joined_at as { toMillis(): number }).toMillis() - (b.joined_at as { toMillis(): number }).toMillis());
    expect(session.leaderboard.map((e) => e.uid)).toEqual(ranking.slice(0, 10).map((p) => p.uid));
    expect(session).toMatchObject({ state: 'leaderboard', leaderboard_index: 0, player_count: N, answered_count: N });
    // Every player's listener sees it.
    await Promise.all(players.map((p) => p.waitForSession(sessionId, (s) => s.leaderboard_index === 0, 60_000)));
  }, 180_000);

  it('a second question builds streaks for all of them', async () => {
    await action('next');
    await Promise.all(players.map((p) => p.waitForSession(sessionId, (s) => s.question_index === 1, 60_000)));
    const before = new Map(
      (await adminDb.collection(`liveSessions/${sessionId}/players`).get()).docs.map((d) => [d.id, d.data() as LivePlayerDoc]),
    );
    await Promise.all(players.map((p) => p.answer(sessionId, 1, true)));
    await action('close');
    const session = (await adminDb.doc(`liveSessions/${sessionId}`).get()).data() as LiveSessionDoc;
    const answers = await adminDb.collection(`liveSessions/${sessionId}/answers`).where('question_index', '==', 1).get();
    const receivedAt = new Map(answers.docs.map((d) => [d.data().uid as string, d.data().received_at.toMillis() as number]));
    const after = await adminDb.collection(`liveSessions/${sessionId}/players`).get();
    for (const doc of after.docs) {
      const was = before.get(doc.id)!;
      const points = kahoot(1000, 60, session.question!.opened_at_ms, receivedAt.get(doc.id)!);
      const bonus = was.streak === 1 ? 100 : 0;
      expect(doc.data()).toMatchObject({ score: was.score + points + bonus, streak: was.streak + 1, last_bonus: bonus });
    }
  }, 180_000);
});
