// Guessing short codes and passing for someone else (docs/classes.md, docs/live.md): class join
// codes and live-quiz codes are limited per account, per client address and globally, each
// attempt counted before the code is looked up (so parallel guesses cannot all be evaluated);
// live nicknames compare by confusable skeleton, and a removed player's nickname stays held.
// Client addresses are simulated with X-Forwarded-For: the Hosting emulator forwards the header
// as sent and appends nothing, and the API reads its right-most entry (lib/client-address).
import { randomInt } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLASS_JOIN_GUESSES, LIVE_JOIN_GUESSES, addressKey, share, uidShard } from '@functions/domain/guess-limits';
import type { ClassDto } from '@shared/schemas/class';
import type { LivePlayerDoc } from '@shared/schemas/live';
import { adminDb } from '../support/admin';
import { call, expectError, type CallResult } from '../support/api';
import { anonymousPlayer, anonymousPlayers, withConcurrency, type Player } from '../support/players';
import { capitalOfFrance, createQuizDirect } from '../support/quizzes';
import { createTestUser, type TestUser } from '../support/users';

/** An address of its own per test (TEST-NET ranges), so tests and reruns never share budgets. */
const newAddress = () => `198.51.${randomInt(100, 200)}.${randomInt(1, 255)}`;
/** A code that cannot exist: generated class and live codes never start with 0. */
const unknownCode = () => `0${String(randomInt(100_000)).padStart(5, '0')}`;
const counter = async (key: string) => (await adminDb.doc(`rateLimits/${key}`).get()).data()?.count as number | undefined;
/** An address budget's count over its shards (`{prefix}:{address hash}:{shard}`). */
async function addressCount(prefix: string, address: string, shards: number): Promise<number> {
  const counts = await Promise.all(Array.from({ length: shards }, (_, i) => counter(`${prefix}:${addressKey(address)}:${i}`)));
  return counts.reduce<number>((sum, n) => sum + (n ?? 0), 0);
}
const classWrong = (address: string) => addressCount('join-code-wrong-addr', address, CLASS_JOIN_GUESSES.addressShards);
const liveWrong = (address: string) => addressCount('live-join-wrong-addr', address, LIVE_JOIN_GUESSES.addressShards);
const statuses = (results: CallResult<unknown>[]) => results.map((r) => r.status);

/** `k` of `items` whose uids share an address shard (pass more items than shards x (k - 1)). */
function onOneShard<T extends { uid: string }>(items: T[], shards: number, k: number): T[] {
  const groups = new Map<number, T[]>();
  for (const item of items) groups.set(uidShard(item.uid, shards), [...(groups.get(uidShard(item.uid, shards)) ?? []), item]);
  const group = [...groups.values()].find((g) => g.length >= k);
  if (!group) throw new Error(`no ${k} on one shard`);
  return group.slice(0, k);
}

/** Makes `n` attempts one after the other and returns their statuses. */
async function inTurn(n: number, attempt: () => Promise<CallResult<unknown>>): Promise<number[]> {
  const results: number[] = [];
  for (let i = 0; i < n; i += 1) results.push((await attempt()).status);
  return results;
}

let teacher: TestUser;
const openPlayers: Player[] = [];
async function player(address?: string): Promise<Player> {
  const p = await anonymousPlayer({ address });
  openPlayers.push(p);
  return p;
}

beforeAll(async () => {
  teacher = await createTestUser({ userType: 'teacher' });
  // The Functions emulator starts a worker process per concurrent request: start a few, a few
  // at a time, so the parallel guesses below race in the code rather than in worker start-up.
  for (const concurrent of [2, 4, 6, 8, 10, 13, 16, 20, 25]) {
    await Promise.all(Array.from({ length: concurrent }, () => call('GET', '/classes/', { token: teacher.token })));
  }
}, 180_000);

afterAll(async () => {
  await Promise.all(openPlayers.map((p) => p.close()));
});

