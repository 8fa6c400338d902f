// Joining with a code, the wrong-code limit, races, and the members calls (status, remove,
// leave) over HTTP.
import { beforeAll, describe, expect, it } from 'vitest';
import type { ClassDto, MemberDto } from '@shared/schemas/class';
import { adminDb } from '../support/admin';
import { call, expectError } from '../support/api';
import { createTestUser, type TestUser } from '../support/users';

const q = (user: TestUser) => `?userId=${user.uid}`;

async function newClass(teacher: TestUser): Promise<{ id: string; code: string }> {
  const created = await call<{ data: ClassDto }>('POST', '/classes', { token: teacher.token, body: { name: 'Biology', course_field: 'science' } });
  expect(created.status, created.text).toBe(201);
  const id = created.body.data.id;
  const code = await call<{ uniqueCode: string }>('GET', `/classes/${id}/unique-code${q(teacher)}`, { token: teacher.token });
  return { id, code: code.body.uniqueCode };
}

const join = (student: TestUser, code: unknown) =>
  call<{ data: { classId: string; status: string } }>('POST', '/classes/join', { token: student.token, body: { code } });

const memberCount = async (classId: string) => (await adminDb.doc(`classes/${classId}`).get()).get('member_count') as number;
const memberDoc = async (classId: string, uid: string) => (await adminDb.doc(`classes/${classId}/members/${uid}`).get()).data();
const membershipDoc = async (uid: string, classId: string) => (await adminDb.doc(`users/${uid}/memberships/${classId}`).get()).data();

/** A code that cannot exist: generated codes never start with 0. */
const unknownCode = () => `0${String(Math.floor(Math.random() * 100_000)).padStart(5, '0')}`;

