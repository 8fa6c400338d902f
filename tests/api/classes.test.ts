// The classes API over HTTP: create, list, read, update and delete a class, its join codes
// and its QR code (docs/classes.md).
import { getApps } from 'firebase-admin/app';
import { getStorage } from 'firebase-admin/storage';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ClassDto } from '@shared/schemas/class';
import { adminDb } from '../support/admin';
import { call, expectError } from '../support/api';
import { PROJECT_ID } from '../support/env';
import { createTestUser, type TestUser } from '../support/users';

const q = (user: TestUser) => `?userId=${user.uid}`;

async function newClass(teacher: TestUser, body: Record<string, unknown> = { name: 'Algebra', course_field: 'mathematics' }): Promise<ClassDto> {
  const result = await call<{ data: ClassDto }>('POST', '/classes', { token: teacher.token, body });
  expect(result.status, result.text).toBe(201);
  return result.body.data;
}

async function uniqueCode(teacher: TestUser, classId: string): Promise<{ uniqueCode: string; expiresAt: string }> {
  const result = await call<{ uniqueCode: string; expiresAt: string }>('GET', `/classes/${classId}/unique-code${q(teacher)}`, { token: teacher.token });
  expect(result.status, result.text).toBe(200);
  return result.body;
}

const join = (student: TestUser, code: string) => call<{ data: { classId: string; status: string } }>('POST', '/classes/join', { token: student.token, body: { code } });

async function liveCodesOf(classId: string): Promise<string[]> {
  const snap = await adminDb.collection('joinCodes').where('class_id', '==', classId).get();
  return snap.docs.filter((d) => !d.get('revoked') && d.get('expires_at').toMillis() > Date.now()).map((d) => d.id);
}

