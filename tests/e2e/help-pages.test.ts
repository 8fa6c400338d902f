// The help and legal pages signed out (docs/site.md; issue 15): in Arabic (right to left) the
// FAQs are searched with an Arabic word written without its hamza, a result opens and its link
// is shareable, a miss shows the empty state and /faqs#id opens that question; in English the
// help centre is searched and an article opened with its links into the app; the three legal
// pages carry their own <title> and canonical link.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { newPage, pageDir, screenshot, useBrowser } from '../support/browser';

const browser = useBrowser();

const canonical = (page: Page) => page.evaluate(() => document.querySelector<HTMLLinkElement>('link[rel="canonical"]')?.href ?? '');

describe('help and legal pages', () => {
  it('FAQs in Arabic: folded search, an answer, the empty state and a deep link', async () => {
    const { context, page } = await newPage(browser());
    await page.goto('/faqs');
    const search = page.getByTestId('faqs-search');
    await search.waitFor();
    await expect.poll(() => pageDir(page)).toEqual({ lang: 'ar', dir: 'rtl' });
    await expect.poll(() => page.title()).toBe('الأسئلة الشائعة | سباركس');
    const jsonLd = JSON.parse((await page.getByTestId('faq-json-ld').textContent()) ?? '{}') as { '@type': string; mainEntity: unknown[] };
    expect(jsonLd['@type']).toBe('FAQPage');
    expect(jsonLd.mainEntity.length).toBeGreaterThan(20);

    // "انضم" without the hamza finds "كيف أنضم إلى فصل؟".
    await search.fill('انضم');
    const item = page.locator('[data-testid="faq-item"][data-id="classes-join"]');
    await item.waitFor();
    await expect.poll(() => page.getByTestId('faq-item').count()).toBeLessThan(8);
    await item.getByTestId('faq-question').click();
    const answer = item.getByTestId('faq-answer');
    await answer.waitFor();
    expect(await answer.textContent()).toContain('الانضمام برمز');
    await expect.poll(() => new URL(page.url()).hash).toBe('#classes-join');
    await screenshot(page, 'help-faqs-ar');

    await search.fill('كلمةغيرموجودة');
    await page.getByTestId('faqs-empty').waitFor();
    await page.getByTestId('faqs-empty-box-clear').click();
    await expect.poll(() => page.getByTestId('faq-item').count()).toBeGreaterThan(20);

    // A shared link opens its question (the AI costs come from the shared constants).
    await page.goto('/faqs#sparks-costs');
    const costs = page.locator('[data-testid="faq-item"][data-id="sparks-costs"]');
    await costs.getByTestId('faq-answer').waitFor();
    expect(await costs.getByTestId('faq-answer').textContent()).toContain('اختبار بالذكاء الاصطناعي');
    await context.close();
  });

  it('help centre in English, then the legal pages with their titles and canonical links', async () => {
    const { context, page } = await newPage(browser());
    await context.addInitScript(() => localStorage.setItem('language', JSON.stringify('en')));
    await page.goto('/help-center');
    await page.getByTestId('help-tab-student').waitFor();
    await expect.poll(() => pageDir(page)).toEqual({ lang: 'en', dir: 'ltr' });
    await page.getByTestId('help-search').fill('exchange riyals');
    const article = page.locator('[data-testid="help-article"][data-id="teacher-sell"]');
    await article.waitFor();
    expect(await page.getByTestId('help-count').textContent()).toMatch(/\d+ articles? match/);
    await article.getByTestId('help-article-title').click();
    const body = article.getByTestId('help-article-body');
    await body.waitFor();
    expect(await body.textContent()).toContain('Exchange sparks');
    expect(await article.getByTestId('help-article-link').evaluateAll((links) => links.map((link) => link.getAttribute('href')))).toEqual([
      '/market/seller/upload',
      '/market/seller/exchange',
    ]);
    await screenshot(page, 'help-center-en');

    for (const [path, title] of [
      ['/privacy-policy', 'Privacy policy | Sparks'],
      ['/terms-of-use', 'Terms of use | Sparks'],
      ['/imprint', 'Imprint | Sparks'],
    ] as const) {
      await page.goto(path);
      await page.getByTestId('legal-toc').waitFor();
      await expect.poll(() => page.title()).toBe(title);
      expect(new URL(await canonical(page)).pathname).toBe(path);
      expect(await page.getByTestId('legal-updated').textContent()).toMatch(/^Last updated: /);
      expect(await page.getByTestId('legal-section').count()).toBeGreaterThan(2);
    }
    await screenshot(page, 'help-imprint-en');
    // The operator's company details are marked as placeholders; the support contacts are the footer's.
    expect(await page.getByTestId('imprint-operator').locator('dd[data-placeholder]').count()).toBe(5);
    expect(await page.getByTestId('imprint-phone').textContent()).toBe(await page.getByTestId('footer-phone').textContent());
    expect(await page.getByTestId('imprint-email').getAttribute('href')).toBe(await page.getByTestId('footer-email').getAttribute('href'));
    await context.close();
  });
});
