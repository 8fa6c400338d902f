// The personality test in real Chromium, in English (docs/assessments.md 2 and 5): a student
// with sparks opens it from the sidebar's MBTI placeholder, answers the 32 pairs page by page,
// pays 5 sparks (the balance shown drops by 5), lands on /report and the sidebar shows the
// coloured code, now leading to /report.
import { PERSONALITY_ITEMS, PERSONALITY_ITEM_IDS } from '@shared/assessment-catalogue';
import { describe, expect, it } from 'vitest';
import { call } from '../support/api';
import { logIn, newPage, pageDir, screenshot, useBrowser } from '../support/browser';
import { createTestUser } from '../support/users';

const browser = useBrowser();
const WAIT = { timeout: 20_000 };
const TARGET = 'ENTJ';

describe('personality test', () => {
  it('pays 5 sparks, shows the report and the coloured code in the sidebar (en)', async () => {
    const student = await createTestUser({ sparks: 20 });
    const pref = await call('PATCH', '/user/pref', { token: student.token, body: { language: 'en' } });
    expect(pref.status, pref.text).toBe(200);

    const { page } = await newPage(browser());
    await logIn(page, student);
    const badge = page.getByTestId('sidebar-personality');
    expect(await badge.getAttribute('data-personality')).toBe('MBTI');
    await badge.click();
    await page.waitForURL('**/ptest');
    await expect.poll(() => pageDir(page)).toEqual({ lang: 'en', dir: 'ltr' });
    await expect.poll(() => page.getByTestId('personality-balance').getAttribute('data-balance'), WAIT).toBe('20');
    await expect.poll(() => page.getByTestId('header-credits').getAttribute('data-balance'), WAIT).toBe('20');

    // Each pair answered towards ENTJ, eight to a page.
    for (const [index, item] of PERSONALITY_ITEMS.entries()) {
      await page.getByTestId(`personality-${item.id}-${TARGET.includes(item.a_pole) ? 'a' : 'b'}`).click();
      if (index % 8 === 7 && index < PERSONALITY_ITEM_IDS.length - 1) await page.getByTestId('personality-next').click();
    }
    expect(await page.getByTestId('personality-submit').textContent()).toBe('Submit and pay 5 sparks');
    await page.getByTestId('personality-submit').click();

    await page.waitForURL('**/report');
    const report = page.getByTestId('personality-report');
    await report.waitFor();
    expect(await report.getAttribute('data-type')).toBe(TARGET);
    expect(await page.getByTestId('personality-strength-EI').getAttribute('data-pole')).toBe('E');
    expect(await page.getByTestId('personality-strength-JP').getAttribute('data-percent')).toBe('100');
    expect(await page.getByTestId('personality-teamwork').isVisible()).toBe(true);
    await expect.poll(() => page.getByTestId('header-credits').getAttribute('data-balance'), WAIT).toBe('15');

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
  });
});