describe('POST /classes/join', () => {
  let teacher: TestUser;
  let klass: { id: string; code: string };
  beforeAll(async () => {
    teacher = await createTestUser({ userType: 'teacher' });
    klass = await newClass(teacher);
  });

  it('makes a student an active member with a live code: member, membership and member_count', async () => {
    const student = await createTestUser();
    const result = await join(student, klass.code);
    expect(result.status, result.text).toBe(200);
    expect(result.body).toEqual({ status: 'success', data: { classId: klass.id, status: 'active' } });
    expect(await memberDoc(klass.id, student.uid)).toMatchObject({ uid: student.uid, name: 'Test User', role: 'student', status: 'active', score: 0, avatar_id: 0 });
    expect(await membershipDoc(student.uid, klass.id)).toMatchObject({
      class_id: klass.id, role: 'student', status: 'active', class: { name: 'Biology', course_field: 'science', colour: 'teal' },
    });
    expect(await memberCount(klass.id)).toBe(1);
  });

  it('accepts a code with surrounding spaces', async () => {
    const student = await createTestUser();
    expect((await join(student, ` ${klass.code} `)).body.data).toEqual({ classId: klass.id, status: 'active' });
  });

  it('refuses a second join of a member: 409 class/already-member', async () => {
    const student = await createTestUser();
    await join(student, klass.code);
    const before = await memberCount(klass.id);
    expectError(await join(student, klass.code), 409, 'class/already-member');
    expect(await memberCount(klass.id)).toBe(before);
  });

  it('refuses codes that are not exactly 6 digits with "Please enter a valid 6-digit code"', async () => {
    const student = await createTestUser();
    for (const code of ['12345', '1234567', 'abcdef', '12 456', '', 123456, null]) {
      const result = await join(student, code);
      expectError(result, 400, 'validation/invalid-code');
      expect(result.body.message).toBe('Please enter a valid 6-digit code');
    }
    expectError(await call('POST', '/classes/join', { token: student.token, body: {} }), 400, 'validation/invalid-code');
  });

  it('answers 404 "Invalid 6-digit code" for unknown and revoked codes', async () => {
    const student = await createTestUser();
    const unknown = await join(student, unknownCode());
    expectError(unknown, 404, 'class/code-not-found');
    expect(unknown.body.message).toBe('Invalid 6-digit code');

    const own = await newClass(teacher);
    const regenerated = await call<{ uniqueCode: string }>('POST', `/classes/${own.id}/unique-code${q(teacher)}`, { token: teacher.token, body: {} });
    expect(regenerated.status).toBe(200);
    expectError(await join(student, own.code), 404, 'class/code-not-found');
    expect((await join(student, regenerated.body.uniqueCode)).body.data).toEqual({ classId: own.id, status: 'active' });
  });

  it('makes the student pending with an expired code; the teacher approves', async () => {
    const own = await newClass(teacher);
    await adminDb.doc(`joinCodes/${own.code}`).update({ expires_at: new Date(Date.now() - 60_000) });
    const student = await createTestUser();
    const result = await join(student, own.code);
    expect(result.status, result.text).toBe(200);
    expect(result.body.data).toEqual({ classId: own.id, status: 'pending' });
    expect(await memberDoc(own.id, student.uid)).toMatchObject({ status: 'pending', joined_at: null });
    expect(await membershipDoc(student.uid, own.id)).toMatchObject({ status: 'pending' });
    expect(await memberCount(own.id)).toBe(0);
    const list = await call<{ data: ClassDto[] }>('GET', '/classes/', { token: student.token });
    expect(list.body.data).toEqual([expect.objectContaining({ id: own.id, role: 'student', status: 'pending' })]);

    const approved = await call<{ data: MemberDto }>('PATCH', `/classes/${own.id}/members/${student.uid}`, { token: teacher.token, body: { status: 'active' } });
    expect(approved.status, approved.text).toBe(200);
    expect(approved.body.data).toEqual({
      uid: student.uid, name: 'Test User', avatar_id: 0, role: 'student', status: 'active', score: 0, joined_at: expect.stringMatching(/^\d{4}-/),
    });
    expect(await memberCount(own.id)).toBe(1);
    expect(await membershipDoc(student.uid, own.id)).toMatchObject({ status: 'active' });
  });

  it('lets only students join (teachers and centers get 403 auth/forbidden); needs a token', async () => {
    for (const userType of ['teacher', 'centers'] as const) {
      const user = await createTestUser({ userType });
      expectError(await join(user, klass.code), 403, 'auth/forbidden');
    }
    expectError(await join(teacher, klass.code), 403, 'auth/forbidden');
    expectError(await call('POST', '/classes/join', { body: { code: klass.code } }), 401, 'auth/no-token');
  });

  it('counts wrong codes per user: 10 in 15 minutes, then 429 class/too-many-guesses', async () => {
    const guesser = await createTestUser();
    for (let i = 0; i < 10; i += 1) expectError(await join(guesser, unknownCode()), 404, 'class/code-not-found');
    const blocked = await join(guesser, unknownCode());
    expectError(blocked, 429, 'class/too-many-guesses');
    expect(blocked.body.values?.retryAfterSeconds).toBeGreaterThan(0);
    // Even the right code waits; format errors are not guesses; other users are not affected.
    expectError(await join(guesser, klass.code), 429, 'class/too-many-guesses');
    expectError(await join(guesser, '12'), 400, 'validation/invalid-code');
    const other = await createTestUser();
    expect((await join(other, klass.code)).status).toBe(200);
    // A window that has passed frees the user again.
    await adminDb.doc(`rateLimits/join-code-guess:${guesser.uid}`).update({ window_start: new Date(Date.now() - 16 * 60_000) });
    expect((await join(guesser, klass.code)).body.data).toEqual({ classId: klass.id, status: 'active' });
  });

  describe('races', () => {
    // The Functions emulator runs one request per worker process and starts a new worker for
    // each concurrent request. Start ten first, a few at a time (loading many at once can
    // exceed the emulator's load timeout), so that the races below race in the code.
    beforeAll(async () => {
      for (const concurrent of [2, 4, 6, 8, 10]) {
        await Promise.all(Array.from({ length: concurrent }, () => call('GET', '/classes/', { token: teacher.token })));
      }
    }, 180_000);

    it('keeps member_count exact when two students join at once', async () => {
      const own = await newClass(teacher);
      const students = await Promise.all([createTestUser(), createTestUser()]);
      const results = await Promise.all(students.map((s) => join(s, own.code)));
      expect(results.map((r) => r.status)).toEqual([200, 200]);
      expect(await memberCount(own.id)).toBe(2);
    });

    it('keeps member_count exact when ten students join at once', async () => {
      const own = await newClass(teacher);
      const students = await Promise.all(Array.from({ length: 10 }, () => createTestUser()));
      const results = await Promise.all(students.map((s) => join(s, own.code)));
      expect(results.map((r) => r.status)).toEqual(Array(10).fill(200));
      expect(await memberCount(own.id)).toBe(10);
      const members = await adminDb.collection(`classes/${own.id}/members`).get();
      expect(members.size).toBe(11);
      for (const student of students) expect(await membershipDoc(student.uid, own.id)).toMatchObject({ status: 'active' });
    });

    it('lets one of two simultaneous joins of the same student win', async () => {
      const own = await newClass(teacher);
      const student = await createTestUser();
      const results = await Promise.all([join(student, own.code), join(student, own.code)]);
      expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
      expect(await memberCount(own.id)).toBe(1);
    });
  });
});

