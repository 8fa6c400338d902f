// The marketplace journey in real Chromium (docs/market.md): a teacher uploads a product, an
// administrator approves it, a student buys a sparks package through the local HyperPay
// server with a test card, buys the product and downloads it; the seller requests an
// exchange and the administrator marks it paid. The pages run in Arabic (RTL), the default.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { adminDb } from '../support/admin';
import { launchBrowser, logIn, newPage, screenshot } from '../support/browser';
import { SAMPLE_PNG, samplePdf } from '../support/files';
import { createTestUser } from '../support/users';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const PACKAGE_ID = 'e2e-sparks-300';
const IBAN = 'SA0380000000608010167519';

describe('marketplace journey', () => {
  it('upload, approve, buy sparks with a card, buy and download, exchange, payout', async () => {
    await adminDb.doc(`packages/${PACKAGE_ID}`).set({
      package_type: 'sparks', name: { ar: 'باقة الاختبار', en: 'Test pack' }, sparks: 300, price: '92.00',
      currency: 'SAR', popular: true, order: 0, active: true,
    });
    // 200 of the teacher's 400 sparks were earned from earlier sales: only those (and this
    // journey's sale) can be exchanged.
    const teacher = await createTestUser({ userType: 'teacher', sparks: 400, earned: 200 });
    const admin = await createTestUser({ userType: 'administrator' });
    const student = await createTestUser({ userType: 'student', sparks: 0 });
    const title = `Geometry practice ${Date.now()}`;
    const accountName = `Teacher ${Date.now()}`;

    // The teacher uploads a product; it waits for review.
    const t = await newPage(browser);
    await logIn(t.page, teacher);
    expect(await t.page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    await t.page.goto('/market/seller/upload');
    await t.page.getByTestId('upload-title').fill(title);
    await t.page.getByTestId('upload-description').fill('Forty exercises with worked answers.');
    await t.page.getByTestId('upload-subject').selectOption('mathematics');
    await t.page.getByTestId('upload-grade').selectOption('10');
    await t.page.getByTestId('upload-type').selectOption('practice_test');
    await t.page.getByTestId('upload-level').selectOption('high_school');
    await t.page.getByTestId('upload-price').fill('150');
    await t.page.getByTestId('upload-preview').setInputFiles({ name: 'cover.png', mimeType: 'image/png', buffer: SAMPLE_PNG });
    await t.page.getByTestId('upload-content').setInputFiles({
      name: 'geometry.pdf', mimeType: 'application/pdf', buffer: samplePdf('Geometry practice'),
    });
    await t.page.getByTestId('upload-submit').click();
    await t.page.getByTestId('upload-success').waitFor({ timeout: 60_000 });
    const product = await adminDb.collection('products').where('seller_uid', '==', teacher.uid).get();
    expect(product.docs).toHaveLength(1);
    const productId = product.docs[0]!.id;
    expect(product.docs[0]!.get('status')).toBe('pending');
    await t.page.goto('/market/seller');
    await t.page.locator(`[data-testid="seller-product"][data-product-id="${productId}"][data-status="pending"]`).waitFor();

    // The administrator approves it from the queue.
    const a = await newPage(browser);
    await logIn(a.page, admin);
    await a.page.goto('/admin/products');
    const row = a.page.locator(`[data-testid="admin-product-row"][data-product-id="${productId}"]`);
    await row.getByTestId('admin-select').click();
    await a.page.getByTestId('admin-bulk-approve').click();
    await expect.poll(async () => (await adminDb.doc(`products/${productId}`).get()).get('status'), { timeout: 20_000 }).toBe('approved');

    // The student buys 300 sparks with the local HyperPay server's success card.
    const s = await newPage(browser);
    await logIn(s.page, student);
    await s.page.goto('/pricing');
    await s.page.getByTestId(`pricing-buy-${PACKAGE_ID}`).click();
    await s.page.waitForURL('**/payment?**');
    await s.page.getByTestId('hp-card-number').fill('4200000000000000');
    await s.page.getByTestId('hp-card-holder').fill('Test Student');
    await s.page.getByTestId('hp-card-expiry').fill('12/30');
    await s.page.getByTestId('hp-card-cvv').fill('123');
    await s.page.getByTestId('hp-pay').click();
    await s.page.waitForURL('**/verify-payment/**');
    await expect.poll(() => s.page.getByTestId('verify-status').getAttribute('data-state'), { timeout: 20_000 }).toBe('success');
    await s.page.waitForURL('**/welcome', { timeout: 10_000 });
    await expect.poll(() => s.page.getByTestId('welcome-balance').getAttribute('data-balance'), { timeout: 20_000 }).toBe('300');

    // ... then finds the product, buys it with sparks and downloads it.
    await s.page.goto('/market');
    await s.page.getByTestId('market-search').fill('geometry');
    const card = s.page.locator(`[data-testid="market-product-card"][data-product-id="${productId}"]`);
    await card.getByTestId('market-product-link').click();
    const detail = s.page.locator(`[data-testid="product-detail"][data-product-id="${productId}"]`);
    await detail.getByTestId('product-add-to-cart').click();
    await expect.poll(() => detail.getByTestId('product-add-to-cart').getAttribute('data-in-cart')).toBe('true');
    await s.page.goto('/market/cart');
    await expect.poll(() => s.page.getByTestId('cart-total').getAttribute('data-value'), { timeout: 30_000 }).toBe('150');
    await s.page.getByTestId('cart-checkout').click();
    await s.page.getByTestId('checkout-pay').click();
    await s.page.getByTestId('thank-you').waitFor({ timeout: 30_000 });
    await screenshot(s.page, 'market-thank-you-ar');
    // The download follows the buyer's own short-lived link on our origin (a function streams
    // the file as an attachment): catch that request.
    const [request] = await Promise.all([
      s.context.waitForEvent('request', (r) => r.url().includes('/api/v1/market/downloads/')),
      s.page.getByTestId('thank-you-download').first().click(),
    ]);
    expect(request.url()).not.toContain('token=');
    const response = await fetch(request.url());
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toMatch(/^attachment; /);
    expect(Buffer.from(await response.arrayBuffer()).subarray(0, 5).toString()).toBe('%PDF-');
    const studentWallet = await adminDb.doc(`wallets/${student.uid}`).get();
    expect(studentWallet.get('spark_balance')).toBe(150);
    // The seller earns 90 %: 135 of 150, exchangeable.
    await expect.poll(async () => (await adminDb.doc(`wallets/${teacher.uid}`).get()).get('spark_balance')).toBe(535);
    expect((await adminDb.doc(`wallets/${teacher.uid}`).get()).get('earned_balance')).toBe(335);

    // The exchange page shows both figures; more than the earned sparks is refused.
    await t.page.goto('/market/seller/exchange');
    await expect.poll(() => t.page.getByTestId('wallet-total').getAttribute('data-value'), { timeout: 20_000 }).toBe('535');
    await expect.poll(() => t.page.getByTestId('wallet-earned').getAttribute('data-value')).toBe('335');
    await t.page.getByTestId('exchange-max').click();
    expect(await t.page.getByTestId('exchange-sparks').inputValue()).toBe('335');
    await t.page.getByTestId('exchange-sparks').fill('400');
    await t.page.getByTestId('exchange-iban').fill(IBAN);
    await t.page.getByTestId('exchange-name').fill(accountName);
    await t.page.getByTestId('exchange-submit').click();
    await t.page.getByTestId('exchange-sparks-error').waitFor();
    expect((await adminDb.collection('exchangeRequests').where('seller_uid', '==', teacher.uid).get()).empty).toBe(true);

    // The seller asks to exchange 300 sparks; they are held at once.
    await t.page.getByTestId('exchange-sparks').fill('300');
    await t.page.getByTestId('exchange-iban').fill(IBAN);
    await t.page.getByTestId('exchange-name').fill(accountName);
    await t.page.getByTestId('exchange-submit').click();
    await t.page.locator('[data-testid="exchange-request"][data-status="pending"]').waitFor();
    await expect.poll(async () => (await adminDb.doc(`wallets/${teacher.uid}`).get()).get('spark_balance')).toBe(235);
    expect((await adminDb.doc(`wallets/${teacher.uid}`).get()).get('earned_balance')).toBe(35);

    // The administrator pays it out.
    await a.page.goto('/admin/payouts');
    const payout = a.page.locator('[data-testid="payout-row"][data-status="pending"]').filter({ hasText: accountName });
    await payout.getByTestId('payout-mark-paid').click();
    await a.page.getByTestId('payout-reference').fill('TRX-1001');
    await a.page.getByTestId('payout-confirm').click();
    await expect
      .poll(async () => (await adminDb.collection('exchangeRequests').where('seller_uid', '==', teacher.uid).get()).docs[0]?.get('status'))
      .toBe('paid');
    await t.page.reload();
    await t.page.locator('[data-testid="exchange-request"][data-status="paid"]').waitFor();
    await screenshot(a.page, 'market-payouts-ar');

    for (const context of [t.context, a.context, s.context]) await context.close();
  });
});