describe('POST /classes/join guesses', () => {
  let klass: { id: string; code: string };
  const join = (student: TestUser, code: string, address: string) =>
    call<{ data: { classId: string; status: string } }>('POST', '/classes/join', {
      token: student.token,
      body: { code },
      headers: { 'X-Forwarded-For': address },
    });

  beforeAll(async () => {
    const created = await call<{ data: ClassDto }>('POST', '/classes', { token: teacher.token, body: { name: 'Chemistry', course_field: 'science' } });
    expect(created.status, created.text).toBe(201);
    const code = await call<{ uniqueCode: string }>('GET', `/classes/${created.body.data.id}/unique-code?userId=${teacher.uid}`, { token: teacher.token });
    klass = { id: created.body.data.id, code: code.body.uniqueCode };
  });

  it('stops one address guessing with many accounts; other addresses still join', async () => {
    const address = newAddress();
    const students = await Promise.all(Array.from({ length: 17 }, () => createTestUser()));
    const [a, b, c] = onOneShard(students, CLASS_JOIN_GUESSES.addressShards, 3) as [TestUser, TestUser, TestUser];
    const shareOfShard = share(CLASS_JOIN_GUESSES.wrongPerAddress, CLASS_JOIN_GUESSES.addressShards).limit;
    const perAccount = CLASS_JOIN_GUESSES.perAccount.limit;
    // a uses up its account, b the rest of the address's shard: b is stopped below its own limit.
    expect(await inTurn(perAccount + 1, () => join(a, unknownCode(), address))).toEqual([...Array(perAccount).fill(404), 429]);
    const rest = shareOfShard - perAccount;
    expect(await inTurn(rest + 1, () => join(b, unknownCode(), address))).toEqual([...Array(rest).fill(404), 429]);
    const blocked = await join(c, klass.code, address);
    expectError(blocked, 429, 'class/too-many-guesses');
    expect(blocked.body.values?.retryAfterSeconds).toBeGreaterThan(0);
    expect(await classWrong(address)).toBe(shareOfShard);
    // c has guessed nothing: from another address the right code joins.
    expect((await join(c, klass.code, newAddress())).body.data).toEqual({ classId: klass.id, status: 'active' });
  }, 120_000);

  it('lets 30 students of one school (one address) join within a minute, typos included', async () => {
    const address = newAddress();
    const students = await Promise.all(Array.from({ length: 30 }, () => createTestUser()));
    const typos = await withConcurrency(students.slice(0, 5), 5, (s) => join(s, unknownCode(), address));
    expect(statuses(typos)).toEqual(Array(5).fill(404));
    // Six at a time, and like the web's join a moment's busy counters are tried again.
    const joinLikeTheWeb = async (student: TestUser) => {
      for (let attempt = 0; ; attempt += 1) {
        const result = await join(student, klass.code, address);
        if (result.body.code !== 'common/rate-limited' || attempt >= 2) return result;
        await new Promise((resolve) => setTimeout(resolve, 1000 + Math.random() * 500));
      }
    };
    const joined = await withConcurrency(students, 6, joinLikeTheWeb);
    expect(joined.map((r) => r.body.data?.status ?? r.text)).toEqual(Array(30).fill('active'));
    // Valid codes gave their wrong-code units back: only the typos are left on the address.
    expect(await classWrong(address)).toBe(5);
    expect(await addressCount('join-code-addr', address, CLASS_JOIN_GUESSES.addressShards)).toBe(35);
  }, 120_000);

  it('evaluates at most the account limit of 25 parallel wrong guesses', async () => {
    const guesser = await createTestUser();
    // Each from its own address: only the account's budget binds.
    const results = await Promise.all(Array.from({ length: 25 }, () => join(guesser, unknownCode(), newAddress())));
    const evaluated = results.filter((r) => r.status !== 429);
    for (const r of evaluated) expectError(r, 404, 'class/code-not-found');
    // 429: the limit, or counters too busy to answer at once (nothing evaluated either way).
    for (const r of results.filter((x) => x.status === 429)) expect(['class/too-many-guesses', 'common/rate-limited']).toContain(r.body.code);
    expect(evaluated.length).toBeLessThanOrEqual(CLASS_JOIN_GUESSES.perAccount.limit);
    // One at a time after the burst: the account's budget runs out at its limit in all.
    let after = 0;
    let last: CallResult<unknown> | undefined;
    for (let i = 0; i < 12 && last?.body.code !== 'class/too-many-guesses'; i += 1) {
      last = await join(guesser, unknownCode(), newAddress());
      if (last.status === 404) after += 1;
    }
    expectError(last!, 429, 'class/too-many-guesses');
    expect(evaluated.length + after).toBeLessThanOrEqual(CLASS_JOIN_GUESSES.perAccount.limit);
    expect(await counter(`join-code-guess:${guesser.uid}`)).toBe(CLASS_JOIN_GUESSES.perAccount.limit);
  }, 120_000);
});

