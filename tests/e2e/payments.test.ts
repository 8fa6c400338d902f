// Card payment outcomes in real Chromium (issue 10 item 8) through the local HyperPay server:
// a declined card says so with "try another card" (on the verification screen and back on the
// payment page, whose form is offered again), a pending payment says "being confirmed" and
// keeps saying it when /payment is reopened, and the widget speaks the page's language (its
// wpwlOptions.locale) and lays out right to left in Arabic.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { adminDb } from '../support/admin';
import { call } from '../support/api';
import { launchBrowser, logIn, newPage, screenshot } from '../support/browser';
import { createTestUser } from '../support/users';

const HYPERPAY = process.env.HYPERPAY_BASE_URL ?? '';
const PACKAGE_ID = 'e2e-outcomes-300';
const CARDS = { visa: '4200000000000000', declined: '4000000000000002', pending: '4000000000000036' };

let browser: Browser;
beforeAll(async () => {
  if (!HYPERPAY) throw new Error('HYPERPAY_BASE_URL is not set: run through scripts/emu-exec.mjs or npm test.');
  browser = await launchBrowser();
  await adminDb.doc(`packages/${PACKAGE_ID}`).set({
    package_type: 'sparks', name: { ar: 'باقة النتائج', en: 'Outcomes pack' }, sparks: 300, price: '92.00',
    currency: 'SAR', popular: false, order: 0, active: true,
  });
});
afterAll(async () => {
  await browser?.close();
});

/** From /pricing to /payment with a new checkout; answers its id. */
async function startCheckout(page: Page): Promise<string> {
  await page.goto('/pricing');
  await page.getByTestId(`pricing-buy-${PACKAGE_ID}`).click();
  await page.waitForURL('**/payment?**', { waitUntil: 'commit' });
  return new URL(page.url()).searchParams.get('checkout') ?? '';
}

async function payWith(page: Page, card: string) {
  await page.getByTestId('hp-card-number').fill(card);
  await page.getByTestId('hp-card-holder').fill('Test Shopper');
  await page.getByTestId('hp-card-expiry').fill('12/30');
  await page.getByTestId('hp-card-cvv').fill('123');
  await page.getByTestId('hp-pay').click();
  await page.waitForURL('**/verify-payment/**', { waitUntil: 'commit' });
}

const view = (page: Page) => page.getByTestId('payment-view').getAttribute('data-view');
const outcome = (page: Page) => page.getByTestId('payment-outcome').getAttribute('data-outcome');

/** What the widget was loaded with, and how its container lays out. */
async function widgetLanguage(page: Page) {
  await page.locator('form.paymentWidgets[data-hp-rendered]').waitFor();
  return page.evaluate(() => {
    const container = document.querySelector('[data-testid="payment-widget-container"]')!;
    const form = document.querySelector('form.paymentWidgets')!;
    return {
      optionsLocale: (window as unknown as { wpwlOptions?: { locale?: string } }).wpwlOptions?.locale,
      widgetLocale: form.getAttribute('data-hp-locale'),
      dir: container.getAttribute('dir'),
      formDirection: getComputedStyle(form).direction,
      cardDirection: getComputedStyle(document.querySelector('[data-testid="hp-card-number"]')!).direction,
      pay: document.querySelector('[data-testid="hp-pay"]')!.textContent,
    };
  });
}

