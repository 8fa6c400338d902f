// Blog subscriptions (docs/site.md 1): double opt-in with a mailed 32-byte token stored only as
// its SHA-256; the same answer for every address; unsubscribe from any mail; a new article is
// announced once to confirmed subscribers, each mail with its own unsubscribe link.
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { BLOGS } from '@shared/constants';
import { adminDb } from '../support/admin';
import { call, expectError, latestMail, mailsTo, uniqueEmail, type Mail } from '../support/api';
import { createBlog, inAnHour } from '../support/blogs';
import { createTestUser, type TestUser } from '../support/users';

let admin: TestUser;
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
/** A client address of its own per test, so per-address limits of other tests never interfere. */
const client = () => ({ 'X-Forwarded-For': `10.${randomBytes(3).join('.')}` });

const subscribe = (email: string, language = 'en', headers = client()) =>
  call('POST', '/blogs/subscribe', { body: { email, language }, headers });
const tokenIn = (mail: Mail, path: string) => {
  const token = new RegExp(`${path.replace(/\//g, '\\/')}\\?token=([A-Za-z0-9_%-]+)`).exec(mail.text)?.[1];
  if (!token) throw new Error(`No ${path} link in ${mail.text}`);
  return decodeURIComponent(token);
};
const confirmTokenOf = async (email: string) => tokenIn(await latestMail(email), '/blogs/subscribe/confirm');

async function confirmedSubscriber(language = 'en'): Promise<string> {
  const email = uniqueEmail('reader');
  expect((await subscribe(email, language)).status).toBe(202);
  const result = await call('POST', '/blogs/subscribe/confirm', { body: { token: await confirmTokenOf(email) } });
  expect(result.status, result.text).toBe(200);
  return email;
}

beforeAll(async () => {
  admin = await createTestUser({ userType: 'administrator' });
});

describe('double opt-in', () => {
  it('queues a confirmation mail with a 32-byte token stored only hashed, then confirms once', async () => {
    const email = uniqueEmail('Reader').replace('reader', 'Reader');
    const result = await subscribe(` ${email.toUpperCase()} `, 'ar');
    expect(result.status, result.text).toBe(202);
    expect(result.body).toMatchObject({ status: 'success' });
    const lower = email.toLowerCase();
    const mail = await latestMail(lower);
    expect(mail.subject).toContain('سباركس');
    const token = tokenIn(mail, '/blogs/subscribe/confirm');
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    expect(tokenIn(mail, '/blogs/unsubscribe')).not.toBe(token);

    const id = sha256(lower);
    const stored = (await adminDb.doc(`blogSubscribers/${id}`).get()).data();
    expect(stored).toMatchObject({ email: lower, language: 'ar', status: 'pending', confirm_hash: sha256(token) });
    expect(JSON.stringify(stored)).not.toContain(token);
    expect((await adminDb.doc(`blogTokens/${sha256(token)}`).get()).data()).toMatchObject({ subscriber_id: id, kind: 'confirm' });
    expect((await adminDb.doc(`blogTokens/${token}`).get()).exists).toBe(false);

    const confirmed = await call('POST', '/blogs/subscribe/confirm', { body: { token } });
    expect(confirmed.status, confirmed.text).toBe(200);
    expect(confirmed.body.data).toEqual({ email: `${lower.slice(0, 2)}***@sparks.test` });
    expect((await adminDb.doc(`blogSubscribers/${id}`).get()).get('status')).toBe('confirmed');
    // Used: the same link now fails.
    expectError(await call('POST', '/blogs/subscribe/confirm', { body: { token } }), 400, 'blog/invalid-token');
  });

  it('answers the same for a known address and sends it nothing more', async () => {
    const email = await confirmedSubscriber();
    const before = (await mailsTo(email)).length;
    const again = await subscribe(email);
    expect(again.status).toBe(202);
    expect(again.body).toEqual((await subscribe(uniqueEmail('fresh'))).body);
    expect((await mailsTo(email)).length).toBe(before);
  });

  it('refuses wrong, malformed and unsubscribe tokens for confirming', async () => {
    const email = uniqueEmail('wrong');
    await subscribe(email);
    const mail = await latestMail(email);
    for (const token of [randomBytes(32).toString('base64url'), 'short', '', 'x'.repeat(200), tokenIn(mail, '/blogs/unsubscribe')]) {
      expectError(await call('POST', '/blogs/subscribe/confirm', { body: { token } }), 400, 'blog/invalid-token');
    }
    expectError(await call('POST', '/blogs/subscribe/confirm', { body: {} }), 400, 'blog/invalid-token');
    expectError(await call('POST', '/blogs/unsubscribe', { body: { token: 'nope' } }), 400, 'blog/invalid-token');
    expectError(await call('POST', '/blogs/subscribe', { body: { email: 'not-an-address' }, headers: client() }), 400, 'blog/invalid-email');
    // A second request replaces the first link.
    const first = tokenIn(mail, '/blogs/subscribe/confirm');
    await subscribe(email);
    expectError(await call('POST', '/blogs/subscribe/confirm', { body: { token: first } }), 400, 'blog/invalid-token');
    expect((await call('POST', '/blogs/subscribe/confirm', { body: { token: await confirmTokenOf(email) } })).status).toBe(200);
  });

  it('unsubscribes with the mailed token, idempotently', async () => {
    const email = uniqueEmail('leaving');
    await subscribe(email);
    const token = tokenIn(await latestMail(email), '/blogs/unsubscribe');
    for (let i = 0; i < 2; i += 1) {
      const result = await call('POST', '/blogs/unsubscribe', { body: { token } });
      expect(result.status, result.text).toBe(200);
      expect(result.body.data).toEqual({ email: expect.stringMatching(/^le\*\*\*@sparks\.test$/) });
    }
    expect((await adminDb.doc(`blogSubscribers/${sha256(email)}`).get()).get('status')).toBe('unsubscribed');
    // The pending confirmation died with it.
    expectError(await call('POST', '/blogs/subscribe/confirm', { body: { token: await confirmTokenOf(email) } }), 400, 'blog/invalid-token');
  });

  it('limits confirmation mails per address and per client address (429 blog/subscribe-limit)', async () => {
    const email = uniqueEmail('flood');
    for (let i = 0; i < BLOGS.subscribeMailsPerHour; i += 1) expect((await subscribe(email)).status).toBe(202);
    expectError(await subscribe(email), 429, 'blog/subscribe-limit');
    expect((await mailsTo(email)).length).toBe(BLOGS.subscribeMailsPerHour);

    const headers = client();
    for (let i = 0; i < BLOGS.subscribeMailsPerHour; i += 1) expect((await subscribe(uniqueEmail('many'), 'en', headers)).status).toBe(202);
    expectError(await subscribe(uniqueEmail('many'), 'en', headers), 429, 'blog/subscribe-limit');
  });
});

