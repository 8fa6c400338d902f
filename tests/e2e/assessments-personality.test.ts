// The personality test in real Chromium, in English (docs/assessments.md 2 and 5): a student
// with 7 sparks opens it from the sidebar's MBTI placeholder, answers the 32 pairs page by page,
// pays 5 sparks (the balance shown drops by 5), lands on /report and the sidebar shows the
// coloured code, now leading to /report. Then in Arabic (the header's toggle): retaking with 2
// sparks says before any answer that 3 more are needed; once topped up the warning goes, and
// the retake pays 5 more.
import { PERSONALITY_ITEMS, PERSONALITY_ITEM_IDS } from '@shared/assessment-catalogue';
import { FieldValue } from 'firebase-admin/firestore';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { adminDb } from '../support/admin';
import { call } from '../support/api';
import { logIn, newPage, pageDir, screenshot, useBrowser } from '../support/browser';
import { createTestUser } from '../support/users';

const browser = useBrowser();
const WAIT = { timeout: 20_000 };
const TARGET = 'ENTJ';

/** Answers each pair towards `type`, eight to a page, and stops before submitting. */
async function answerTowards(page: Page, type: string) {
  for (const [index, item] of PERSONALITY_ITEMS.entries()) {
    await page.getByTestId(`personality-${item.id}-${type.includes(item.a_pole) ? 'a' : 'b'}`).click();
    if (index % 8 === 7 && index < PERSONALITY_ITEM_IDS.length - 1) await page.getByTestId('personality-next').click();
  }
}

describe('personality test', () => {
  it('pays 5 sparks, shows the report and the coloured code in the sidebar (en); short of sparks, then pays again (ar)', async () => {
    const student = await createTestUser({ sparks: 7 });
    const pref = await call('PATCH', '/user/pref', { token: student.token, body: { language: 'en' } });
    expect(pref.status, pref.text).toBe(200);

    const { page } = await newPage(browser());
    await logIn(page, student);
    const badge = page.getByTestId('sidebar-personality');
    expect(await badge.getAttribute('data-personality')).toBe('MBTI');
    await badge.click();
    await page.waitForURL('**/ptest');
    await expect.poll(() => pageDir(page)).toEqual({ lang: 'en', dir: 'ltr' });
    await expect.poll(() => page.getByTestId('personality-balance').getAttribute('data-balance'), WAIT).toBe('7');
    await expect.poll(() => page.getByTestId('header-credits').getAttribute('data-balance'), WAIT).toBe('7');
    expect(await page.getByTestId('personality-short').count()).toBe(0);

    await answerTowards(page, TARGET);
    expect(await page.getByTestId('personality-submit').textContent()).toBe('Submit and pay 5 sparks');
    await page.getByTestId('personality-submit').click();

    await page.waitForURL('**/report');
    const report = page.getByTestId('personality-report');
    await report.waitFor();
    expect(await report.getAttribute('data-type')).toBe(TARGET);
    expect(await page.getByTestId('personality-strength-EI').getAttribute('data-pole')).toBe('E');
    expect(await page.getByTestId('personality-strength-JP').getAttribute('data-percent')).toBe('100');
    expect(await page.getByTestId('personality-teamwork').isVisible()).toBe(true);
    await expect.poll(() => page.getByTestId('header-credits').getAttribute('data-balance'), WAIT).toBe('2');

    // The sidebar: the code, coloured (analysts purple), now leading to /report.
    expect(await badge.getAttribute('data-personality')).toBe(TARGET);
    expect(await badge.getAttribute('href')).toBe('/report');
    const colours = await badge.locator('span').first().evaluate((el) => {
      const probe = document.createElement('span');
      probe.style.backgroundColor = 'var(--chakra-colors-purple-solid)';
      document.body.append(probe);
      const purple = getComputedStyle(probe).backgroundColor;
      probe.remove();
      return { badge: getComputedStyle(el).backgroundColor, purple };
    });
    expect(colours.badge).toBe(colours.purple);
    await screenshot(page, 'assessments-personality-report-en');

    // In Arabic: a retake with 2 sparks says at once how many more are needed.
    await page.getByTestId('header-language-toggle').click();
    await expect.poll(() => pageDir(page)).toEqual({ lang: 'ar', dir: 'rtl' });
    await page.getByTestId('personality-report-retake').click();
    await page.waitForURL('**/ptest');
    const short = page.getByTestId('personality-short');
    await short.waitFor();
    expect(await short.getAttribute('data-needed')).toBe('3');
    await short.getByText('تحتاج إلى 3 شرارات إضافية لإجراء هذا الاختبار.').waitFor();
    // Three more sparks arrive (as a purchase would credit them): the live balance drops the warning.
    await adminDb.doc(`wallets/${student.uid}`).update({ spark_balance: FieldValue.increment(3) });
    await expect.poll(() => page.getByTestId('personality-balance').getAttribute('data-balance'), WAIT).toBe('5');
    expect(await short.count()).toBe(0);

    await answerTowards(page, 'ISFP');
    expect(await page.getByTestId('personality-submit').textContent()).toBe('أرسل وادفع 5 شرارات');
    await page.getByTestId('personality-submit').click();
    await page.waitForURL('**/report');
    await expect.poll(() => page.getByTestId('personality-report').getAttribute('data-type'), WAIT).toBe('ISFP');
    await expect.poll(() => page.getByTestId('header-credits').getAttribute('data-balance'), WAIT).toBe('0');
    expect(await badge.getAttribute('data-personality')).toBe('ISFP');
    expect(await pageDir(page)).toEqual({ lang: 'ar', dir: 'rtl' });
  });
});
