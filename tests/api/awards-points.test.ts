// Reward points (docs/awards.md, Reward points): only a class's teachers give, only to its active
// students, whole points 1..100 with a reason; a repeated operation gives nothing twice (in a
// burst too); 120 grants per teacher per hour; the history and the leaderboard by role.
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { GivePointsResult, PointsLeaderboardEntry, RewardPointsView } from '@shared/schemas/awards';
import { adminDb } from '../support/admin';
import { call, expectError, type CallResult } from '../support/api';
import { addMemberDirect, createClassDirect } from '../support/classes';
import { createTestUser, type TestUser } from '../support/users';

const give = (user: TestUser, body: Record<string, unknown>) =>
  call<{ data: GivePointsResult }>('POST', '/awards/points', { token: user.token, body });

const rewardPointsOf = async (classId: string, uid: string) =>
  ((await adminDb.doc(`classes/${classId}/members/${uid}`).get()).get('reward_points') as number | undefined) ?? 0;

const grantsOf = async (operationId: string) => (await adminDb.collection('rewardPoints').where('operation_id', '==', operationId).get()).size;

let teacher: TestUser;
let otherTeacher: TestUser;
let alice: TestUser;
let bob: TestUser;
let pending: TestUser;
let outsider: TestUser;
let classId: string;
let otherClassId: string;

const body = (overrides: Record<string, unknown> = {}) => ({
  operation_id: randomUUID(),
  class_id: classId,
  student_ids: [alice.uid],
  points: 5,
  reason: 'Great teamwork',
  ...overrides,
});

beforeAll(async () => {
  [teacher, otherTeacher, alice, bob, pending, outsider] = await Promise.all([
    createTestUser({ userType: 'teacher' }),
    createTestUser({ userType: 'teacher' }),
    createTestUser(),
    createTestUser(),
    createTestUser(),
    createTestUser(),
  ]);
  ({ classId } = await createClassDirect(teacher, 'Chemistry'));
  ({ classId: otherClassId } = await createClassDirect(otherTeacher, 'History'));
  await Promise.all([
    addMemberDirect(classId, alice),
    addMemberDirect(classId, bob),
    addMemberDirect(classId, pending, { status: 'pending' }),
    addMemberDirect(otherClassId, outsider),
  ]);
});