describe('announcements', () => {
  it('mails each confirmed subscriber once per article, with its own unsubscribe link', async () => {
    const [reader, arabicReader] = await Promise.all([confirmedSubscriber('en'), confirmedSubscriber('ar')]);
    const pending = uniqueEmail('pending');
    await subscribe(pending);

    const blog = await createBlog(admin, { title: `Announced ${randomUUID().slice(0, 8)}` });
    const news = (await mailsTo(reader)).filter((mail) => mail.subject.includes(blog.title));
    expect(news).toHaveLength(1);
    expect(news[0]!.text).toContain(`/blog/${blog.slug}`);
    const unsubscribeToken = tokenIn(news[0]!, '/blogs/unsubscribe');
    expect((await mailsTo(arabicReader)).filter((mail) => mail.subject.includes(blog.title))).toHaveLength(1);
    expect((await mailsTo(pending)).filter((mail) => mail.subject.includes(blog.title))).toHaveLength(0);

    // Back to draft and published again: not announced a second time.
    await call('PATCH', `/admin-blogs/${blog.id}`, { token: admin.token, body: { status: 'draft' } });
    await call('PATCH', `/admin-blogs/${blog.id}`, { token: admin.token, body: { status: 'published' } });
    expect((await mailsTo(reader)).filter((mail) => mail.subject.includes(blog.title))).toHaveLength(1);

    // The link of that mail unsubscribes that reader: the next article skips them.
    expect((await call('POST', '/blogs/unsubscribe', { body: { token: unsubscribeToken } })).status).toBe(200);
    const next = await createBlog(admin, { title: `Second ${randomUUID().slice(0, 8)}` });
    expect((await mailsTo(reader)).filter((mail) => mail.subject.includes(next.title))).toHaveLength(0);
    expect((await mailsTo(arabicReader)).filter((mail) => mail.subject.includes(next.title))).toHaveLength(1);
  });

  it('announces a scheduled article when the sweep publishes it, once', async () => {
    const reader = await confirmedSubscriber();
    const blog = await createBlog(admin, { status: 'scheduled', publish_at: inAnHour() });
    expect((await mailsTo(reader)).filter((mail) => mail.subject.includes(blog.title))).toHaveLength(0);
    await adminDb.doc(`blogs/${blog.id}`).update({ publish_at: new Date(Date.now() - 1000) });
    // Two public reads, each running the sweep first: still one mail.
    expect((await call('GET', `/blogs/${blog.id}`)).status).toBe(200);
    expect((await call('GET', '/blogs?limit=1')).status).toBe(200);
    expect((await mailsTo(reader)).filter((mail) => mail.subject.includes(blog.title))).toHaveLength(1);
  });
});
