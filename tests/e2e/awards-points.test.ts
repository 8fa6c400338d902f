// Reward points in real Chromium (issue 13; docs/awards.md "Reward points"), in Arabic (right
// to left) and in English: a teacher gives points to a student from the class's members list,
// and the student, already on the achievements screen in another browser, sees them arrive
// without reloading (the points toast, and the total going up).
import type { Locator } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { adminDb } from '../support/admin';
import { call } from '../support/api';
import { addMemberDirect, createClassDirect } from '../support/classes';
import { logIn, newPage, pageDir, screenshot, useBrowser } from '../support/browser';
import { createTestUser } from '../support/users';

const browser = useBrowser();

const CASES = [
  { language: 'ar', dir: 'rtl', reason: 'مشاركة رائعة في النقاش' },
  { language: 'en', dir: 'ltr', reason: 'Great answer in the discussion' },
] as const;

/** The figure a test id shows (its data-value, else its digits). */
async function figure(locator: Locator): Promise<number> {
  const value = (await locator.getAttribute('data-value')) ?? (await locator.textContent()) ?? '';
  return Number(value.replace(/[^\d٠-٩]/g, '').replace(/[٠-٩]/g, (d) => String(d.charCodeAt(0) - 0x0660)));
}

describe('reward points', () => {
  it.each(CASES)('a teacher gives points from the members list and the student sees them arrive live ($language)', async (c) => {
    const [teacher, student] = await Promise.all([createTestUser({ userType: 'teacher' }), createTestUser()]);
    const { classId } = await createClassDirect(teacher, `Points ${c.language}`);
    await addMemberDirect(classId, student);
    // Joining earns the first-class badge (its trigger); the points come on top of it.
    const joined = adminDb.doc(`awardStats/${student.uid}/events/class:${classId}`);
    await expect.poll(async () => (await joined.get()).exists, { timeout: 30_000, interval: 500 }).toBe(true);
    const before = ((await adminDb.doc(`awardStats/${student.uid}`).get()).get('total_points') as number | undefined) ?? 0;
    await Promise.all(
      [teacher, student].map(async (who) => {
        const pref = await call('PATCH', '/user/pref', { token: who.token, body: { language: c.language } });
        expect(pref.status, pref.text).toBe(200);
      }),
    );

    // The student waits on the achievements screen.
    const s = await newPage(browser());
    await logIn(s.page, student);
    await s.page.goto('/achievements');
    const total = s.page.getByTestId('achievements-total-points');
    await total.waitFor();
    await expect.poll(() => pageDir(s.page)).toEqual({ lang: c.language, dir: c.dir });
    await expect.poll(() => figure(total)).toBe(before);

    // The teacher gives 15 points from the members list.
    const t = await newPage(browser());
    await logIn(t.page, teacher);
    await t.page.goto(`/members/${classId}`);
    await t.page.getByTestId(`give-points-open-${student.uid}`).click();
    const dialog = t.page.getByTestId('give-points-dialog');
    await dialog.waitFor();
    await expect.poll(() => pageDir(t.page)).toEqual({ lang: c.language, dir: c.dir });
    await dialog.getByTestId('give-points-amount').fill('15');
    await dialog.getByTestId('give-points-reason').fill(c.reason);
    await screenshot(t.page, `awards-give-points-${c.language}`);
    await dialog.getByTestId('give-points-submit').click();
    await expect.poll(() => dialog.isVisible(), { timeout: 20_000 }).toBe(false);

    // The student sees them without a reload: the toast and the total.
    const toast = s.page.getByTestId('award-toast-points');
    await toast.waitFor({ timeout: 30_000 });
    expect(await toast.textContent()).toMatch(/15|١٥/);
    await expect.poll(() => figure(total), { timeout: 30_000 }).toBe(before + 15);
    await screenshot(s.page, `awards-points-arrive-${c.language}`);

    const grants = await adminDb.collection('rewardPoints').where('uid', '==', student.uid).get();
    expect(grants.docs.map((d) => [d.get('points'), d.get('reason'), d.get('teacher_uid'), d.get('class_id')])).toEqual([[15, c.reason, teacher.uid, classId]]);
    expect((await adminDb.doc(`classes/${classId}/members/${student.uid}`).get()).get('reward_points')).toBe(15);
    await Promise.all([s.context.close(), t.context.close()]);
  });
});
