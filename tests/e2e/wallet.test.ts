// The wallet in real Chromium (docs/centres.md "Wallet"): students buy a course through the API;
// in English one opens /wallet from the header's menu, sees the live balance and the purchase
// named from its reason, pages with Load more, filters by category and exports the CSV, then the
// header's spark badge takes them to /pricing; in
// Arabic (right to left, mirrored) another sees a second purchase arrive live, an older entry
// without a known reason named by its category, and the charges alone.
import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { adminDb } from '../support/admin';
import { call } from '../support/api';
import { launchBrowser, logIn, newPage, screenshot } from '../support/browser';
import { createCourseDirect, orderId } from '../support/course-enrollment';
import { createTestUser, type TestUser } from '../support/users';
import { checkedWallet } from '../support/wallets';

let browser: Browser;
let teacher: TestUser;
let courseId: string;
let secondCourseId: string;
beforeAll(async () => {
  browser = await launchBrowser();
  teacher = await createTestUser({ userType: 'teacher' });
  const [first, second] = await Promise.all([createCourseDirect(teacher.uid, { price: 50 }), createCourseDirect(teacher.uid, { price: 30 })]);
  courseId = first.id;
  secondCourseId = second.id;
});
afterAll(async () => {
  await browser?.close();
});

/** The emulators on a busy machine: reads can take seconds. */
const WAIT = { timeout: 20_000 };

async function buy(student: TestUser, course: string) {
  const answer = await call('POST', `/courses/${course}/enroll`, { token: student.token, body: { order_id: orderId() } });
  expect(answer.status, answer.text).toBe(201);
}

const dir = (page: Page) => page.evaluate(() => ({ lang: document.documentElement.lang, dir: document.documentElement.dir }));
const entries = (page: Page) =>
  page.getByTestId('wallet-entry').evaluateAll((rows) => rows.map((row) => `${row.getAttribute('data-category')} ${row.getAttribute('data-amount')}`));
const count = async (page: Page) => Number(await page.getByTestId('wallet-count').getAttribute('data-count'));

