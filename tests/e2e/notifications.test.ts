// Notifications in real Chromium, in Arabic (right to left) (docs/site.md 2): a signed-in
// student sees the bell's unread count go up live when a notification is written (through
// notify(), as the triggers write it), opens /notification from the bell's popover, clicks the
// notification, lands where it leads, and the count drops.
import { describe, expect, it } from 'vitest';
// The test's admin app first: notify() (functions/src/lib/admin.ts) then reuses it.
import { adminDb } from '../support/admin';
import { notify } from '@functions/services/notifications/notify';
import { call } from '../support/api';
import { logIn, newPage, pageDir, screenshot, useBrowser } from '../support/browser';
import { createTestUser } from '../support/users';

const browser = useBrowser();
const WAIT = { timeout: 20_000 };

describe('notifications', () => {
  it('the bell counts a new notification live; opening it marks it read (Arabic, RTL)', async () => {
    const student = await createTestUser();
    const pref = await call('PATCH', '/user/pref', { token: student.token, body: { language: 'ar' } });
    expect(pref.status, pref.text).toBe(200);
    // An older, read one: the list holds both, only the new one counts.
    await adminDb.doc(`users/${student.uid}/notifications/join_approved-old`).set({
      kind: 'join_approved', params: { class_name: 'الفيزياء' }, link: '/classroom', read: true, created_at: new Date(Date.now() - 3_600_000),
    });

    const { context, page } = await newPage(browser());
    try {
      await logIn(page, student);
      const bell = page.getByTestId('header-notifications');
      await bell.waitFor(WAIT);
      expect(await pageDir(page)).toEqual({ lang: 'ar', dir: 'rtl' });
      await expect.poll(() => page.getByTestId('notifications-unread').count(), WAIT).toBe(0);

      await notify(student.uid, {
        kind: 'badge_earned', sourceId: `b_${student.uid}_first-class`,
        params: { name_ar: 'البداية', name_en: 'First steps', points: '10' }, link: '/achievements?tab=badges',
      });
      const unread = page.getByTestId('notifications-unread');
      await expect.poll(() => unread.getAttribute('data-count').catch(() => null), WAIT).toBe('1');
      expect(await unread.textContent()).toBe('1');

      await bell.click();
      await page.getByTestId('notifications-see-all').click();
      await page.waitForURL('**/notification', WAIT);
      // The bell's popover lists items too (with the same test id) while it closes: count the page's.
      const items = page.getByTestId('notifications-route').getByTestId('notification-item');
      await expect.poll(() => items.count(), WAIT).toBe(2);
      const first = items.first();
      expect(await first.getAttribute('data-read')).toBe('false');
      expect(await first.textContent()).toContain('البداية');
      await expect.poll(() => page.getByTestId('notifications-read-all').isEnabled(), WAIT).toBe(true);
      await screenshot(page, 'notifications-ar');

      await first.click();
      await page.waitForURL('**/achievements?tab=badges', WAIT);
      await expect.poll(() => page.getByTestId('notifications-unread').count(), WAIT).toBe(0);
      expect((await adminDb.doc(`users/${student.uid}/notifications/badge_earned-b_${student.uid}_first-class`).get()).get('read')).toBe(true);
    } finally {
      await context.close();
    }
  });
});
