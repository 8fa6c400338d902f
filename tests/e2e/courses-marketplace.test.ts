// The course marketplace in real Chromium (docs/courses.md, "Marketplace"): three Published
// courses seeded with the admin SDK (the sync trigger lists them); a student in English finds
// them with the debounced search, filters by category and price, sorts, goes back, and opens a
// course; the hub and the sidebar's course mode show live counts; then, in Arabic (RTL), a shared
// link with too many filter combinations is fixed by the offered price sort.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { adminDb } from '../support/admin';
import { call, sleep } from '../support/api';
import { launchBrowser, logIn, newPage, screenshot } from '../support/browser';
import { createCourseDirect } from '../support/course-enrollment';
import { createTestUser } from '../support/users';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function waitForListing(courseId: string) {
  for (let i = 0; i < 150; i += 1) {
    if ((await adminDb.doc(`courseListings/${courseId}`).get()).exists) return;
    await sleep(200);
  }
  throw new Error(`courseListings/${courseId} was never listed`);
}

/** The emulators on a busy machine: reads can take seconds. */
const WAIT = { timeout: 20_000 };

/** The ids of the cards on screen, in order. */
const cardIds = (page: Page) =>
  page.getByTestId('course-market-card').evaluateAll((cards) => cards.map((card) => card.getAttribute('data-course-id')));
const dir = (page: Page) => page.evaluate(() => ({ lang: document.documentElement.lang, dir: document.documentElement.dir }));