describe('POST /awards/points', () => {
  it('gives points to several students in one operation: grants, member totals and the grant documents', async () => {
    const [aliceBefore, bobBefore] = [await rewardPointsOf(classId, alice.uid), await rewardPointsOf(classId, bob.uid)];
    const input = body({ student_ids: [alice.uid, bob.uid], points: 7, reason: '  Helped a classmate  ', source: 'challenge', source_id: 'ch-1' });
    const result = await give(teacher, input);
    expect(result.status, result.text).toBe(201);
    expect(result.body.data.points_each).toBe(7);
    expect(result.body.data.total).toBe(14);
    expect(result.body.data.grants.map((g) => g.uid).sort()).toEqual([alice.uid, bob.uid].sort());
    expect(result.body.data.grants[0]).toMatchObject({
      class_id: classId, class_name: 'Chemistry', teacher_uid: teacher.uid, teacher_name: 'Test User', student_name: 'Test User',
      points: 7, reason: 'Helped a classmate', source: 'challenge', source_id: 'ch-1',
    });
    expect(await rewardPointsOf(classId, alice.uid)).toBe(aliceBefore + 7);
    expect(await rewardPointsOf(classId, bob.uid)).toBe(bobBefore + 7);
    const doc = (await adminDb.doc(`rewardPoints/${input.operation_id}_${alice.uid}`).get()).data();
    expect(doc).toMatchObject({ id: `${input.operation_id}_${alice.uid}`, operation_id: input.operation_id, uid: alice.uid, points: 7 });
  });

  it('answers a repeated operation with the same grants and gives nothing twice', async () => {
    const input = body({ points: 3 });
    const before = await rewardPointsOf(classId, alice.uid);
    const first = await give(teacher, input);
    const again = await give(teacher, input);
    expect(first.status, first.text).toBe(201);
    expect(again.status, again.text).toBe(201);
    expect(again.body.data).toEqual(first.body.data);
    expect(await rewardPointsOf(classId, alice.uid)).toBe(before + 3);
    expect(await grantsOf(input.operation_id)).toBe(1);
  });

  it('gives once when the same operation arrives several times at once', async () => {
    const input = body({ student_ids: [alice.uid, bob.uid], points: 2 });
    const before = await rewardPointsOf(classId, bob.uid);
    const answers = await Promise.all(Array.from({ length: 3 }, () => give(teacher, input)));
    // A copy may be told "busy, try again" (429); none gives twice.
    for (const answer of answers) expect([201, 429], answer.text).toContain(answer.status);
    const given = answers.filter((a) => a.status === 201);
    expect(given.length).toBeGreaterThan(0);
    for (const answer of given) expect(answer.body.data).toEqual(given[0]!.body.data);
    const later = await give(teacher, input);
    expect(later.body.data).toEqual(given[0]!.body.data);
    expect(await rewardPointsOf(classId, bob.uid)).toBe(before + 2);
    expect(await grantsOf(input.operation_id)).toBe(2);
  });

  it('refuses points outside one\'s own classes: 403 awards/not-your-class', async () => {
    const input = body();
    expectError(await give(otherTeacher, input), 403, 'awards/not-your-class');
    expectError(await give(alice, body()), 403, 'awards/not-your-class');
    expectError(await give(teacher, body({ class_id: otherClassId, student_ids: [outsider.uid] })), 403, 'awards/not-your-class');
    expectError(await give(teacher, body({ class_id: `c-${randomUUID()}` })), 403, 'awards/not-your-class');
    expect(await grantsOf(input.operation_id)).toBe(0);
  });

  it('refuses anyone who is not an active student of the class: 422 awards/not-class-student with the uid', async () => {
    for (const target of [outsider.uid, pending.uid, teacher.uid, 'no-such-user']) {
      const input = body({ student_ids: [alice.uid, target] });
      const result = await give(teacher, input);
      expectError(result, 422, 'awards/not-class-student');
      expect(result.body.values).toEqual({ uid: target });
      expect(await grantsOf(input.operation_id)).toBe(0);
    }
  });

  it('refuses points that are not whole numbers from 1 to 100, and missing or long reasons: 400 with codes', async () => {
    const before = await rewardPointsOf(classId, alice.uid);
    for (const points of [-5, 0, 1.5, 101, '10', null, Number.MAX_SAFE_INTEGER]) {
      expectError(await give(teacher, body({ points })), 400, 'awards/invalid-points');
    }
    for (const reason of ['', '   ', 'x'.repeat(201), 42, undefined]) {
      expectError(await give(teacher, body({ reason })), 400, 'awards/reason-required');
    }
    for (const studentIds of [[], [alice.uid, alice.uid], Array.from({ length: 51 }, (_, i) => `s${i}`), 'abc']) {
      expectError(await give(teacher, body({ student_ids: studentIds })), 400, 'awards/students-required');
    }
    expectError(await give(teacher, body({ operation_id: 'short' })), 400, 'validation/invalid-input');
    expectError(await give(teacher, body({ source: 'gift' })), 400, 'validation/invalid-input');
    expectError(await give(teacher, body({ extra: true })), 400, 'validation/invalid-input');
    expect(await rewardPointsOf(classId, alice.uid)).toBe(before);
    // The limits themselves are allowed.
    expect((await give(teacher, body({ points: 1, reason: 'x' }))).status).toBe(201);
    expect((await give(teacher, body({ points: 100, reason: 'y'.repeat(200) }))).status).toBe(201);
  });

  it('counts 120 grants per teacher per hour, checked and consumed in one step (a burst cannot slip past)', async () => {
    const busy = await createTestUser({ userType: 'teacher' });
    const { classId: busyClass } = await createClassDirect(busy);
    await addMemberDirect(busyClass, alice);
    await addMemberDirect(busyClass, bob);
    // 117 grants already made this hour: 3 more fit.
    await adminDb.doc(`rateLimits/awards-points:${busy.uid}`).set({ count: 117, window_start: new Date() });
    const grant = (studentIds: string[]) => give(busy, { operation_id: randomUUID(), class_id: busyClass, student_ids: studentIds, points: 1, reason: 'Burst' });
    const burst = await Promise.all(Array.from({ length: 5 }, () => grant([alice.uid])));
    for (const answer of burst) {
      if (answer.status !== 201) expectError(answer, 429, 'common/rate-limited');
    }
    let made = burst.filter((a) => a.status === 201).length;
    expect(made).toBeLessThanOrEqual(3);
    // Fill what is left one by one; a two-student grant that does not fit gives nothing.
    while (made < 3) {
      const more = await grant([alice.uid]);
      expect(more.status, more.text).toBe(201);
      made += 1;
    }
    expectError(await grant([alice.uid]), 429, 'common/rate-limited');
    expectError(await grant([bob.uid, alice.uid]), 429, 'common/rate-limited');
    expect(await rewardPointsOf(busyClass, alice.uid)).toBe(3);
    expect(await rewardPointsOf(busyClass, bob.uid)).toBe(0);
  });
});