describe('wallet', () => {
  it('in English: the menu opens /wallet; balance, the purchase, Load more, a category filter, the CSV; the badge opens /pricing', async () => {
    const student = await createTestUser({ sparks: 200 });
    await buy(student, courseId);
    // Twenty older entries as the sparks module writes them, so the history has a second page.
    const batch = adminDb.batch();
    for (let i = 0; i < 20; i += 1) {
      batch.set(adminDb.doc(`wallets/${student.uid}/ledger/old-${i}-${student.uid}`), {
        kind: 'credit', amount: 0, balance_after: 0, reason: 'demo_topup', category: 'bonus', created_at: new Date(Date.UTC(2025, 0, 1, 0, i)),
      });
    }
    await batch.commit();
    const pref = await call('PATCH', '/user/pref', { token: student.token, body: { language: 'en' } });
    expect(pref.status, pref.text).toBe(200);

    const { context, page } = await newPage(browser);
    await logIn(page, student);
    await page.getByTestId('header-avatar-menu').click();
    await page.getByTestId('header-wallet').click();
    await page.waitForURL('**/wallet');
    await expect.poll(() => dir(page), WAIT).toEqual({ lang: 'en', dir: 'ltr' });
    await page.getByTestId('wallet-route').waitFor();
    await expect.poll(() => page.getByTestId('sidebar-nav-wallet').getAttribute('aria-current'), WAIT).toBe('page');
    expect(await page.getByTestId('header-title').textContent()).toBe('Wallet');

    await expect.poll(() => page.getByTestId('wallet-balance').getAttribute('data-balance'), WAIT).toBe('150');
    expect(await page.getByTestId('wallet-balance-value').textContent()).toBe('150 sparks');
    expect(await page.getByTestId('wallet-earned').getAttribute('data-value')).toBe('0');
    await expect.poll(() => count(page), WAIT).toBe(20);
    const purchase = page.getByTestId('wallet-entry').first();
    expect(await purchase.getAttribute('data-category')).toBe('charge');
    expect(await purchase.getByTestId('wallet-entry-name').textContent()).toBe('Course bought');
    expect(await purchase.getByTestId('wallet-entry-category').textContent()).toBe('Charge');
    expect(await purchase.getByTestId('wallet-entry-amount').textContent()).toBe('-50');
    expect(await page.getByTestId('wallet-count').textContent()).toBe('20 entries shown');

    await page.getByTestId('wallet-load-more').click();
    await expect.poll(() => count(page), WAIT).toBe(22);
    expect(await page.getByTestId('wallet-load-more').count()).toBe(0);
    await screenshot(page, 'wallet-en');

    await page.getByTestId('wallet-filter-charge').click();
    await expect.poll(() => entries(page), WAIT).toEqual(['charge -50']);
    expect(await page.getByTestId('wallet-count').textContent()).toBe('1 entry shown');
    await page.getByTestId('wallet-filter-refund').click();
    await page.getByTestId('wallet-empty').waitFor();

    await page.getByTestId('wallet-filter-all').click();
    await expect.poll(() => count(page), WAIT).toBe(20);
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('wallet-export').click()]);
    expect(download.suggestedFilename()).toMatch(/^sparks-wallet-all-\d{4}-\d{2}-\d{2}\.csv$/);
    const rows = (await readFile((await download.path())!, 'utf8')).replace(/^\uFEFF/, '').trimEnd().split('\r\n');
    expect(rows[0]).toBe('date,category,reason,amount,balance_after');
    expect(rows).toHaveLength(1 + 22);
    expect(rows[1]).toMatch(/^\d{4}-.+,charge,course_purchase,-50,150$/);

    // The header's spark badge (the same balance) opens /pricing to buy more (spec 001).
    expect(await page.getByTestId('header-credits').getAttribute('data-balance')).toBe('150');
    await page.getByTestId('header-credits').click();
    await page.waitForURL('**/pricing');
    await page.getByTestId('pricing-packages').or(page.getByTestId('pricing-empty')).waitFor(WAIT);
    await context.close();
  });

  it('in Arabic, right to left: a purchase arrives live; an unknown reason reads as its category', async () => {
    const student = await createTestUser({ sparks: 200 });
    await buy(student, courseId);
    const { context, page } = await newPage(browser);
    await logIn(page, student);
    await page.goto('/wallet');
    await expect.poll(() => dir(page), WAIT).toEqual({ lang: 'ar', dir: 'rtl' });
    await expect.poll(() => entries(page), WAIT).toEqual(['charge -50', 'bonus 200']);
    const [purchase, seed] = [page.getByTestId('wallet-entry').first(), page.getByTestId('wallet-entry').nth(1)];
    expect(await purchase.getByTestId('wallet-entry-name').textContent()).toBe('شراء دورة');
    // The test helper's credit has reason "test": no name of its own, so its category's.
    expect(await seed.getByTestId('wallet-entry-name').textContent()).toBe('مكافأة');

    // Mirrored: the sidebar on the right, and in each row the amount left of the name.
    const sidebar = (await page.getByTestId('sidebar-desktop').boundingBox())!;
    const panel = (await page.getByTestId('wallet-panel').boundingBox())!;
    expect(sidebar.x).toBeGreaterThan(panel.x);
    const name = (await purchase.getByTestId('wallet-entry-name').boundingBox())!;
    const amount = (await purchase.getByTestId('wallet-entry-amount').boundingBox())!;
    expect(amount.x).toBeLessThan(name.x);

    // A second purchase elsewhere: the balance follows Firestore, and the history reloads.
    await buy(student, secondCourseId);
    await expect.poll(() => page.getByTestId('wallet-balance').getAttribute('data-balance'), WAIT).toBe('120');
    await expect.poll(() => entries(page), WAIT).toEqual(['charge -30', 'charge -50', 'bonus 200']);
    await page.getByTestId('wallet-filter-charge').click();
    await expect.poll(() => entries(page), WAIT).toEqual(['charge -30', 'charge -50']);
    expect(await page.getByTestId('wallet-filter-charge').getAttribute('aria-pressed')).toBe('true');
    await screenshot(page, 'wallet-ar');
    expect((await checkedWallet(student.uid)).balance).toBe(120);
    await context.close();
  });
});