describe('PATCH /classes/{classId}/members/{uid}', () => {
  let teacher: TestUser;
  let klass: { id: string; code: string };
  let student: TestUser;
  beforeAll(async () => {
    teacher = await createTestUser({ userType: 'teacher' });
    klass = await newClass(teacher);
    student = await createTestUser();
    await join(student, klass.code);
  });

  const patch = (by: TestUser, uid: string, body: unknown) => call<{ data: MemberDto }>('PATCH', `/classes/${klass.id}/members/${uid}`, { token: by.token, body });

  it('pauses and resumes a member, in both documents, moving member_count', async () => {
    const paused = await patch(teacher, student.uid, { status: 'inactive' });
    expect(paused.status, paused.text).toBe(200);
    expect(paused.body.data).toMatchObject({ uid: student.uid, status: 'inactive' });
    expect(await memberCount(klass.id)).toBe(0);
    expect(await membershipDoc(student.uid, klass.id)).toMatchObject({ status: 'inactive' });
    expect((await patch(teacher, student.uid, { status: 'inactive' })).status).toBe(200);
    expect(await memberCount(klass.id)).toBe(0);
    expect((await patch(teacher, student.uid, { status: 'active' })).body.data).toMatchObject({ status: 'active' });
    expect(await memberCount(klass.id)).toBe(1);
    expect(await membershipDoc(student.uid, klass.id)).toMatchObject({ status: 'active' });
  });

  it('refuses changing the owner, students as callers, unknown members and other statuses', async () => {
    expectError(await patch(teacher, teacher.uid, { status: 'inactive' }), 403, 'auth/forbidden');
    const coTeacher = await createTestUser({ userType: 'teacher' });
    await adminDb.doc(`classes/${klass.id}`).update({ teacher_uids: [teacher.uid, coTeacher.uid] });
    expectError(await patch(coTeacher, teacher.uid, { status: 'inactive' }), 403, 'auth/forbidden');
    expectError(await patch(student, student.uid, { status: 'active' }), 403, 'class/forbidden');
    expectError(await patch(teacher, 'nobody-here', { status: 'active' }), 404, 'class/member-not-found');
    expectError(await patch(teacher, student.uid, { status: 'pending' }), 400, 'validation/invalid-input');
    expectError(await patch(teacher, student.uid, {}), 400, 'validation/invalid-input');
    expectError(await call('PATCH', `/classes/missing-class/members/${student.uid}`, { token: teacher.token, body: { status: 'active' } }), 404, 'class/not-found');
    expectError(await call('PATCH', `/classes/${klass.id}/members/${student.uid}`, { body: { status: 'active' } }), 401, 'auth/no-token');
    expect((await memberDoc(klass.id, teacher.uid))?.status).toBe('active');
  });
});

