// Bulk invitations (sparks, files, retries, races) and the invitee's accept and decline over HTTP.
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { INVITATION_SUBJECT } from '@functions/services/invitations-mail';
import type { ClassDto } from '@shared/schemas/class';
import { adminDb } from '../support/admin';
import { call, expectError, mailsTo } from '../support/api';
import { createTestUser, type TestUser } from '../support/users';
import { buildXlsx } from '../support/xlsx';

interface BulkResult {
  invited: string[];
  skipped: { email: string; reason: string }[];
  charged: number;
  balance: number;
}

const q = (user: TestUser) => `?userId=${user.uid}`;
const requestId = () => `req-${randomUUID()}`;
const email = (tag: string) => `${tag}-${randomUUID().slice(0, 8)}@sparks.test`;
const b64 = (content: string | Buffer) => Buffer.from(content).toString('base64');

async function newClass(teacher: TestUser, name = 'Chemistry'): Promise<string> {
  const created = await call<{ data: ClassDto }>('POST', '/classes', { token: teacher.token, body: { name, course_field: 'science' } });
  expect(created.status, created.text).toBe(201);
  return created.body.data.id;
}

const invite = (teacher: TestUser, body: Record<string, unknown>) => call<{ data: BulkResult }>('POST', '/classes/bulk-invite', { token: teacher.token, body });

const balanceOf = async (uid: string) => (await adminDb.doc(`wallets/${uid}`).get()).get('spark_balance') as number;
const invitationsOf = async (classId: string) => (await adminDb.collection('invitations').where('class_id', '==', classId).get()).docs;
const ledgerEntry = async (uid: string, id: string) => (await adminDb.doc(`wallets/${uid}/ledger/${id}`).get()).data();