/** A live session of the teacher's one-question quiz, waiting for players. */
async function hostLiveSession(): Promise<{ sessionId: string; code: string }> {
  const quizId = await createQuizDirect(teacher, [capitalOfFrance()]);
  const created = await call<{ sessionId: string; code: string }>('POST', '/live/sessions', { token: teacher.token, body: { quizId } });
  expect(created.status, created.text).toBe(201);
  return created.body;
}

describe('POST /live/join guesses', () => {
  let code: string;
  let sessionId: string;

  beforeAll(async () => {
    ({ code, sessionId } = await hostLiveSession());
  });

  it('answers a burst of guesses from one address at once, 404 or 429, never a 5xx', async () => {
    const address = newAddress();
    const guests = await anonymousPlayers(17, 17, { address });
    openPlayers.push(...guests);
    const started = Date.now();
    // 51 guesses, 10 at a time (3 per guest); `call` fails the test on any 5xx.
    const results = await withConcurrency(
      guests.flatMap((g) => Array(3).fill(g) as Player[]),
      10,
      (g) => g.join(unknownCode(), 'Guess'),
    );
    expect(Date.now() - started).toBeLessThan(90_000);
    const evaluated = results.filter((r) => r.status !== 429);
    for (const r of evaluated) expectError(r, 404, 'live/not-found');
    for (const r of results.filter((x) => x.status === 429)) expect(['live/too-many-guesses', 'common/rate-limited']).toContain(r.body.code);
    const counted = await liveWrong(address);
    expect(counted).toBeGreaterThanOrEqual(evaluated.length);
    expect(counted).toBeLessThanOrEqual(LIVE_JOIN_GUESSES.wrongPerAddress.limit);
  }, 180_000);

  it('stops guest identities behind one address together, below their own limits; other addresses still join', async () => {
    const address = newAddress();
    const guests = await anonymousPlayers(17, 17, { address });
    openPlayers.push(...guests);
    const [a, b] = onOneShard(guests, LIVE_JOIN_GUESSES.addressShards, 2) as [Player, Player];
    const shareOfShard = share(LIVE_JOIN_GUESSES.wrongPerAddress, LIVE_JOIN_GUESSES.addressShards).limit;
    const perUid = LIVE_JOIN_GUESSES.perAccount.limit;
    expect(await inTurn(perUid + 1, () => a.join(unknownCode(), 'Guess'))).toEqual([...Array(perUid).fill(404), 429]);
    // b shares the address's shard: stopped below its own limit, even with the right code.
    const rest = shareOfShard - perUid;
    expect(await inTurn(rest + 1, () => b.join(unknownCode(), 'Guess'))).toEqual([...Array(rest).fill(404), 429]);
    const blocked = await b.join(code, 'Guess');
    expectError(blocked, 429, 'live/too-many-guesses');
    expect(blocked.body.values?.retryAfterSeconds).toBeGreaterThan(0);
    expect(await liveWrong(address)).toBe(shareOfShard);
    const elsewhere = await call('POST', '/live/join', {
      token: await b.token(),
      body: { code, nickname: 'Elsewhere' },
      headers: { 'X-Forwarded-For': newAddress() },
    });
    expect(elsewhere.status, elsewhere.text).toBe(200);
  }, 180_000);

  it('reads the right-most X-Forwarded-For entry (what our own proxy appended)', async () => {
    const real = newAddress();
    const p = await player();
    const result = await call('POST', '/live/join', {
      token: await p.token(),
      body: { code: unknownCode(), nickname: 'Spoof' },
      headers: { 'X-Forwarded-For': `203.0.113.66, ${real}` },
    });
    expectError(result, 404, 'live/not-found');
    expect(await liveWrong(real)).toBe(1);
  });

  it('lets a class of 40 behind one address join one game within seconds', async () => {
    const address = newAddress();
    const players = await anonymousPlayers(40, 20, { address });
    openPlayers.push(...players);
    const results = await withConcurrency(players, 10, (p, i) => p.join(code, `Student ${i + 1}`), 50);
    expect(results.map((r) => (r.status === 200 ? 200 : r.text))).toEqual(Array(40).fill(200));
    // A reload rejoins through the same call: nothing is used up.
    const again = await withConcurrency(players, 10, (p, i) => p.join(code, `Student ${i + 1}`));
    expect(again.map((r) => r.body.rejoined)).toEqual(Array(40).fill(true));
    expect(await liveWrong(address)).toBe(0);
    expect((await adminDb.collection(`liveSessions/${sessionId}/players`).count().get()).data().count).toBeGreaterThanOrEqual(40);
  }, 180_000);
});