describe('course marketplace', () => {
  it('a student searches, filters by category and price, sorts, goes back and opens a course; then Arabic, right to left', async () => {
    const marker = `zq${randomUUID().replace(/-/g, '').slice(0, 8)}`;
    const [teacher, student] = await Promise.all([createTestUser({ userType: 'teacher' }), createTestUser()]);
    const [free, projects, design] = await Promise.all([
      createCourseDirect(teacher.uid, {
        title: `${marker} Python Basics`, category: 'programming', level: 'beginner', price: 0, rating: 4.8, review_count: 12,
        enrollment_count: 150, freemium: true, certification: true,
      }),
      createCourseDirect(teacher.uid, {
        title: `${marker} Python Projects`, category: 'programming', level: 'intermediate', price: 120, rating: 4.2, review_count: 3,
        enrollment_count: 20, certification: false,
      }),
      createCourseDirect(teacher.uid, {
        title: `${marker} Design Systems`, category: 'design', level: 'beginner', price: 300, rating: 4.5, review_count: 5,
        enrollment_count: 80, certification: false,
      }),
    ]);
    await Promise.all([free, projects, design].map((course) => waitForListing(course.id)));
    // The student reads English (preferences apply at login).
    const pref = await call('PATCH', '/user/pref', { token: student.token, body: { language: 'en' } });
    expect(pref.status, pref.text).toBe(200);

    const { context, page } = await newPage(browser);
    await logIn(page, student);
    await page.goto('/courses/marketplace');
    await page.getByTestId('course-market').waitFor();
    await expect.poll(() => dir(page), WAIT).toEqual({ lang: 'en', dir: 'ltr' });
    await expect.poll(() => page.getByTestId('course-market-stat-courses').getAttribute('data-value'), WAIT).not.toBeNull();
    // The sidebar is in course mode: sections with live counts, no authoring for a student.
    await page.getByTestId('sidebar-course-mode').waitFor();
    expect(await page.getByTestId('sidebar-course-section-instructor').count()).toBe(0);
    const marketplaceCount = async () => Number(await page.getByTestId('sidebar-course-count-marketplace').getAttribute('data-count'));
    await expect.poll(marketplaceCount, WAIT).toBeGreaterThanOrEqual(3);

    // The search waits for a pause in typing, then lands in the URL.
    await page.getByTestId('course-market-search').fill(marker);
    await page.waitForURL((url) => url.searchParams.get('search') === marker);
    // Created in the same instant, so the newest-first order among them is not checked.
    await expect.poll(async () => (await cardIds(page)).sort(), WAIT).toEqual([design.id, projects.id, free.id].sort());
    const card = page.locator(`[data-testid="course-market-card"][data-course-id="${free.id}"]`);
    expect(await card.getByTestId('course-market-price').textContent()).toBe('Free');
    expect(await card.getByTestId('course-market-badge-bestseller').count()).toBe(1);
    expect(await card.getByTestId('course-market-enroll').getAttribute('href')).toBe(`/courses/enroll/${free.id}`);

    // Category, with its count of published courses.
    const programming = page.getByTestId('course-market-category-programming');
    expect(Number(await programming.getAttribute('data-count'))).toBeGreaterThanOrEqual(2);
    await programming.click();
    await page.waitForURL((url) => url.searchParams.get('category') === 'programming');
    await expect.poll(async () => (await cardIds(page)).sort(), WAIT).toEqual([projects.id, free.id].sort());

    // Sorts.
    await page.getByTestId('course-market-sort').selectOption('price_desc');
    await page.waitForURL((url) => url.searchParams.get('sort') === 'price_desc');
    await expect.poll(() => cardIds(page), WAIT).toEqual([projects.id, free.id]);
    await page.getByTestId('course-market-sort').selectOption('price_asc');
    await expect.poll(() => cardIds(page), WAIT).toEqual([free.id, projects.id]);

    // Price: the lower handle moves over the API's edges (0, 1, 50, 100...): three steps is 100.
    const low = page.getByTestId('course-market-price-min');
    await low.focus();
    for (let step = 0; step < 3; step += 1) await page.keyboard.press('ArrowRight');
    await page.waitForURL((url) => url.searchParams.get('minPrice') === '100');
    await expect.poll(() => cardIds(page), WAIT).toEqual([projects.id]);
    expect(await page.getByTestId('course-market-price-summary').textContent()).toBe('100 sparks and more');

    // Back restores the previous filters (they live in the URL).
    await page.goBack();
    await expect.poll(() => cardIds(page), WAIT).toEqual([free.id, projects.id]);
    expect(new URL(page.url()).searchParams.get('minPrice')).toBeNull();
    await screenshot(page, 'courses-marketplace-en');

    // The title opens the course page.
    await page.locator(`[data-testid="course-market-card"][data-course-id="${projects.id}"]`).getByTestId('course-market-title').click();
    await page.waitForURL(`**/courses/${projects.id}`);

    // The hub: three cards for a student, with live counts.
    await page.goto('/courses');
    await expect.poll(() => page.getByTestId('courses-hub-card-marketplace').getAttribute('data-count'), WAIT).not.toBeNull();
    expect(await page.getByTestId('courses-hub-card-instructor').count()).toBe(0);
    expect(await page.getByTestId('courses-hub-card-learning').getAttribute('data-count')).toBe('0');
    await screenshot(page, 'courses-hub-en');

    // Arabic, from a shared link: two categories times the 17 price bands of "100 and more" pass
    // Firestore's 30 combinations without a price sort; the error offers that sort.
    await page.goto(`/courses/marketplace?search=${marker}&category=programming&category=design&minPrice=100`);
    // Once the page has loaded (and the session has applied the saved language), switch.
    await page.getByTestId('course-market-error').waitFor();
    await page.getByTestId('header-language-toggle').click();
    await expect.poll(() => dir(page), WAIT).toEqual({ lang: 'ar', dir: 'rtl' });
    expect(await page.getByTestId('course-market-error').textContent()).toContain('30');
    await page.getByTestId('course-market-sort-by-price').click();
    await expect.poll(() => cardIds(page), WAIT).toEqual([projects.id, design.id]);
    expect(await page.getByTestId('course-market-sort').locator('option:checked').textContent()).toBe('السعر: من الأقل إلى الأعلى');
    const filters = await page.getByTestId('course-market-filters').boundingBox();
    const first = await page.getByTestId('course-market-card').first().boundingBox();
    expect(filters!.x).toBeGreaterThan(first!.x);
    await screenshot(page, 'courses-marketplace-ar');
    await context.close();
  });
});