describe('POST /classes/bulk-invite', () => {
  it('invites a list of e-mails: 2 sparks each, an invitation and a bilingual mail per invitee', async () => {
    const teacher = await createTestUser({ userType: 'teacher', sparks: 100 });
    const classId = await newClass(teacher, 'Organic Chemistry');
    const [a, b] = [email('a'), email('b')];
    const id = requestId();
    const result = await invite(teacher, { classId, requestId: id, emails: [a.toUpperCase(), ` ${b} `] });
    expect(result.status, result.text).toBe(200);
    expect(result.body).toEqual({ status: 'success', data: { invited: [a, b], skipped: [], charged: 4, balance: 96 } });
    expect(await balanceOf(teacher.uid)).toBe(96);
    expect(await ledgerEntry(teacher.uid, `invite:${classId}:${id}`)).toMatchObject({ kind: 'charge', amount: -4, balance_after: 96, reason: 'invitation' });

    const invitations = await invitationsOf(classId);
    expect(invitations.map((d) => d.data()).sort((x, y) => String(x.email).localeCompare(String(y.email)))).toEqual(
      [a, b].sort().map((address) => expect.objectContaining({
        class_id: classId, email: address, status: 'pending', invited_by_uid: teacher.uid, invited_by_name: 'Test User', answered_at: null,
        class: expect.objectContaining({ name: 'Organic Chemistry', course_field: 'science', colour: 'teal' }),
      })),
    );
    const [mail] = await mailsTo(a);
    // A fixed subject of ours; the sender's texts only quoted and labelled in the body.
    expect(mail?.subject).toBe(INVITATION_SUBJECT);
    expect(mail?.text).toContain('Class name (written by the sender): "Organic Chemistry"');
    expect(mail?.text).toContain('Sender name (as they wrote it): "Test User"');
    expect(mail?.text).toMatch(/اسم المرسل \(كما كتبه\): "Test User"/);
    expect(mail?.text).toMatch(/https?:\/\/[^\s]+\/classroom/);
    expect(await mailsTo(b)).toHaveLength(1);
  });

  it('skips members, pending invitations, duplicates and the teacher’s own e-mail, charging only new invitees', async () => {
    const teacher = await createTestUser({ userType: 'teacher', sparks: 50 });
    const classId = await newClass(teacher);
    const member = await createTestUser();
    const code = await call<{ uniqueCode: string }>('GET', `/classes/${classId}/unique-code${q(teacher)}`, { token: teacher.token });
    await call('POST', '/classes/join', { token: member.token, body: { code: code.body.uniqueCode } });
    const invited = email('invited');
    await invite(teacher, { classId, requestId: requestId(), emails: [invited] });
    const fresh = email('fresh');

    const result = await invite(teacher, { classId, requestId: requestId(), emails: [fresh, member.email, invited, fresh.toUpperCase(), teacher.email] });
    expect(result.status, result.text).toBe(200);
    expect(result.body.data).toEqual({
      invited: [fresh],
      skipped: [
        { email: member.email, reason: 'member' },
        { email: invited, reason: 'invited' },
        { email: fresh, reason: 'duplicate' },
        { email: teacher.email, reason: 'self' },
      ],
      charged: 2,
      balance: 46,
    });
    // Nothing new to invite: nothing charged, no ledger entry, the balance answered as it is.
    const again = await invite(teacher, { classId, requestId: requestId(), emails: [fresh, member.email] });
    expect(again.body.data).toEqual({ invited: [], skipped: [{ email: fresh, reason: 'invited' }, { email: member.email, reason: 'member' }], charged: 0, balance: 46 });
  });

  it('reads a CSV file (header named email) and an XLSX file (first column)', async () => {
    const teacher = await createTestUser({ userType: 'teacher', sparks: 100 });
    const classId = await newClass(teacher);
    const [c1, c2, x1, x2] = [email('csv1'), email('csv2'), email('xlsx1'), email('xlsx2')];
    const csv = `name,Email\r\nAna,${c1}\r\n\r\nBo,${c2.toUpperCase()}\r\n`;
    const fromCsv = await invite(teacher, { classId, requestId: requestId(), file: { name: 'students.csv', content_base64: b64(csv) } });
    expect(fromCsv.status, fromCsv.text).toBe(200);
    expect(fromCsv.body.data).toMatchObject({ invited: [c1, c2], charged: 4 });

    const xlsx = buildXlsx([[x1], [x2, 'ignored'], [c1]]);
    const fromXlsx = await invite(teacher, { classId, requestId: requestId(), file: { name: 'Students.XLSX', content_base64: b64(xlsx) } });
    expect(fromXlsx.status, fromXlsx.text).toBe(200);
    expect(fromXlsx.body.data).toEqual({ invited: [x1, x2], skipped: [{ email: c1, reason: 'invited' }], charged: 4, balance: 92 });
    expect(await invitationsOf(classId)).toHaveLength(4);
  });

  it('reports bad rows by line number and sends or charges nothing', async () => {
    const teacher = await createTestUser({ userType: 'teacher', sparks: 100 });
    const classId = await newClass(teacher);
    const csv = `email\n${email('ok')}\nnot-an-email\n${email('ok2')}\n@broken\n`;
    const result = await invite(teacher, { classId, requestId: requestId(), file: { name: 'list.csv', content_base64: b64(csv) } });
    expectError(result, 400, 'invite/bad-rows');
    expect(result.body.fields).toEqual([
      { path: 'row 3', code: 'validation/invalid-email', message: 'Please enter a valid email address.' },
      { path: 'row 5', code: 'validation/invalid-email', message: 'Please enter a valid email address.' },
    ]);
    const xlsx = await invite(teacher, { classId, requestId: requestId(), file: { name: 'l.xlsx', content_base64: b64(buildXlsx([['E-mail'], [email('x')], ['nope']])) } });
    expect(xlsx.body.fields?.map((f) => f.path)).toEqual(['row 3']);
    const list = await invite(teacher, { classId, requestId: requestId(), emails: [email('ok'), 'bad'] });
    expectError(list, 400, 'invite/bad-rows');
    expect(list.body.fields?.map((f) => f.path)).toEqual(['emails.1']);
    expect(await balanceOf(teacher.uid)).toBe(100);
    expect(await invitationsOf(classId)).toHaveLength(0);
  });

  it('refuses files that are not what their name says, not base64, empty of e-mails or too big', async () => {
    const teacher = await createTestUser({ userType: 'teacher', sparks: 100 });
    const classId = await newClass(teacher);
    const refused = async (file: { name: string; content_base64: string }) =>
      expectError(await invite(teacher, { classId, requestId: requestId(), file }), 400, 'invite/bad-file');
    await refused({ name: 'renamed.xlsx', content_base64: b64(`email\n${email('a')}\n`) });
    await refused({ name: 'renamed.xlsx', content_base64: b64(Buffer.concat([Buffer.from('PK\x03\x04'), Buffer.alloc(64, 1)])) });
    await refused({ name: 'zip.csv', content_base64: b64(buildXlsx([[email('a')]])) });
    await refused({ name: 'binary.csv', content_base64: b64(Buffer.from([0xff, 0xfe, 0x00, 0x00, 0x41])) });
    await refused({ name: 'list.txt', content_base64: b64(email('a')) });
    await refused({ name: 'list.csv', content_base64: 'not base64 at all!' });
    await refused({ name: 'header-only.csv', content_base64: b64('email\n') });
    await refused({ name: 'big.csv', content_base64: b64(Buffer.alloc(1024 * 1024 + 1, 0x61)) });
    expect(await balanceOf(teacher.uid)).toBe(100);
  });

  it('answers 402 with the sparks still needed and creates nothing', async () => {
    const teacher = await createTestUser({ userType: 'teacher', sparks: 5 });
    const classId = await newClass(teacher);
    const emails = [email('p1'), email('p2'), email('p3'), email('p4')];
    const result = await invite(teacher, { classId, requestId: requestId(), emails });
    expectError(result, 402, 'wallet/insufficient-sparks');
    expect(result.body.values).toEqual({ needed: 3 });
    expect(result.body.message).toBe('Insufficient sparks: 3 more needed.');
    expect(await balanceOf(teacher.uid)).toBe(5);
    expect(await invitationsOf(classId)).toHaveLength(0);
    for (const address of emails) expect(await mailsTo(address)).toHaveLength(0);
  });

  it('answers a retry with the same requestId with the same result, charging once', async () => {
    const teacher = await createTestUser({ userType: 'teacher', sparks: 20 });
    const classId = await newClass(teacher);
    const id = requestId();
    const body = { classId, requestId: id, emails: [email('r1'), email('r2')] };
    const first = await invite(teacher, body);
    const second = await invite(teacher, body);
    expect(first.body.data).toMatchObject({ charged: 4, balance: 16 });
    expect(second.body).toEqual(first.body);
    expect(await balanceOf(teacher.uid)).toBe(16);
    expect(await mailsTo(body.emails[0]!)).toHaveLength(1);
  });

  it('charges once when the same request arrives several times at once', async () => {
    const teacher = await createTestUser({ userType: 'teacher', sparks: 20 });
    const classId = await newClass(teacher);
    const body = { classId, requestId: requestId(), emails: [email('c1'), email('c2'), email('c3')] };
    const results = await Promise.all(Array.from({ length: 4 }, () => invite(teacher, body)));
    expect(results.map((r) => r.status)).toEqual([200, 200, 200, 200]);
    for (const result of results) expect(result.body.data).toEqual(results[0]!.body.data);
    expect(results[0]!.body.data).toMatchObject({ charged: 6, balance: 14 });
    expect(await balanceOf(teacher.uid)).toBe(14);
    const ledger = await adminDb.collection(`wallets/${teacher.uid}/ledger`).where('kind', '==', 'charge').get();
    expect(ledger.size).toBe(1);
    expect(await invitationsOf(classId)).toHaveLength(3);
    expect(await mailsTo(body.emails[0]!)).toHaveLength(1);
  });

  it('validates the request and who sends it', async () => {
    const teacher = await createTestUser({ userType: 'teacher', sparks: 20 });
    const classId = await newClass(teacher);
    const noClass = await invite(teacher, { requestId: requestId(), emails: [email('v')] });
    expectError(noClass, 400, 'class/class-id-required');
    expect(noClass.body.message).toBe('Class ID is required');
    expectError(await invite(teacher, { classId, requestId: requestId() }), 400, 'invite/file-required');
    expectError(await invite(teacher, { classId, requestId: requestId(), emails: [] }), 400, 'invite/file-required');
    expectError(await invite(teacher, { classId, requestId: 'short', emails: [email('v')] }), 400, 'validation/invalid-input');
    expectError(await invite(teacher, { classId, requestId: '__reserved__', emails: [email('v')] }), 400, 'validation/invalid-input');
    expectError(await invite(teacher, { classId: '__reserved__', requestId: requestId(), emails: [email('v')] }), 400, 'validation/invalid-id');
    expectError(await invite(teacher, { classId: 'missing-class', requestId: requestId(), emails: [email('v')] }), 404, 'class/not-found');
    const student = await createTestUser({ sparks: 20 });
    expectError(await invite(student, { classId, requestId: requestId(), emails: [email('v')] }), 403, 'class/forbidden');
    expectError(await call('POST', '/classes/bulk-invite', { body: { classId, requestId: requestId(), emails: [email('v')] } }), 401, 'auth/no-token');
    const many = Array.from({ length: 501 }, (_, i) => `many${i}@sparks.test`);
    expectError(await invite(teacher, { classId, requestId: requestId(), emails: many }), 400, 'validation/invalid-input');
    const rows = Array.from({ length: 501 }, (_, i) => `many${i}@sparks.test`).join('\n');
    expectError(await invite(teacher, { classId, requestId: requestId(), file: { name: 'many.csv', content_base64: b64(rows) } }), 400, 'invite/too-many');
    expect(await balanceOf(teacher.uid)).toBe(20);
  });

  it('invites 300 people in one all-or-nothing transaction', async () => {
    const teacher = await createTestUser({ userType: 'teacher', sparks: 600 });
    const classId = await newClass(teacher);
    const tag = randomUUID().slice(0, 8);
    const rows = ['email', ...Array.from({ length: 300 }, (_, i) => `bulk${i}-${tag}@sparks.test`)].join('\n');
    const result = await invite(teacher, { classId, requestId: requestId(), file: { name: 'all.csv', content_base64: b64(rows) } });
    expect(result.status, result.text).toBe(200);
    expect(result.body.data).toMatchObject({ charged: 600, balance: 0 });
    expect(result.body.data.invited).toHaveLength(300);
    expect(await invitationsOf(classId)).toHaveLength(300);
  });
});

