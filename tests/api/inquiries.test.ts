// Enterprise contact, feedback and the administrators' inbox (docs/site.md 3): the contact form
// works signed out, a filled honeypot stores nothing, limits per e-mail and per client address,
// feedback only from verified users, the inbox only for administrators, who are notified of
// each new inquiry. Every contact call names its own client address (X-Forwarded-For), so the
// counters of other files and runs never meet these.
import { randomInt } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { INQUIRIES } from '@shared/constants';
import type { InquiryDto } from '@shared/schemas/inquiry';
import { adminAuth, adminDb } from '../support/admin';
import { call, expectError, uniqueEmail } from '../support/api';
import { createTestUser, signIn, type TestUser } from '../support/users';

let admin: TestUser;
let student: TestUser;
let teacher: TestUser;

const address = () => `198.18.${randomInt(256)}.${randomInt(1, 255)}`;

const contactBody = (email = uniqueEmail('centre')) => ({
  name: 'مركز الرياض',
  email,
  organization: 'Riyadh Training Centre',
  phone: '+966 50 123 4567',
  size: '51-200',
  message: 'We would like Sparks for our 120 trainers.',
  language: 'ar',
  website: '',
});

const contact = (body: unknown, from = address()) => call('POST', '/contact/enterprise', { body, headers: { 'X-Forwarded-For': from } });

async function storedFor(email: string) {
  const snap = await adminDb.collection('inquiries').where('email', '==', email).get();
  return snap.docs;
}

beforeAll(async () => {
  [admin, student, teacher] = await Promise.all([
    createTestUser({ userType: 'administrator' }),
    createTestUser({ userType: 'student' }),
    createTestUser({ userType: 'teacher' }),
  ]);
});

describe('POST /contact/enterprise', () => {
  it('stores a signed-out contact as new and notifies every administrator', async () => {
    const body = contactBody();
    const sent = await contact(body);
    expect(sent.status, sent.text).toBe(201);
    expect(typeof sent.body.message).toBe('string');

    const [doc] = await storedFor(body.email);
    expect(doc?.data()).toMatchObject({
      kind: 'enterprise', name: body.name, organization: body.organization, phone: body.phone, size: '51-200',
      message: body.message, language: 'ar', status: 'new', uid: null, rating: null,
    });
    const note = await adminDb.doc(`users/${admin.uid}/notifications/inquiry_received-${doc!.id}`).get();
    expect(note.data()).toMatchObject({ kind: 'inquiry_received', params: { kind: 'enterprise', name: body.name }, link: '/admin/inquiries', read: false });
    // Nobody else hears of it.
    expect((await adminDb.doc(`users/${student.uid}/notifications/inquiry_received-${doc!.id}`).get()).exists).toBe(false);
  });

  it('answers a filled honeypot like a success and stores nothing', async () => {
    const body = { ...contactBody(), website: 'https://cheap-pills.example' };
    expect((await contact(body)).status).toBe(201);
    expect(await storedFor(body.email)).toHaveLength(0);
  });

  it('answers bad input 400 with its code', async () => {
    const from = address();
    expectError(await contact({ ...contactBody(), name: ' ' }, from), 400, 'inquiry/invalid-fields');
    expectError(await contact({ ...contactBody(), message: 'Hi' }, from), 400, 'inquiry/invalid-fields');
    expectError(await contact({ ...contactBody(), email: 'nobody' }, from), 400, 'validation/invalid-email');
    expectError(await contact({ ...contactBody(), phone: 'call me' }, from), 400, 'inquiry/invalid-phone');
    expectError(await contact({ ...contactBody(), size: 'huge' }, from), 400, 'validation/invalid-input');
    expectError(await contact({ ...contactBody(), admin: true }, from), 400, 'validation/invalid-input');
    expectError(await call('POST', '/contact/enterprise', { rawBody: '[1]', headers: { 'X-Forwarded-For': from } }), 415, 'validation/unsupported-media-type');
    // Refused input counts nothing: the address still has its whole hour.
    for (let i = 0; i < INQUIRIES.perHour; i += 1) expect((await contact(contactBody(), from)).status).toBe(201);
  });

  it(`allows ${INQUIRIES.perHour} an hour per e-mail, from any address`, async () => {
    const email = uniqueEmail('eager');
    for (let i = 0; i < INQUIRIES.perHour; i += 1) expect((await contact(contactBody(email))).status).toBe(201);
    const refused = await contact(contactBody(email));
    expectError(refused, 429, 'inquiry/rate-limited');
    expect(await storedFor(email)).toHaveLength(INQUIRIES.perHour);
    // The same address under another case is the same sender.
    expectError(await contact(contactBody(email.toUpperCase())), 429, 'inquiry/rate-limited');
  });

  it(`allows ${INQUIRIES.perHour} an hour per client address, whatever the e-mail`, async () => {
    const from = address();
    for (let i = 0; i < INQUIRIES.perHour; i += 1) expect((await contact(contactBody(), from)).status).toBe(201);
    const blocked = contactBody();
    expectError(await contact(blocked, from), 429, 'inquiry/rate-limited');
    expect(await storedFor(blocked.email)).toHaveLength(0);
    // That e-mail was not counted: from elsewhere it goes through.
    expect((await contact(blocked)).status).toBe(201);
  });
});

