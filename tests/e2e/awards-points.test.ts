// Reward points in real Chromium (issue 13; docs/awards.md "Reward points"), in Arabic (right
// to left) and in English: a teacher gives points to a student from the class's members list,
// and the student, already on the achievements screen (opened from the sidebar) in another
// browser, sees them arrive without reloading: the points toast, the total going up, and, as 50
// points earn the teachers-star badge, the badge toast with its confetti. Then the class's
// points leaderboard (the Progress tab) shows the student's own row with the points.
import type { Locator } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { adminDb } from '../support/admin';
import { call } from '../support/api';
import { addMemberDirect, createClassDirect } from '../support/classes';
import { logIn, newPage, pageDir, screenshot, useBrowser } from '../support/browser';
import { createTestUser } from '../support/users';

const browser = useBrowser();

// teachers-star (badge catalogue): earned at 50 reward points, worth 15 points itself.
const POINTS = 50;
const STAR_POINTS = 15;
const CASES = [
  { language: 'ar', dir: 'rtl', reason: 'مشاركة رائعة في النقاش', star: 'نجم المعلّم', given: /٥٠|50/ },
  { language: 'en', dir: 'ltr', reason: 'Great answer in the discussion', star: "Teacher's star", given: /50/ },
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

    // The student waits on the achievements screen, opened from the sidebar. The class is the
    // one chosen (its stored id), for the Progress tab at the end.
    const s = await newPage(browser());
    await s.context.addInitScript((id) => localStorage.setItem('classId', JSON.stringify(id)), classId);
    await logIn(s.page, student);
    const entry = s.page.getByTestId('sidebar-desktop').getByTestId('sidebar-nav-achievements');
    await entry.click();
    await s.page.waitForURL('**/achievements');
    const total = s.page.getByTestId('achievements-total-points');
    await total.waitFor();
    expect(await entry.getAttribute('aria-current')).toBe('page');
    await expect.poll(() => pageDir(s.page)).toEqual({ lang: c.language, dir: c.dir });
    await expect.poll(() => figure(total)).toBe(before);
    // canvas-confetti draws on a canvas it adds to the body for the burst, then removes.
    await s.page.evaluate(() => {
      const seen = window as unknown as { confettiCanvases: number };
      seen.confettiCanvases = 0;
      new MutationObserver((changes) => {
        for (const change of changes) seen.confettiCanvases += Array.from(change.addedNodes).filter((node) => node.nodeName === 'CANVAS').length;
      }).observe(document.body, { childList: true });
    });

    // The teacher gives 50 points from the members list.
    const t = await newPage(browser());
    await logIn(t.page, teacher);
    await t.page.goto(`/members/${classId}`);
    await t.page.getByTestId(`give-points-open-${student.uid}`).click();
    const dialog = t.page.getByTestId('give-points-dialog');
    await dialog.waitFor();
    await expect.poll(() => pageDir(t.page)).toEqual({ lang: c.language, dir: c.dir });
    await dialog.getByTestId('give-points-amount').fill(String(POINTS));
    await dialog.getByTestId('give-points-reason').fill(c.reason);
    await screenshot(t.page, `awards-give-points-${c.language}`);
    await dialog.getByTestId('give-points-submit').click();
    await expect.poll(() => dialog.isVisible(), { timeout: 20_000 }).toBe(false);

    // The student sees them without a reload: the points toast, then the badge's toast (each
    // shows for a few seconds, so both are awaited at once and read as they come), the
    // confetti and the total.
    const seen = async (testId: string, timeout: number) => {
      const toast = s.page.getByTestId(testId);
      await toast.waitFor({ timeout });
      return toast.textContent({ timeout: 1_000 });
    };
    const [pointsText, badgeText] = await Promise.all([seen('award-toast-points', 30_000), seen('award-toast-badge', 60_000)]);
    expect(pointsText).toMatch(c.given);
    expect(badgeText).toContain(c.star);
    expect(await s.page.evaluate(() => (window as unknown as { confettiCanvases: number }).confettiCanvases)).toBeGreaterThan(0);
    await expect.poll(() => figure(total), { timeout: 30_000 }).toBe(before + POINTS + STAR_POINTS);
    await screenshot(s.page, `awards-points-arrive-${c.language}`);

    // The class points leaderboard (the class's Progress tab, moved to in the app): the
    // student's own row, highlighted, first with the points.
    await s.page.evaluate(() => {
      window.history.pushState(null, '', '/classroom/progress');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    const board = s.page.getByTestId('points-leaderboard');
    await expect.poll(() => board.getAttribute('data-state'), { timeout: 20_000 }).toBe('ready');
    const row = board.getByTestId(`points-leaderboard-row-${student.uid}`);
    expect(await row.evaluate((el) => [el.dataset.me, el.dataset.points, el.dataset.rank, el.getAttribute('aria-current')])).toEqual([
      'true', String(POINTS), '1', 'true',
    ]);
    expect(await row.textContent()).toMatch(c.given);
    expect(await pageDir(s.page)).toEqual({ lang: c.language, dir: c.dir });

    const grants = await adminDb.collection('rewardPoints').where('uid', '==', student.uid).get();
    expect(grants.docs.map((d) => [d.get('points'), d.get('reason'), d.get('teacher_uid'), d.get('class_id')])).toEqual([[POINTS, c.reason, teacher.uid, classId]]);
    expect((await adminDb.doc(`classes/${classId}/members/${student.uid}`).get()).get('reward_points')).toBe(POINTS);
    await Promise.all([s.context.close(), t.context.close()]);
  });
});