describe('POST /live/join nicknames', () => {
  let code: string;
  let sessionId: string;

  beforeAll(async () => {
    ({ code, sessionId } = await hostLiveSession());
  });

  it('refuses a second Alice made with invisible or look-alike characters', async () => {
    expect((await (await player()).join(code, 'Alice')).status).toBe(200);
    for (const copy of ['Al\u200Bice', '\u0410lice', 'ALICE', 'AIice', '\u2060Alice\u200D', 'Ａｌｉｃｅ']) {
      expectError(await (await player()).join(code, copy), 409, 'live/nickname-taken');
    }
  });

  it('stores the cleaned name; Arabic names join and show as typed', async () => {
    const bob = await player();
    const result = await bob.join(code, '  Bob\u200B ');
    expect(result.status, result.text).toBe(200);
    expect(result.body.player.nickname).toBe('Bob');
    const sara = await player();
    expect((await sara.join(code, 'سارة')).body.player?.nickname).toBe('سارة');
    expect(((await adminDb.doc(`liveSessions/${sessionId}/players/${sara.uid}`).get()).data() as LivePlayerDoc).nickname).toBe('سارة');
    expect((await (await player()).join(code, 'ساره')).status).toBe(200);
    expectError(await (await player()).join(code, 'ســارة'), 409, 'live/nickname-taken');
  });

  it('keeps a removed player out under a new identity with the same or a look-alike name', async () => {
    const mallory = await player();
    expect((await mallory.join(code, 'Mallory')).status).toBe(200);
    const removed = await call('DELETE', `/live/sessions/${sessionId}/players/${mallory.uid}`, { token: teacher.token });
    expect(removed.status, removed.text).toBe(200);
    expectError(await mallory.join(code, 'Mallory'), 403, 'live/removed');
    for (const name of ['Mallory', 'mallory', 'Ma11ory', 'Mal\u200Blory']) {
      expectError(await (await player()).join(code, name), 403, 'live/nickname-removed');
    }
    // Another name is another player (a removed player cannot be told from a classmate).
    expect((await (await player()).join(code, 'Dave')).status).toBe(200);
  });
});