describe('POST /feedback', () => {
  it('stores a verified user\'s feedback with their account and page', async () => {
    const sent = await call('POST', '/feedback', {
      token: student.token,
      body: { category: 'idea', rating: 4, message: 'Flashcards from my mistakes, please.', page: '/studyHub', language: 'en' },
    });
    expect(sent.status, sent.text).toBe(201);
    const snap = await adminDb.collection('inquiries').where('uid', '==', student.uid).get();
    expect(snap.docs[0]?.data()).toMatchObject({
      kind: 'feedback', email: student.email, name: 'Test User', category: 'idea', rating: 4, page: '/studyHub', language: 'en', status: 'new',
    });
  });

  it('needs a verified account and a valid body', async () => {
    expectError(await call('POST', '/feedback', { body: { category: 'bug', message: 'Something broke here' } }), 401, 'auth/no-token');
    const email = uniqueEmail('unverified');
    await adminAuth.createUser({ email, password: 'outside-pass-1', emailVerified: true });
    const token = await signIn(email, 'outside-pass-1');
    expectError(await call('POST', '/feedback', { token, body: { category: 'bug', message: 'Something broke here' } }), 403, 'auth/email-not-verified');
    expectError(await call('POST', '/feedback', { token: teacher.token, body: { category: 'rant', message: 'Something broke here' } }), 400, 'inquiry/invalid-category');
    expectError(await call('POST', '/feedback', { token: teacher.token, body: { category: 'bug', message: 'Short' } }), 400, 'inquiry/invalid-fields');
    expectError(await call('POST', '/feedback', { token: teacher.token, body: { category: 'bug', rating: 0, message: 'Something broke here' } }), 400, 'validation/invalid-input');
  });
});

describe('the administrators\' inbox', () => {
  it('is for administrators only', async () => {
    expectError(await call('GET', '/admin/inquiries'), 401, 'auth/no-token');
    for (const user of [student, teacher]) {
      expectError(await call('GET', '/admin/inquiries', { token: user.token }), 403, 'auth/forbidden');
      expectError(await call('PATCH', '/admin/inquiries/any-id', { token: user.token, body: { status: 'read' } }), 403, 'auth/forbidden');
    }
  });

  it('lists newest first with paging and filters, and changes a status', async () => {
    // Three feedbacks of one user, so this test's items are easy to find among others'.
    const author = await createTestUser({ userType: 'student' });
    for (const message of ['First feedback message', 'Second feedback message', 'Third feedback message']) {
      expect((await call('POST', '/feedback', { token: author.token, body: { category: 'content', message } })).status).toBe(201);
    }
    const page = (query: string) => call<{ body: InquiryDto[]; total: number; page: number; limit: number }>('GET', `/admin/inquiries?${query}`, { token: admin.token });

    const first = await page('kind=feedback&status=new&page=1&limit=2');
    expect(first.status, first.text).toBe(200);
    expect(first.body).toMatchObject({ page: 1, limit: 2 });
    expect(first.body.body).toHaveLength(2);
    expect(first.body.total).toBeGreaterThanOrEqual(3);
    expect(first.body.body.every((item) => item.kind === 'feedback' && item.status === 'new')).toBe(true);
    const times = first.body.body.map((item) => item.created_at ?? '');
    expect([...times].sort().reverse()).toEqual(times);
    expect(first.body.body[0]).toMatchObject({ uid: author.uid, message: 'Third feedback message' });
    const second = await page('kind=feedback&status=new&page=2&limit=2');
    expect(second.body.body[0]).toMatchObject({ uid: author.uid, message: 'First feedback message' });

    const target = first.body.body[0]!;
    const marked = await call<{ data: InquiryDto }>('PATCH', `/admin/inquiries/${target.id}`, { token: admin.token, body: { status: 'read' } });
    expect(marked.status, marked.text).toBe(200);
    expect(marked.body.data).toMatchObject({ id: target.id, status: 'read' });
    expect((await adminDb.doc(`inquiries/${target.id}`).get()).get('status')).toBe('read');
    const read = await page('kind=feedback&status=read&limit=50');
    expect(read.body.body.some((item) => item.id === target.id)).toBe(true);
    const stillNew = await page('kind=feedback&status=new&limit=50');
    expect(stillNew.body.body.some((item) => item.id === target.id)).toBe(false);
    const enterprise = await page('kind=enterprise&limit=5');
    expect(enterprise.body.body.every((item) => item.kind === 'enterprise')).toBe(true);
    expect(enterprise.body.total).toBeGreaterThan(0);
  });

  it('answers bad queries, statuses and ids 4xx', async () => {
    const token = admin.token;
    expectError(await call('GET', '/admin/inquiries?status=done', { token }), 400, 'inquiry/invalid-status');
    expectError(await call('GET', '/admin/inquiries?limit=500', { token }), 400, 'validation/invalid-input');
    expectError(await call('GET', '/admin/inquiries?kind=spam', { token }), 400, 'validation/invalid-input');
    expectError(await call('PATCH', '/admin/inquiries/no-such-inquiry', { token, body: { status: 'archived' } }), 404, 'inquiry/not-found');
    const [doc] = (await adminDb.collection('inquiries').limit(1).get()).docs;
    expectError(await call('PATCH', `/admin/inquiries/${doc!.id}`, { token, body: { status: 'deleted' } }), 400, 'inquiry/invalid-status');
    expectError(await call('PATCH', `/admin/inquiries/${doc!.id}`, { token, body: {} }), 400, 'inquiry/invalid-status');
  });
});