describe('POST /classes', () => {
  let teacher: TestUser;
  beforeAll(async () => {
    teacher = await createTestUser({ userType: 'teacher' });
  });

  it('creates the class with the owner as teacher member, a membership and a first join code', async () => {
    const created = await newClass(teacher, { name: '  Physics 101 ', course_field: 'science', description: 'Forces', icon: 'atom', theme: 'ocean_blue' });
    expect(created).toEqual({
      id: expect.any(String),
      name: 'Physics 101',
      course_name: 'Physics 101',
      course_field: 'science',
      description: 'Forces',
      icon: 'atom',
      theme: 'ocean_blue',
      colour: 'teal',
      colors: { primary: '#14b8a6', secondary: '#2dd4bf' },
      owner_uid: teacher.uid,
      owner_name: 'Test User',
      member_count: 0,
      role: 'teacher',
      status: 'active',
      isInvitation: false,
      created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    const classDoc = (await adminDb.doc(`classes/${created.id}`).get()).data();
    expect(classDoc).toMatchObject({ owner_uid: teacher.uid, teacher_uids: [teacher.uid], member_count: 0, colour: 'teal' });
    expect((await adminDb.doc(`classes/${created.id}/members/${teacher.uid}`).get()).data()).toMatchObject({
      uid: teacher.uid, role: 'teacher', status: 'active', name: 'Test User', score: 0,
    });
    expect((await adminDb.doc(`users/${teacher.uid}/memberships/${created.id}`).get()).data()).toMatchObject({
      class_id: created.id, role: 'teacher', status: 'active',
      class: { name: 'Physics 101', course_field: 'science', theme: 'ocean_blue', icon: 'atom', colour: 'teal', colors: { primary: '#14b8a6', secondary: '#2dd4bf' } },
    });
    expect(await liveCodesOf(created.id)).toHaveLength(1);
  });

  it('defaults icon, theme and the colour of the course field; a chosen colour wins', async () => {
    expect(await newClass(teacher, { name: 'Code', course_field: 'technology' })).toMatchObject({
      icon: 'book', theme: 'purple_sky', colour: 'indigo', colors: { primary: '#6366f1', secondary: '#8b5cf6' }, description: '',
    });
    expect(await newClass(teacher, { name: 'Songs', course_field: 'music', colour: 'black' })).toMatchObject({
      colour: 'black', colors: { primary: '#111827', secondary: '#374151' },
    });
  });

  it('refuses students and centers (teachers only)', async () => {
    for (const userType of ['student', 'centers'] as const) {
      const user = await createTestUser({ userType });
      const result = await call('POST', '/classes', { token: user.token, body: { name: 'X', course_field: 'arts' } });
      expectError(result, 403, 'class/teachers-only');
    }
  });

  it('says "Unauthorized: No token found. Please log in." without a token', async () => {
    const result = await call('POST', '/classes', { body: { name: 'X', course_field: 'arts' } });
    expectError(result, 401, 'class/no-token');
    expect(result.body.message).toBe('Unauthorized: No token found. Please log in.');
  });

  it('validates the body', async () => {
    expectError(await call('POST', '/classes', { token: teacher.token, body: { course_field: 'arts' } }), 400, 'validation/all-fields-required');
    expectError(await call('POST', '/classes', { token: teacher.token, body: { name: 'X', course_field: 'cooking' } }), 400, 'validation/all-fields-required');
    expectError(await call('POST', '/classes', { token: teacher.token, body: { name: 'X', course_field: 'arts', colour: 'gold' } }), 400, 'validation/invalid-input');
    expectError(await call('POST', '/classes', { token: teacher.token, body: { name: 'X', course_field: 'arts', owner_uid: 'me' } }), 400, 'validation/invalid-input');
    expectError(await call('POST', '/classes', { token: teacher.token, rawBody: '[1]' }), 415, 'validation/unsupported-media-type');
  });
});

describe('GET /classes/ and GET /classes/{classId}', () => {
  let teacher: TestUser;
  let student: TestUser;
  let klass: ClassDto;
  beforeAll(async () => {
    [teacher, student] = await Promise.all([createTestUser({ userType: 'teacher' }), createTestUser({ userType: 'student' })]);
    klass = await newClass(teacher, { name: 'History', course_field: 'history' });
  });

  it('lists the teacher’s classes and, after joining, the student’s', async () => {
    const teacherList = await call<{ data: ClassDto[] }>('GET', '/classes/', { token: teacher.token });
    expect(teacherList.status).toBe(200);
    expect(teacherList.body.data).toEqual([expect.objectContaining({ id: klass.id, role: 'teacher', status: 'active', isInvitation: false })]);

    expect((await call<{ data: ClassDto[] }>('GET', '/classes/', { token: student.token })).body.data).toEqual([]);
    expect((await join(student, (await uniqueCode(teacher, klass.id)).uniqueCode)).status).toBe(200);
    const studentList = await call<{ data: ClassDto[] }>('GET', '/classes', { token: student.token });
    expect(studentList.body.data).toEqual([
      expect.objectContaining({ id: klass.id, name: 'History', course_name: 'History', role: 'student', status: 'active', member_count: 1 }),
    ]);
  });

  it('answers one class as the first item of data, for its teachers and members', async () => {
    const forTeacher = await call<{ data: ClassDto[] }>('GET', `/classes/${klass.id}${q(teacher)}`, { token: teacher.token });
    expect(forTeacher.status).toBe(200);
    expect(forTeacher.body.data).toEqual([expect.objectContaining({ id: klass.id, role: 'teacher', owner_uid: teacher.uid })]);
    const member = await createTestUser();
    await join(member, (await uniqueCode(teacher, klass.id)).uniqueCode);
    const forMember = await call<{ data: ClassDto[] }>('GET', `/classes/${klass.id}${q(member)}`, { token: member.token });
    expect(forMember.body.data[0]).toMatchObject({ id: klass.id, role: 'student', status: 'active' });
  });

  it('says "User ID is required", refuses another user’s id and hides the class from outsiders', async () => {
    const missing = await call('GET', `/classes/${klass.id}`, { token: teacher.token });
    expectError(missing, 400, 'class/user-id-required');
    expect(missing.body.message).toBe('User ID is required');
    expectError(await call('GET', `/classes/${klass.id}?userId=`, { token: teacher.token }), 400, 'class/user-id-required');
    expectError(await call('GET', `/classes/${klass.id}${q(student)}`, { token: teacher.token }), 403, 'auth/forbidden');
    const outsider = await createTestUser();
    const hidden = await call('GET', `/classes/${klass.id}${q(outsider)}`, { token: outsider.token });
    expectError(hidden, 404, 'class/not-found');
    expect(hidden.body.message).toBe('Failed to fetch class');
    expectError(await call('GET', `/classes/no-such-class${q(teacher)}`, { token: teacher.token }), 404, 'class/not-found');
    expectError(await call('GET', `/classes/bad.id${q(teacher)}`, { token: teacher.token }), 404, 'class/not-found');
    expectError(await call('GET', `/classes/__reserved__${q(teacher)}`, { token: teacher.token }), 400, 'validation/invalid-id');
  });

  it('says "Class ID is required" when the client lost the class id', async () => {
    for (const id of ['undefined', 'null']) {
      const result = await call('GET', `/classes/${id}${q(teacher)}`, { token: teacher.token });
      expectError(result, 400, 'class/class-id-required');
      expect(result.body.message).toBe('Class ID is required');
    }
    // A blank segment is no document id: every path parameter passes the shared id schema.
    expectError(await call('GET', `/classes/%20${q(teacher)}`, { token: teacher.token }), 400, 'validation/invalid-id');
  });

  it('needs a token', async () => {
    expectError(await call('GET', '/classes/'), 401, 'auth/no-token');
    expectError(await call('GET', `/classes/${klass.id}${q(teacher)}`), 401, 'auth/no-token');
    expectError(await call('GET', '/classes/', { token: 'forged' }), 401, 'auth/not-authenticated');
  });
});

describe('PATCH /classes/{classId}', () => {
  it('updates the class and every copy of its summary (memberships and pending invitations)', async () => {
    const teacher = await createTestUser({ userType: 'teacher', sparks: 10 });
    const klass = await newClass(teacher, { name: 'Geo', course_field: 'geography' });
    const student = await createTestUser();
    await join(student, (await uniqueCode(teacher, klass.id)).uniqueCode);
    const invitee = 'summary-invitee@sparks.test';
    const invite = await call('POST', '/classes/bulk-invite', { token: teacher.token, body: { classId: klass.id, requestId: `req-${klass.id}`, emails: [invitee] } });
    expect(invite.status, invite.text).toBe(200);

    const result = await call<{ data: ClassDto }>('PATCH', `/classes/${klass.id}${q(teacher)}`, {
      token: teacher.token,
      body: { name: 'World Geography', theme: 'midnight', icon: 'globe', description: 'Maps' },
    });
    expect(result.status, result.text).toBe(200);
    expect(result.body.data).toMatchObject({ id: klass.id, name: 'World Geography', theme: 'midnight', icon: 'globe', description: 'Maps', colour: 'green', role: 'teacher' });

    const summary = { name: 'World Geography', course_field: 'geography', theme: 'midnight', icon: 'globe', colour: 'green', colors: { primary: '#22c55e', secondary: '#4ade80' } };
    expect((await adminDb.doc(`users/${student.uid}/memberships/${klass.id}`).get()).get('class')).toEqual(summary);
    expect((await adminDb.doc(`users/${teacher.uid}/memberships/${klass.id}`).get()).get('class')).toEqual(summary);
    const invitations = await adminDb.collection('invitations').where('class_id', '==', klass.id).get();
    expect(invitations.docs.map((d) => d.get('class'))).toEqual([summary]);
  });

  it('moves the colour with the course field unless the teacher chose one', async () => {
    const teacher = await createTestUser({ userType: 'teacher' });
    const klass = await newClass(teacher, { name: 'Lab', course_field: 'science' });
    const moved = await call<{ data: ClassDto }>('PATCH', `/classes/${klass.id}${q(teacher)}`, { token: teacher.token, body: { course_field: 'arts' } });
    expect(moved.body.data).toMatchObject({ course_field: 'arts', colour: 'pink' });
    await call('PATCH', `/classes/${klass.id}${q(teacher)}`, { token: teacher.token, body: { colour: 'yellow' } });
    const kept = await call<{ data: ClassDto }>('PATCH', `/classes/${klass.id}${q(teacher)}`, { token: teacher.token, body: { course_field: 'music' } });
    expect(kept.body.data).toMatchObject({ course_field: 'music', colour: 'yellow', colors: { primary: '#eab308', secondary: '#facc15' } });
  });

  it('is for class teachers only, needs a token, a user id and valid fields', async () => {
    const teacher = await createTestUser({ userType: 'teacher' });
    const klass = await newClass(teacher);
    const student = await createTestUser();
    await join(student, (await uniqueCode(teacher, klass.id)).uniqueCode);
    expectError(await call('PATCH', `/classes/${klass.id}${q(student)}`, { token: student.token, body: { name: 'Mine' } }), 403, 'class/forbidden');
    const otherTeacher = await createTestUser({ userType: 'teacher' });
    expectError(await call('PATCH', `/classes/${klass.id}${q(otherTeacher)}`, { token: otherTeacher.token, body: { name: 'Mine' } }), 403, 'class/forbidden');
    const noToken = await call('PATCH', `/classes/${klass.id}${q(teacher)}`, { body: { name: 'X' } });
    expectError(noToken, 401, 'class/no-token');
    expect(noToken.body.message).toBe('Unauthorized: No token found. Please log in.');
    expectError(await call('PATCH', `/classes/${klass.id}`, { token: teacher.token, body: { name: 'X' } }), 400, 'class/user-id-required');
    expectError(await call('PATCH', `/classes/${klass.id}${q(teacher)}`, { token: teacher.token, body: { name: '' } }), 400, 'validation/all-fields-required');
    expectError(await call('PATCH', `/classes/${klass.id}${q(teacher)}`, { token: teacher.token, body: { theme: 'neon' } }), 400, 'validation/invalid-input');
    expectError(await call('PATCH', `/classes/${klass.id}${q(teacher)}`, { token: teacher.token, body: { member_count: 99 } }), 400, 'validation/invalid-input');
    expectError(await call('PATCH', `/classes/missing-class${q(teacher)}`, { token: teacher.token, body: { name: 'X' } }), 404, 'class/not-found');
    expect((await adminDb.doc(`classes/${klass.id}`).get()).get('name')).toBe('Algebra');
  });
});

describe('DELETE /classes/{classId}', () => {
  it('removes the class, its subcollections, memberships, invitations, join codes and files', async () => {
    const teacher = await createTestUser({ userType: 'teacher', sparks: 10 });
    const klass = await newClass(teacher);
    const students = await Promise.all([createTestUser(), createTestUser()]);
    const { uniqueCode: code } = await uniqueCode(teacher, klass.id);
    for (const student of students) expect((await join(student, code)).status).toBe(200);
    await call('POST', '/classes/bulk-invite', { token: teacher.token, body: { classId: klass.id, requestId: `del-${klass.id}`, emails: ['gone@sparks.test'] } });
    await call('POST', `/classes/${klass.id}/unique-code${q(teacher)}`, { token: teacher.token, body: {} });
    await adminDb.doc(`classes/${klass.id}/posts/p1`).set({ post_id: 'p1', class_id: klass.id, content: 'hi' });
    const bucket = getStorage(getApps()[0]).bucket(`${PROJECT_ID}.appspot.com`);
    await bucket.file(`classes/${klass.id}/materials/m1/notes.pdf`).save(Buffer.from('%PDF-1.4'));
    await bucket.file(`classes/${klass.id}-other/keep.pdf`).save(Buffer.from('%PDF-1.4'));
    expect((await adminDb.collection('joinCodes').where('class_id', '==', klass.id).get()).size).toBe(2);

    const deleted = await call('DELETE', `/classes/${klass.id}${q(teacher)}`, { token: teacher.token });
    expect(deleted.status, deleted.text).toBe(200);
    expect(deleted.body).toEqual({ status: 'success' });

    expect((await adminDb.doc(`classes/${klass.id}`).get()).exists).toBe(false);
    expect((await adminDb.collection(`classes/${klass.id}/members`).get()).size).toBe(0);
    expect((await adminDb.collection(`classes/${klass.id}/posts`).get()).size).toBe(0);
    for (const uid of [teacher.uid, ...students.map((s) => s.uid)]) {
      expect((await adminDb.doc(`users/${uid}/memberships/${klass.id}`).get()).exists).toBe(false);
    }
    expect((await adminDb.collection('invitations').where('class_id', '==', klass.id).get()).size).toBe(0);
    expect((await adminDb.collection('joinCodes').where('class_id', '==', klass.id).get()).size).toBe(0);
    expect((await bucket.getFiles({ prefix: `classes/${klass.id}/` }))[0]).toEqual([]);
    expect((await bucket.file(`classes/${klass.id}-other/keep.pdf`).exists())[0]).toBe(true);

    // The code is gone with the class; the class is gone for everyone.
    expectError(await join(await createTestUser(), code), 404, 'class/code-not-found');
    expect((await call<{ data: ClassDto[] }>('GET', '/classes/', { token: students[0]!.token })).body.data).toEqual([]);
    expectError(await call('DELETE', `/classes/${klass.id}${q(teacher)}`, { token: teacher.token }), 404, 'class/not-found');
  });

  it('is for the owner only and needs the user id', async () => {
    const teacher = await createTestUser({ userType: 'teacher' });
    const klass = await newClass(teacher);
    const student = await createTestUser();
    await join(student, (await uniqueCode(teacher, klass.id)).uniqueCode);
    expectError(await call('DELETE', `/classes/${klass.id}${q(student)}`, { token: student.token }), 403, 'class/forbidden');
    const coTeacher = await createTestUser({ userType: 'teacher' });
    await adminDb.doc(`classes/${klass.id}`).update({ teacher_uids: [teacher.uid, coTeacher.uid] });
    expectError(await call('DELETE', `/classes/${klass.id}${q(coTeacher)}`, { token: coTeacher.token }), 403, 'class/forbidden');
    expectError(await call('DELETE', `/classes/${klass.id}`, { token: teacher.token }), 400, 'class/user-id-required');
    expectError(await call('DELETE', `/classes/${klass.id}${q(student)}`, { token: teacher.token }), 403, 'auth/forbidden');
    expectError(await call('DELETE', `/classes/${klass.id}${q(teacher)}`), 401, 'auth/no-token');
    expect((await adminDb.doc(`classes/${klass.id}`).get()).exists).toBe(true);
  });
});

describe('join codes: GET and POST /classes/{classId}/unique-code', () => {
  let teacher: TestUser;
  let klass: ClassDto;
  beforeAll(async () => {
    teacher = await createTestUser({ userType: 'teacher' });
    klass = await newClass(teacher);
  });

  it('answers the live code, 6 digits valid for 7 days, the same on every call', async () => {
    const first = await uniqueCode(teacher, klass.id);
    expect(first.uniqueCode).toMatch(/^\d{6}$/);
    const days = (Date.parse(first.expiresAt) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.9);
    expect(days).toBeLessThanOrEqual(7);
    expect(await uniqueCode(teacher, klass.id)).toEqual(first);
    expect(await liveCodesOf(klass.id)).toEqual([first.uniqueCode]);
  });

  it('makes a new code when the live one has expired', async () => {
    const own = await newClass(teacher);
    const old = await uniqueCode(teacher, own.id);
    await adminDb.doc(`joinCodes/${old.uniqueCode}`).update({ expires_at: new Date(Date.now() - 1000) });
    const fresh = await uniqueCode(teacher, own.id);
    expect(fresh.uniqueCode).not.toBe(old.uniqueCode);
    expect(await liveCodesOf(own.id)).toEqual([fresh.uniqueCode]);
  });

  it('regenerates: every code distinct, only the newest live, the old ones revoked', async () => {
    const own = await newClass(teacher);
    const codes = [(await uniqueCode(teacher, own.id)).uniqueCode];
    for (let i = 0; i < 15; i += 1) {
      const result = await call<{ uniqueCode: string; expiresAt: string }>('POST', `/classes/${own.id}/unique-code${q(teacher)}`, { token: teacher.token, body: {} });
      expect(result.status, result.text).toBe(200);
      codes.push(result.body.uniqueCode);
    }
    expect(new Set(codes).size).toBe(codes.length);
    expect(await liveCodesOf(own.id)).toEqual([codes.at(-1)]);
    expect((await uniqueCode(teacher, own.id)).uniqueCode).toBe(codes.at(-1));
    const revoked = await adminDb.collection('joinCodes').where('class_id', '==', own.id).where('revoked', '==', true).get();
    expect(revoked.size).toBe(codes.length - 1);
  });

  it('regenerates concurrently and still leaves one live code', async () => {
    const own = await newClass(teacher);
    const results = await Promise.all(
      Array.from({ length: 3 }, () => call('POST', `/classes/${own.id}/unique-code${q(teacher)}`, { token: teacher.token, body: {} })),
    );
    expect(results.map((r) => r.status)).toEqual([200, 200, 200]);
    expect(await liveCodesOf(own.id)).toHaveLength(1);
  });

  it('takes a lifetime of 1-90 days', async () => {
    const result = await call<{ uniqueCode: string; expiresAt: string }>('POST', `/classes/${klass.id}/unique-code${q(teacher)}`, { token: teacher.token, body: { ttlDays: 30 } });
    expect(result.status).toBe(200);
    expect(Math.round((Date.parse(result.body.expiresAt) - Date.now()) / 86_400_000)).toBe(30);
    for (const ttlDays of [0, 91, 1.5, '7']) {
      expectError(await call('POST', `/classes/${klass.id}/unique-code${q(teacher)}`, { token: teacher.token, body: { ttlDays } }), 400, 'validation/invalid-input');
    }
  });

  it('says "Token is required", "User ID is required" and "Class ID is required"', async () => {
    for (const method of ['GET', 'POST']) {
      const noToken = await call(method, `/classes/${klass.id}/unique-code${q(teacher)}`);
      expectError(noToken, 401, 'class/token-required');
      expect(noToken.body.message).toBe('Token is required');
      const noUser = await call(method, `/classes/${klass.id}/unique-code`, { token: teacher.token });
      expectError(noUser, 400, 'class/user-id-required');
      const noClass = await call(method, `/classes/undefined/unique-code${q(teacher)}`, { token: teacher.token });
      expectError(noClass, 400, 'class/class-id-required');
      expect(noClass.body.message).toBe('Class ID is required');
    }
  });

  it('is for class teachers only', async () => {
    const student = await createTestUser();
    await join(student, (await uniqueCode(teacher, klass.id)).uniqueCode);
    expectError(await call('GET', `/classes/${klass.id}/unique-code${q(student)}`, { token: student.token }), 403, 'class/forbidden');
    expectError(await call('POST', `/classes/${klass.id}/unique-code${q(student)}`, { token: student.token, body: {} }), 403, 'class/forbidden');
    expectError(await call('GET', `/classes/missing-class/unique-code${q(teacher)}`, { token: teacher.token }), 404, 'class/not-found');
  });
});

describe('GET /classes/{classId}/qr-code', () => {
  it('answers a PNG data URL of the join link with the live code', async () => {
    const teacher = await createTestUser({ userType: 'teacher' });
    const klass = await newClass(teacher);
    const result = await call<{ QRCode: string; joinUrl: string; uniqueCode: string; expiresAt: string }>('GET', `/classes/${klass.id}/qr-code${q(teacher)}`, { token: teacher.token });
    expect(result.status, result.text).toBe(200);
    const live = await uniqueCode(teacher, klass.id);
    expect(result.body).toMatchObject({ status: 'success', uniqueCode: live.uniqueCode, expiresAt: live.expiresAt });
    expect(result.body.joinUrl).toMatch(new RegExp(`^https?://[^/]+/classroom\\?join=${live.uniqueCode}$`));
    expect(result.body.QRCode).toMatch(/^data:image\/png;base64,/);
    const png = Buffer.from(result.body.QRCode.split(',')[1]!, 'base64');
    expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  });

  it('needs a token, the user id and a class teacher', async () => {
    const teacher = await createTestUser({ userType: 'teacher' });
    const klass = await newClass(teacher);
    expectError(await call('GET', `/classes/${klass.id}/qr-code${q(teacher)}`), 401, 'class/token-required');
    expectError(await call('GET', `/classes/${klass.id}/qr-code`, { token: teacher.token }), 400, 'class/user-id-required');
    const other = await createTestUser({ userType: 'teacher' });
    expectError(await call('GET', `/classes/${klass.id}/qr-code${q(other)}`, { token: other.token }), 403, 'class/forbidden');
  });
});
