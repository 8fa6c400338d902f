// The enterprise contact form reaches the administrators' inbox (docs/site.md 3), in real
// Chromium. In Arabic, right to left, a signed-out visitor opens /enterprise, is stopped by the
// client's checks, then sends the form and sees the success state. In English an administrator
// finds the message in /admin/inquiries, with its details and a reply link, and marks it read.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { adminDb } from '../support/admin';
import { call } from '../support/api';
import { logIn, newPage, pageDir, screenshot, useBrowser } from '../support/browser';
import { createTestUser } from '../support/users';

const browser = useBrowser();

describe('enterprise contact', () => {
  it('a visitor writes in Arabic; an administrator reads it in English and marks it read', async () => {
    const marker = `zq${randomUUID().replace(/-/g, '').slice(0, 8)}`;
    const email = `centre-${marker}@sparks.test`;
    const admin = await createTestUser({ userType: 'administrator' });
    const pref = await call('PATCH', '/user/pref', { token: admin.token, body: { language: 'en' } });
    expect(pref.status, pref.text).toBe(200);

    // Arabic (the default), signed out.
    const visitor = await newPage(browser());
    const page = visitor.page;
    await page.goto('/enterprise');
    await page.getByTestId('enterprise-form').waitFor();
    expect(await pageDir(page)).toEqual({ lang: 'ar', dir: 'rtl' });
    expect(await page.title()).toContain('سباركس لمراكز التدريب');
    expect(await page.getByTestId('enterprise-offer').count()).toBe(6);
    // The client's checks name the fields before anything is sent.
    await page.getByTestId('enterprise-submit').click();
    await page.getByTestId('enterprise-name-error').waitFor();
    expect(await page.getByTestId('enterprise-message-error').isVisible()).toBe(true);

    await page.getByTestId('enterprise-name').fill(`منى ${marker}`);
    await page.getByTestId('enterprise-email').fill(email);
    await page.getByTestId('enterprise-organization').fill('مركز النور للتدريب');
    await page.getByTestId('enterprise-phone').fill('+966 50 123 4567');
    await page.getByTestId('enterprise-size').selectOption('51-200');
    await page.getByTestId('enterprise-message').fill('نرغب في استخدام سباركس لمعلمينا الثلاثين.');
    await page.getByTestId('enterprise-submit').click();
    await page.getByTestId('enterprise-sent').waitFor();
    await screenshot(page, 'enterprise-contact-sent-ar');
    await visitor.context.close();

    const stored = await adminDb.collection('inquiries').where('email', '==', email).get();
    expect(stored.docs.map((doc) => doc.get('status'))).toEqual(['new']);
    const id = stored.docs[0]!.id;

    // English, the administrator's inbox.
    const inbox = await newPage(browser());
    await logIn(inbox.page, admin);
    await inbox.page.goto('/admin/inquiries');
    await expect.poll(() => pageDir(inbox.page)).toEqual({ lang: 'en', dir: 'ltr' });
    const row = inbox.page.locator(`[data-testid="inquiry-row"][data-inquiry-id="${id}"]`);
    await row.waitFor();
    expect(await row.getAttribute('data-status')).toBe('new');
    expect(await row.getByTestId('inquiry-name').textContent()).toBe(`منى ${marker}`);
    expect(await row.getByTestId('inquiry-reply').getAttribute('href')).toMatch(new RegExp(`^mailto:${email}\\?subject=`));
    expect(await row.textContent()).toContain('51 to 200');
    await row.getByTestId('inquiry-mark-read').click();
    await expect.poll(() => row.getAttribute('data-status')).toBe('read');
    await expect.poll(async () => (await adminDb.doc(`inquiries/${id}`).get()).get('status')).toBe('read');
    await screenshot(inbox.page, 'admin-inquiries-en');
    await inbox.context.close();
  });
});
