// The VARK learning-style test in real Chromium, in Arabic (right to left; docs/assessments.md
// 1 and 5): a visitor not signed in takes it, tries to go on with a situation unanswered and
// gets the spec's message, finishes and sees the report's chart and tips; logging in saves the
// kept result to the account (claimed once) and the sidebar shows the style. Then in English
// (the header's toggle): taking it again changes the sidebar at once, the report's tips follow
// the new style, and /vark/email mails the report in English.
import { VARK_QUESTION_IDS, type VarkModality } from '@shared/assessment-catalogue';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { adminDb } from '../support/admin';
import { call, mailsTo } from '../support/api';
import { newPage, pageDir, screenshot, useBrowser } from '../support/browser';
import { createTestUser } from '../support/users';

const browser = useBrowser();
const WAIT = { timeout: 20_000 };

/** Answers every situation with `pick` (from the first one shown) and finishes. */
async function answerAll(page: Page, pick: (index: number) => VarkModality[]) {
  for (let i = 0; i < VARK_QUESTION_IDS.length; i += 1) {
    await page.locator(`[data-testid="vark-question"][data-question="${VARK_QUESTION_IDS[i]}"]`).waitFor();
    for (const modality of pick(i)) await page.getByTestId(`vark-option-${modality}`).click();
    await page.getByTestId(i === VARK_QUESTION_IDS.length - 1 ? 'vark-finish' : 'vark-next').click();
  }
}

describe('VARK learning style', () => {
  it('signed out: unanswered message, report chart and tips; kept until log-in, then the sidebar style (ar); retake and mail (en)', async () => {
    const student = await createTestUser();
    const pref = await call('PATCH', '/user/pref', { token: student.token, body: { language: 'ar' } });
    expect(pref.status, pref.text).toBe(200);

    const { page } = await newPage(browser());
    await page.goto('/vark');
    await page.getByTestId('vark-test').waitFor();
    await expect.poll(() => pageDir(page)).toEqual({ lang: 'ar', dir: 'rtl' });
    // Going on without an answer: the spec's message, and the same situation stays.
    await page.getByTestId('vark-next').click();
    expect(await page.getByTestId('vark-unanswered').textContent()).toBe('يرجى الإجابة عن جميع الأسئلة قبل المتابعة');
    expect(await page.getByTestId('vark-question').getAttribute('data-question')).toBe('v01');
    // Visual every time, listening too in the first three: visual stands alone.
    await answerAll(page, (i) => (i < 3 ? ['visual', 'auditory'] : ['visual']));

    await page.waitForURL('**/vark/report');
    const report = page.getByTestId('vark-report');
    await report.waitFor();
    expect(await report.getAttribute('data-style')).toBe('visual');
    expect(await page.getByTestId('vark-report-style').textContent()).toBe('نمط تعلمك: بصري');
    expect(await page.getByTestId('vark-report-kept').isVisible()).toBe(true);
    // Bars for the two modalities chosen (recharts draws none at 0); all four in the hidden table.
    await expect.poll(() => page.getByTestId('vark-chart-plot').locator('.recharts-bar-rectangle').count(), WAIT).toBe(2);
    expect(await page.getByTestId('vark-chart').locator('tbody tr td:last-child').allTextContents()).toEqual(['12 من 12', '3 من 12', '0 من 12', '0 من 12']);
    await page.getByTestId('vark-tips').getByText('حوّل ملاحظاتك إلى خرائط ذهنية ومخططات انسيابية ورسوم.').waitFor();
    await screenshot(page, 'assessments-vark-report-ar');
    const kept = await page.evaluate(() => JSON.parse(localStorage.getItem('sparks.pendingVark') ?? 'null') as { answers: Record<string, string[]> } | null);
    expect(kept?.answers.v01).toEqual(['visual', 'auditory']);

    // Logging in from the report claims the kept answers: stored once, the key cleared, the
    // style in the sidebar, back on the report.
    await page.getByTestId('vark-report-auth-login').click();
    await page.getByTestId('login-email').fill(student.email);
    await page.getByTestId('login-password').fill(student.password);
    await page.getByTestId('login-submit').click();
    await page.waitForURL('**/vark/report', { timeout: 60_000 });
    await expect.poll(() => page.getByTestId('sidebar-learning-style').textContent(), WAIT).toBe('بصري');
    await expect.poll(() => page.evaluate(() => localStorage.getItem('sparks.pendingVark')), WAIT).toBeNull();
    const stored = await adminDb.collection(`users/${student.uid}/assessments`).where('kind', '==', 'vark').get();
    expect(stored.size).toBe(1);
    expect((await adminDb.doc(`users/${student.uid}`).get()).get('learning_style')).toBe('visual');

    await expect.poll(() => page.getByTestId('vark-report').getAttribute('data-style'), WAIT).toBe('visual');
    expect(await page.getByTestId('vark-report-kept').count()).toBe(0);

    // In English from here. Signed in, from the report: the new result reaches the sidebar
    // without a reload, and the tips are the new style's.
    await page.getByTestId('header-language-toggle').click();
    await expect.poll(() => pageDir(page)).toEqual({ lang: 'en', dir: 'ltr' });
    await page.getByTestId('vark-report-retake').click();
    await answerAll(page, () => ['kinesthetic']);
    await page.waitForURL('**/vark/report');
    await expect.poll(() => page.getByTestId('vark-report').getAttribute('data-style'), WAIT).toBe('kinesthetic');
    expect(await page.getByTestId('sidebar-learning-style').textContent()).toBe('Kinesthetic');
    expect(await page.getByTestId('vark-report-style').textContent()).toBe('Your learning style is Kinesthetic');
    await page.getByTestId('vark-tips').getByText('Learn through practice questions, experiments and real cases.').waitFor();

    // /vark/email sends the report, in the page's language, to the account's own address.
    await page.getByTestId('vark-report-email').click();
    await page.waitForURL('**/vark/email');
    await page.getByTestId('vark-email-send').click();
    await page.getByTestId('vark-email-sent').filter({ hasText: student.email }).waitFor();
    const mails = await mailsTo(student.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain('Your style: Kinesthetic');
    expect(mails[0]!.text).toContain('/vark/report');
    expect(await pageDir(page)).toEqual({ lang: 'en', dir: 'ltr' });
  });
});