describe('invitations: accept and decline', () => {
  let teacher: TestUser;
  let classId: string;
  beforeAll(async () => {
    teacher = await createTestUser({ userType: 'teacher', sparks: 200 });
    classId = await newClass(teacher, 'Invited Class');
  });

  async function invitationFor(user: TestUser): Promise<string> {
    const result = await invite(teacher, { classId, requestId: requestId(), emails: [user.email] });
    expect(result.body.data?.invited, result.text).toEqual([user.email]);
    const list = await call<{ data: ClassDto[] }>('GET', '/classes/', { token: user.token });
    const entry = list.body.data.find((c) => c.isInvitation && c.id === classId);
    expect(entry).toMatchObject({ id: classId, name: 'Invited Class', isInvitation: true, role: null, status: null, invitationId: expect.any(String) });
    return entry!.invitationId!;
  }

  const accept = (user: TestUser, id: string) => call<{ data: { classId: string; status: string } }>('POST', `/classes/invitations/${id}/accept`, { token: user.token });
  const decline = (user: TestUser, id: string) => call('POST', `/classes/invitations/${id}/decline`, { token: user.token });

  it('accepting makes the invitee an active member and marks the invitation accepted', async () => {
    const student = await createTestUser();
    const id = await invitationFor(student);
    const before = (await adminDb.doc(`classes/${classId}`).get()).get('member_count') as number;
    const result = await accept(student, id);
    expect(result.status, result.text).toBe(200);
    expect(result.body).toEqual({ status: 'success', data: { classId, status: 'active' } });
    expect((await adminDb.doc(`classes/${classId}/members/${student.uid}`).get()).data()).toMatchObject({ role: 'student', status: 'active' });
    expect((await adminDb.doc(`users/${student.uid}/memberships/${classId}`).get()).data()).toMatchObject({ status: 'active', class: { name: 'Invited Class' } });
    expect((await adminDb.doc(`classes/${classId}`).get()).get('member_count')).toBe(before + 1);
    expect((await adminDb.doc(`invitations/${id}`).get()).data()).toMatchObject({ status: 'accepted', answered_at: expect.anything() });
    const list = await call<{ data: ClassDto[] }>('GET', '/classes/', { token: student.token });
    expect(list.body.data).toEqual([expect.objectContaining({ id: classId, isInvitation: false, role: 'student', status: 'active' })]);
    // A second accept answers the same and changes nothing.
    expect((await accept(student, id)).body.data).toEqual({ classId, status: 'active' });
    expect((await adminDb.doc(`classes/${classId}`).get()).get('member_count')).toBe(before + 1);
    expectError(await decline(student, id), 409, 'class/already-member');
  });

  it('approves a pending member who accepts an invitation', async () => {
    const own = await newClass(teacher, 'Pending Class');
    const student = await createTestUser();
    const sent = await invite(teacher, { classId: own, requestId: requestId(), emails: [student.email] });
    expect(sent.body.data.invited).toEqual([student.email]);
    // Before answering, the student uses an expired code and waits for approval.
    const code = await call<{ uniqueCode: string }>('GET', `/classes/${own}/unique-code${q(teacher)}`, { token: teacher.token });
    await adminDb.doc(`joinCodes/${code.body.uniqueCode}`).update({ expires_at: new Date(Date.now() - 1000) });
    expect((await call<{ data: { status: string } }>('POST', '/classes/join', { token: student.token, body: { code: code.body.uniqueCode } })).body.data.status).toBe('pending');
    // A pending member counts as a member for new invitations.
    expect((await invite(teacher, { classId: own, requestId: requestId(), emails: [student.email] })).body.data.skipped).toEqual([{ email: student.email, reason: 'member' }]);
    const id = (await adminDb.collection('invitations').where('class_id', '==', own).get()).docs[0]!.id;
    expect((await accept(student, id)).body.data).toEqual({ classId: own, status: 'active' });
    expect((await adminDb.doc(`classes/${own}`).get()).get('member_count')).toBe(1);
    expect((await adminDb.doc(`users/${student.uid}/memberships/${own}`).get()).get('status')).toBe('active');
  });

  it('declining marks the invitation declined; it leaves the list and cannot be accepted', async () => {
    const student = await createTestUser();
    const id = await invitationFor(student);
    const result = await decline(student, id);
    expect(result.status, result.text).toBe(200);
    expect(result.body).toEqual({ status: 'success' });
    expect((await adminDb.doc(`invitations/${id}`).get()).get('status')).toBe('declined');
    expect((await decline(student, id)).status).toBe(200);
    expect((await call<{ data: ClassDto[] }>('GET', '/classes/', { token: student.token })).body.data).toEqual([]);
    expectError(await accept(student, id), 404, 'invite/not-found');
    expect((await adminDb.doc(`classes/${classId}/members/${student.uid}`).get()).exists).toBe(false);
    // Inviting again after a decline sends a fresh invitation.
    expect(await invitationFor(student)).toBe(id);
    expect((await accept(student, id)).body.data).toEqual({ classId, status: 'active' });
  });

  it('refuses anyone but the invitee (403 invite/not-yours) and unknown invitations (404)', async () => {
    const student = await createTestUser();
    const id = await invitationFor(student);
    const stranger = await createTestUser();
    expectError(await accept(stranger, id), 403, 'invite/not-yours');
    expectError(await decline(stranger, id), 403, 'invite/not-yours');
    expectError(await accept(teacher, id), 403, 'invite/not-yours');
    expectError(await accept(student, 'no-such-invitation'), 404, 'invite/not-found');
    expectError(await accept(student, 'bad.id'), 404, 'invite/not-found');
    expectError(await decline(student, '__reserved__'), 400, 'validation/invalid-id');
    expectError(await call('POST', `/classes/invitations/${id}/accept`), 401, 'auth/no-token');
    expect((await adminDb.doc(`invitations/${id}`).get()).get('status')).toBe('pending');
  });

  it('lets a non-student invitee decline but not accept (403 auth/forbidden)', async () => {
    const otherTeacher = await createTestUser({ userType: 'teacher' });
    const id = await invitationFor(otherTeacher);
    expectError(await accept(otherTeacher, id), 403, 'auth/forbidden');
    expect((await decline(otherTeacher, id)).status).toBe(200);
    expect((await adminDb.doc(`invitations/${id}`).get()).get('status')).toBe('declined');
  });

  it('drops the invitation with its class', async () => {
    const own = await newClass(teacher, 'Short-lived');
    const student = await createTestUser();
    await invite(teacher, { classId: own, requestId: requestId(), emails: [student.email] });
    const id = (await adminDb.collection('invitations').where('class_id', '==', own).get()).docs[0]!.id;
    expect((await call('DELETE', `/classes/${own}${q(teacher)}`, { token: teacher.token })).status).toBe(200);
    expectError(await accept(student, id), 404, 'invite/not-found');
    expect((await call<{ data: ClassDto[] }>('GET', '/classes/', { token: student.token })).body.data).toEqual([]);
  });
});