describe('DELETE /classes/{classId}/members/{uid} and POST /classes/{classId}/leave', () => {
  let teacher: TestUser;
  let klass: { id: string; code: string };
  beforeAll(async () => {
    teacher = await createTestUser({ userType: 'teacher' });
    klass = await newClass(teacher);
  });

  it('removes a member and their membership; a pending one leaves member_count alone', async () => {
    const [active, pending] = await Promise.all([createTestUser(), createTestUser()]);
    await join(active, klass.code);
    const count = await memberCount(klass.id);
    const removed = await call('DELETE', `/classes/${klass.id}/members/${active.uid}`, { token: teacher.token });
    expect(removed.status, removed.text).toBe(200);
    expect(removed.body).toEqual({ status: 'success' });
    expect(await memberDoc(klass.id, active.uid)).toBeUndefined();
    expect(await membershipDoc(active.uid, klass.id)).toBeUndefined();
    expect(await memberCount(klass.id)).toBe(count - 1);

    const own = await newClass(teacher);
    await adminDb.doc(`joinCodes/${own.code}`).update({ expires_at: new Date(Date.now() - 1000) });
    expect((await join(pending, own.code)).body.data?.status).toBe('pending');
    expect((await call('DELETE', `/classes/${own.id}/members/${pending.uid}`, { token: teacher.token })).status).toBe(200);
    expect(await memberCount(own.id)).toBe(0);
    expect(await membershipDoc(pending.uid, own.id)).toBeUndefined();
    expectError(await call('DELETE', `/classes/${own.id}/members/${pending.uid}`, { token: teacher.token }), 404, 'class/member-not-found');
  });

  it('never removes the owner, and only teachers remove others', async () => {
    const student = await createTestUser();
    await join(student, klass.code);
    expectError(await call('DELETE', `/classes/${klass.id}/members/${teacher.uid}`, { token: teacher.token }), 409, 'class/owner-cannot-leave');
    const classmate = await createTestUser();
    await join(classmate, klass.code);
    expectError(await call('DELETE', `/classes/${klass.id}/members/${classmate.uid}`, { token: student.token }), 403, 'class/forbidden');
    expect(await memberDoc(klass.id, classmate.uid)).toBeDefined();
  });

  it('lets a member leave (both documents, member_count), but not the owner', async () => {
    const student = await createTestUser();
    await join(student, klass.code);
    const count = await memberCount(klass.id);
    const left = await call('POST', `/classes/${klass.id}/leave`, { token: student.token });
    expect(left.status, left.text).toBe(200);
    expect(await memberDoc(klass.id, student.uid)).toBeUndefined();
    expect(await membershipDoc(student.uid, klass.id)).toBeUndefined();
    expect(await memberCount(klass.id)).toBe(count - 1);
    expect((await call<{ data: ClassDto[] }>('GET', '/classes/', { token: student.token })).body.data).toEqual([]);
    expectError(await call('POST', `/classes/${klass.id}/leave`, { token: student.token }), 404, 'class/member-not-found');
    expectError(await call('POST', `/classes/${klass.id}/leave`, { token: teacher.token }), 409, 'class/owner-cannot-leave');
    expectError(await call('POST', '/classes/missing-class/leave', { token: student.token }), 404, 'class/not-found');
    expectError(await call('POST', '/classes/undefined/leave', { token: student.token }), 400, 'class/class-id-required');
    expectError(await call('POST', `/classes/${klass.id}/leave`), 401, 'auth/no-token');
    // Leaving frees the seat: the student may join again.
    expect((await join(student, klass.code)).body.data).toEqual({ classId: klass.id, status: 'active' });
  });
});
