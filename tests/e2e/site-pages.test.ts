// The public marketing pages in real Chromium (docs/site.md 5): the landing page and /overview,
// /features, /testimonials, /community, /learning-resources, signed out. In Arabic each is
// right to left with one h1 and its own title, description and canonical link in <head>; the
// landing's partner scroller slides the mirrored way, and its reward story links to
// /achievements. Then English: left to right, the scroller the other way, and the
// testimonials' role filter.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import arLanding from '../../web/src/i18n/messages/ar/landing.json';
import arSite from '../../web/src/i18n/messages/ar/site.json';
import enSite from '../../web/src/i18n/messages/en/site.json';
import arCommon from '../../web/src/i18n/messages/ar/common.json';
import enCommon from '../../web/src/i18n/messages/en/common.json';
import { newPage, pageDir, screenshot, useBrowser } from '../support/browser';

const browser = useBrowser();

type Texts = Record<string, string>;
const ar = { ...arLanding, ...arSite } as Texts;
const en = enSite as Texts;

const PAGES: { path: string; seo: string }[] = [
  { path: '/', seo: 'landing.seo' },
  { path: '/overview', seo: 'site.overview.seo' },
  { path: '/features', seo: 'site.features.seo' },
  { path: '/testimonials', seo: 'site.testimonials.seo' },
  { path: '/community', seo: 'site.community.seo' },
  { path: '/learning-resources', seo: 'site.learningResources.seo' },
];

const head = (page: Page) =>
  page.evaluate(() => ({
    title: document.title,
    description: document.querySelector('meta[name="description"]')?.getAttribute('content'),
    canonical: new URL(document.querySelector<HTMLLinkElement>('link[rel="canonical"]')?.href ?? 'about:blank').pathname,
    h1: document.querySelectorAll('h1').length,
  }));

/** Where the scroller's row has moved: negative leftwards, positive rightwards. */
const scrollerShift = (page: Page) =>
  page.getByTestId('partner-track').evaluate((track) => new DOMMatrixReadOnly(getComputedStyle(track).transform).m41);

async function expectScrollerMoving(page: Page, direction: 1 | -1) {
  const scroller = page.getByTestId('partner-scroller');
  await scroller.scrollIntoViewIfNeeded();
  expect(await scroller.getByTestId('partner-logo').count()).toBe(6);
  await expect.poll(async () => Math.sign(await scrollerShift(page)), { timeout: 5_000 }).toBe(direction);
}

describe('public marketing pages', () => {
  it('open in Arabic with their own head tags, then in English', async () => {
    const { context, page } = await newPage(browser());
    try {
      for (const { path, seo } of PAGES) {
        await page.goto(path);
        const title = `${ar[`${seo}.title`]} | ${arCommon['common.siteName']}`;
        await expect.poll(() => page.title(), { timeout: 15_000 }).toBe(title);
        expect(await head(page)).toEqual({ title, description: ar[`${seo}.description`], canonical: path, h1: 1 });
        expect(await pageDir(page)).toEqual({ lang: 'ar', dir: 'rtl' });
        if (path === '/') {
          // The logos are images named in Arabic; the row slides rightwards in RTL.
          const labels = await page.getByTestId('partner-logo').locator('svg[role="img"]').evaluateAll((svgs) => svgs.map((svg) => svg.getAttribute('aria-label')));
          expect(labels).toContain(ar['landing.partners.noor']);
          await expectScrollerMoving(page, 1);
          await screenshot(page, 'site-landing-ar');
          // The reward story links to the achievements screen (the route-map walk checks that a
          // signed-out visitor is sent to the login page there).
          expect(await page.getByTestId('landing-rewards-link').getAttribute('href')).toBe('/achievements');
        }
      }
      expect(await page.getByTestId('guide-card').count()).toBeGreaterThan(10);

      // English: the same toggle every visitor uses; the landing's row now slides leftwards.
      await page.goto('/');
      await page.getByTestId('nav-language-toggle').click();
      await expect.poll(() => pageDir(page), { timeout: 10_000 }).toEqual({ lang: 'en', dir: 'ltr' });
      await expectScrollerMoving(page, -1);

      await page.goto('/testimonials');
      const title = `${en['site.testimonials.seo.title']} | ${enCommon['common.siteName']}`;
      await expect.poll(() => page.title(), { timeout: 15_000 }).toBe(title);
      expect(await head(page)).toEqual({ title, description: en['site.testimonials.seo.description'], canonical: '/testimonials', h1: 1 });
      const cards = page.getByTestId('testimonial');
      const all = await cards.count();
      await page.getByTestId('testimonials-filter-teachers').click();
      await expect.poll(() => cards.count(), { timeout: 10_000 }).toBeLessThan(all);
      expect(new Set(await cards.evaluateAll((items) => items.map((item) => item.getAttribute('data-role'))))).toEqual(new Set(['teachers']));
      expect(new URL(page.url()).searchParams.get('role')).toBe('teachers');
      await screenshot(page, 'site-testimonials-en');
    } finally {
      await context.close();
    }
  });
});