describe('GET /awards/points', () => {
  const history = (user: TestUser, query = '') => call<{ data: RewardPointsView[] }>('GET', `/awards/points${query}`, { token: user.token });

  beforeAll(async () => {
    expect((await give(teacher, body({ student_ids: [bob.uid], reason: 'History' }))).status).toBe(201);
  });

  it('answers a class teacher the class\'s grants, newest first', async () => {
    const result = await history(teacher, `?class_id=${classId}`);
    expect(result.status, result.text).toBe(200);
    const uids = new Set(result.body.data.map((g) => g.uid));
    expect(uids).toEqual(new Set([alice.uid, bob.uid]));
    expect(result.body.data.every((g) => g.class_id === classId)).toBe(true);
    const times = result.body.data.map((g) => Date.parse(g.created_at));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect((await history(teacher, `?class_id=${classId}&limit=2`)).body.data).toHaveLength(2);
  });

  it('answers a student only their own grants, in a class or everywhere', async () => {
    const own = await history(bob);
    expect(own.status, own.text).toBe(200);
    expect(own.body.data.length).toBeGreaterThan(0);
    expect(own.body.data.every((g) => g.uid === bob.uid)).toBe(true);
    const inClass = await history(bob, `?class_id=${classId}`);
    expect(inClass.body.data.every((g) => g.uid === bob.uid && g.class_id === classId)).toBe(true);
  });

  it('answers nothing of a class to anyone else', async () => {
    expect((await history(outsider, `?class_id=${classId}`)).body.data).toEqual([]);
    expect((await history(otherTeacher, `?class_id=${classId}`)).body.data).toEqual([]);
  });

  it('refuses bad queries (400) and calls without a token (401)', async () => {
    for (const query of ['?limit=0', '?limit=101', '?limit=abc', '?class_id=a%2Fb', '?other=1']) {
      const result = await history(teacher, query);
      expect(result.status, `${query}: ${result.text}`).toBe(400);
    }
    expect((await call('GET', '/awards/points')).status).toBe(401);
  });
});

describe('GET /awards/points/leaderboard/{classId}', () => {
  const board = (user: TestUser, id = classId): Promise<CallResult<{ data: PointsLeaderboardEntry[] }>> =>
    call('GET', `/awards/points/leaderboard/${id}`, { token: user.token });

  it('ranks the active students by reward points for the class\'s teachers and students', async () => {
    const forTeacher = await board(teacher);
    expect(forTeacher.status, forTeacher.text).toBe(200);
    const rows = forTeacher.body.data;
    expect(new Set(rows.map((r) => r.uid))).toEqual(new Set([alice.uid, bob.uid]));
    for (const row of rows) expect(row.reward_points).toBe(await rewardPointsOf(classId, row.uid));
    expect(rows[0]!.rank).toBe(1);
    expect(rows[0]!.reward_points).toBeGreaterThanOrEqual(rows[1]!.reward_points);
    expect(rows[0]).toMatchObject({ name: 'Test User', avatar_id: 0 });
    expect((await board(alice)).body.data).toEqual(rows);
  });

  it('refuses pending members, other classes\' people and unknown classes alike: 403 awards/not-class-member', async () => {
    expectError(await board(pending), 403, 'awards/not-class-member');
    expectError(await board(outsider), 403, 'awards/not-class-member');
    expectError(await board(otherTeacher), 403, 'awards/not-class-member');
    expectError(await board(teacher, `c-${randomUUID()}`), 403, 'awards/not-class-member');
    expectError(await board(teacher, '__name__'), 400, 'validation/invalid-id');
  });
});