describe('card payment outcomes', () => {
  it('Arabic: the widget is right to left in Arabic; a declined card says so, then another card pays', async () => {
    const student = await createTestUser({ userType: 'student' });
    const { context, page } = await newPage(browser);
    await logIn(page, student);
    const checkoutId = await startCheckout(page);
    await expect.poll(() => view(page), { timeout: 20_000 }).toBe('form');
    expect(await widgetLanguage(page)).toEqual({
      optionsLocale: 'ar', widgetLocale: 'ar', dir: 'rtl', formDirection: 'rtl', cardDirection: 'ltr', pay: 'ادفع',
    });
    // The card form mirrors: the pay button sits on the right half of the card in Arabic.
    const form = (await page.getByTestId('payment-form').boundingBox())!;
    const pay = (await page.getByTestId('hp-pay').boundingBox())!;
    expect(pay.x + pay.width / 2).toBeGreaterThan(form.x + form.width / 2);
    await screenshot(page, 'payment-widget-ar');

    await payWith(page, CARDS.declined);
    await expect.poll(() => page.getByTestId('verify-status').getAttribute('data-state'), { timeout: 20_000 }).toBe('failed');
    expect(await outcome(page)).toBe('declined');
    expect(await page.getByTestId('payment-outcome-description').textContent()).toContain('لم يُخصم أي مبلغ');
    await screenshot(page, 'payment-declined-verify-ar');

    // Back on the payment page (after 3 s): the decline, and the form again for another card.
    await page.waitForURL('**/payment?**', { timeout: 20_000, waitUntil: 'commit' });
    await expect.poll(() => view(page), { timeout: 20_000 }).toBe('form');
    expect(await outcome(page)).toBe('declined');
    expect(await page.getByTestId('payment-outcome').textContent()).toContain('جرّب بطاقة أخرى');
    await page.getByTestId('hp-card-number').waitFor();
    await screenshot(page, 'payment-declined-page-ar');

    await payWith(page, CARDS.visa);
    await expect.poll(() => page.getByTestId('verify-status').getAttribute('data-state'), { timeout: 20_000 }).toBe('success');
    await page.waitForURL('**/welcome', { timeout: 20_000, waitUntil: 'commit' });
    expect((await adminDb.doc(`payments/${checkoutId}`).get()).get('status')).toBe('paid');
    await context.close();
  });

  it('a pending payment says "being confirmed", keeps saying it when /payment is reopened, and check again credits it', async () => {
    const student = await createTestUser({ userType: 'student' });
    const { context, page } = await newPage(browser);
    await logIn(page, student);
    const checkoutId = await startCheckout(page);
    await expect.poll(() => view(page), { timeout: 20_000 }).toBe('form');
    await payWith(page, CARDS.pending);
    await expect.poll(() => page.getByTestId('verify-status').getAttribute('data-state'), { timeout: 20_000 }).toBe('pending');
    expect(await outcome(page)).toBe('pending');
    expect(await page.getByTestId('payment-outcome-description').textContent()).toContain('يرجى عدم الدفع مرة أخرى');
    await screenshot(page, 'payment-pending-verify-ar');

    // Back (after 5 s): no form, the pending payment and a check-again button.
    await page.waitForURL('**/payment?**', { timeout: 20_000, waitUntil: 'commit' });
    await expect.poll(() => view(page), { timeout: 20_000 }).toBe('pending');
    expect(await page.getByTestId('payment-check-again').getAttribute('data-checkout')).toBe(checkoutId);
    expect(await page.getByTestId('payment-form').count()).toBe(0);

    // Reopened: a reload, and a new checkout from the pricing page, both say so.
    await page.reload();
    await expect.poll(() => view(page), { timeout: 20_000 }).toBe('pending');
    const second = await startCheckout(page);
    expect(second).not.toBe(checkoutId);
    await expect.poll(() => view(page), { timeout: 20_000 }).toBe('pending');
    expect(await page.getByTestId('payment-check-again').getAttribute('data-checkout')).toBe(checkoutId);
    expect(await page.getByTestId('payment-form').count()).toBe(0);
    await screenshot(page, 'payment-pending-reopened-ar');

    // Still pending at the bank: checking again says so and changes nothing.
    await page.getByTestId('payment-check-again').click();
    await page.getByText('لم يؤكد مصرفك الدفع بعد').first().waitFor();
    await expect.poll(() => page.getByTestId('payment-check-again').getAttribute('data-loading'), { timeout: 20_000 }).toBeNull();
    expect(await view(page)).toBe('pending');
    expect(await page.getByTestId('payment-form').count()).toBe(0);

    // The bank confirms (as the test server sees it: a successful transaction on the checkout).
    const confirmed = await fetch(`${HYPERPAY}/v1/checkouts/${encodeURIComponent(checkoutId)}/payment`, {
      method: 'POST',
      body: new URLSearchParams({
        'card.number': CARDS.visa, 'card.holder': 'Test Shopper', 'card.expiryMonth': '12', 'card.expiryYear': '2030',
        'card.cvv': '123', paymentBrand: 'VISA',
      }),
    });
    expect(confirmed.status).toBe(200);
    await page.getByTestId('payment-check-again').click();
    await page.waitForURL('**/welcome', { timeout: 20_000, waitUntil: 'commit' });
    await expect.poll(() => page.getByTestId('welcome-balance').getAttribute('data-balance'), { timeout: 20_000 }).toBe('300');
    await context.close();
  });

  it('English: the widget speaks English, left to right, and Arabic after a language switch', async () => {
    const student = await createTestUser({ userType: 'student' });
    const pref = await call('PATCH', '/user/pref', { token: student.token, body: { language: 'en' } });
    expect(pref.status, pref.text).toBe(200);
    const { context, page } = await newPage(browser);
    await logIn(page, student);
    await startCheckout(page);
    await expect.poll(() => page.evaluate(() => document.documentElement.dir), { timeout: 20_000 }).toBe('ltr');
    await expect.poll(() => view(page), { timeout: 20_000 }).toBe('form');
    expect(await widgetLanguage(page)).toEqual({
      optionsLocale: 'en', widgetLocale: 'en', dir: 'ltr', formDirection: 'ltr', cardDirection: 'ltr', pay: 'Pay now',
    });
    const form = (await page.getByTestId('payment-form').boundingBox())!;
    const pay = (await page.getByTestId('hp-pay').boundingBox())!;
    expect(pay.x + pay.width / 2).toBeLessThan(form.x + form.width / 2);
    await screenshot(page, 'payment-widget-en');

    // Switching to Arabic on the page loads the widget again, in Arabic and right to left.
    await page.getByTestId('header-language-toggle').click();
    await expect.poll(() => page.evaluate(() => document.documentElement.dir), { timeout: 20_000 }).toBe('rtl');
    await expect.poll(() => page.locator('form.paymentWidgets[data-hp-rendered]').getAttribute('data-hp-locale'), { timeout: 20_000 }).toBe('ar');
    expect(await widgetLanguage(page)).toEqual({
      optionsLocale: 'ar', widgetLocale: 'ar', dir: 'rtl', formDirection: 'rtl', cardDirection: 'ltr', pay: 'ادفع',
    });
    // One widget script on the page, one card form.
    expect(await page.locator('script[data-payment-widget]').count()).toBe(1);
    expect(await page.getByTestId('hp-card-number').count()).toBe(1);
    await context.close();
  });
});
