// Browser journeys in real headless Chromium against the emulator suite:
// sign up -> OTP -> role -> onboarding -> logout -> log in, in Arabic (RTL) and English (LTR),
// and the theme choice persisting across reloads and sessions.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { latestOtp, uniqueEmail } from '../support/api';
import { launchBrowser, newPage, screenshot } from '../support/browser';
import { createTestUser } from '../support/users';
import { WELCOME_SPARKS } from '@shared/constants';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const byTestId = (page: Page, id: string) => page.getByTestId(id);

async function htmlLocale(page: Page) {
  return page.evaluate(() => ({
    lang: document.documentElement.lang,
    dir: document.documentElement.dir,
    bodyDirection: getComputedStyle(document.body).direction,
  }));
}

/** Where an element sits horizontally: its centre as a fraction of the viewport width. */
async function horizontalCentre(page: Page, testId: string): Promise<number> {
  const box = await byTestId(page, testId).boundingBox();
  const width = page.viewportSize()!.width;
  if (!box) throw new Error(`${testId} is not visible`);
  return (box.x + box.width / 2) / width;
}

async function submitSignUp(page: Page, email: string, password: string) {
  await byTestId(page, 'signup-email').fill(email);
  await byTestId(page, 'signup-password').fill(password);
  await byTestId(page, 'signup-confirm').fill(password);
  await byTestId(page, 'signup-terms').click();
  await byTestId(page, 'signup-submit').click();
  await page.waitForURL('**/otp');
}

async function signUpAndVerify(page: Page, email: string, password: string) {
  await submitSignUp(page, email, password);
  await byTestId(page, 'otp-input').fill(await latestOtp(email));
  await byTestId(page, 'otp-submit').click();
  await page.waitForURL('**/iam');
}

async function onboard(page: Page, person: { first: string; surname: string; phone: string; city: string }) {
  await page.waitForURL('**/onboard');
  await byTestId(page, 'onboarding-first-name').fill(person.first);
  await byTestId(page, 'onboarding-surname').fill(person.surname);
  await byTestId(page, 'onboarding-next').click();
  await byTestId(page, 'onboarding-phone').fill(person.phone);
  await byTestId(page, 'onboarding-next').click();
  await expect.poll(() => byTestId(page, 'onboarding-step-birth').isVisible()).toBe(true);
  await byTestId(page, 'onboarding-next').click(); // the default birthday, 21 August 1997
  await byTestId(page, 'gender-female').click();
  await byTestId(page, 'onboarding-city').fill(person.city);
  await byTestId(page, 'onboarding-complete').click();
}

async function logOut(page: Page) {
  await byTestId(page, 'header-avatar-menu').click();
  await byTestId(page, 'header-logout').click();
  await page.waitForURL('**/login');
  expect(await page.evaluate(() => [localStorage.getItem('token'), sessionStorage.getItem('token')])).toEqual([null, null]);
}

async function logIn(page: Page, email: string, password: string, remember = false) {
  await byTestId(page, 'login-email').fill(email);
  await byTestId(page, 'login-password').fill(password);
  if (remember) await byTestId(page, 'login-remember').click();
  await byTestId(page, 'login-submit').click();
}

describe('accounts journey', () => {
  it('in Arabic, right to left: sign up, verify, choose student, onboard, log out, log in', async () => {
    const { context, page } = await newPage(browser);
    const email = uniqueEmail('ar');
    const password = 'kalimat-sirr-7';

    await page.goto('/signup');
    expect(await htmlLocale(page)).toEqual({ lang: 'ar', dir: 'rtl', bodyDirection: 'rtl' });
    // The home link sits at the inline start: on the right in Arabic.
    expect(await horizontalCentre(page, 'auth-home-link')).toBeGreaterThan(0.5);
    // Validation messages come from the Arabic catalogue.
    await byTestId(page, 'signup-submit').click();
    await expect.poll(() => byTestId(page, 'signup-email-error').textContent()).toMatch(/[\u0600-\u06FF]/);
    await screenshot(page, 'signup-ar');

    await signUpAndVerify(page, email, password);
    await byTestId(page, 'role-student').click();
    await onboard(page, { first: 'ليلى', surname: 'الحربي', phone: '5012345678999', city: 'الرياض' });
    await page.waitForURL('**/home');
    expect(await htmlLocale(page)).toMatchObject({ dir: 'rtl' });
    await expect.poll(() => byTestId(page, 'header-credits').getAttribute('data-balance')).toBe(String(WELCOME_SPARKS));
    await byTestId(page, 'home-balance').waitFor();
    await screenshot(page, 'home-ar');

    await logOut(page);
    await logIn(page, email, password);
    await page.waitForURL('**/home');
    await byTestId(page, 'header-avatar-menu').click();
    await expect.poll(() => byTestId(page, 'header-user-name').textContent()).toContain('ليلى');
    await context.close();
  });

  it('in English, left to right: spec messages, sign up as a teacher, land on /class, log in again', async () => {
    const { context, page } = await newPage(browser);
    const email = uniqueEmail('en');
    const password = 'open-sesame-7';

    await page.goto('/signup');
    await byTestId(page, 'auth-language-toggle').click();
    await expect.poll(() => htmlLocale(page)).toEqual({ lang: 'en', dir: 'ltr', bodyDirection: 'ltr' });
    expect(await horizontalCentre(page, 'auth-home-link')).toBeLessThan(0.5);

    await byTestId(page, 'signup-submit').click();
    await expect.poll(() => byTestId(page, 'signup-email-error').textContent()).toContain('All fields are required.');
    await byTestId(page, 'signup-email').fill(email);
    await byTestId(page, 'signup-password').fill('short');
    await byTestId(page, 'signup-confirm').fill('short');
    await byTestId(page, 'signup-terms').click();
    await byTestId(page, 'signup-submit').click();
    await expect
      .poll(() => page.getByText('Password must be at least 7 characters long.').first().isVisible())
      .toBe(true);
    await byTestId(page, 'signup-password').fill(password);
    await byTestId(page, 'signup-confirm').fill(`${password}x`);
    await byTestId(page, 'signup-submit').click();
    await expect.poll(() => page.getByText('Passwords do not match.').first().isVisible()).toBe(true);
    await byTestId(page, 'signup-confirm').fill(password);
    await byTestId(page, 'signup-terms').click(); // untick
    await byTestId(page, 'signup-submit').click();
    await expect.poll(() => page.getByText('Please accept the terms and conditions.').first().isVisible()).toBe(true);
    await page.reload();
    await expect.poll(() => htmlLocale(page)).toMatchObject({ lang: 'en', dir: 'ltr' });

    await signUpAndVerify(page, email, password);
    expect(await htmlLocale(page)).toMatchObject({ dir: 'ltr' });
    await byTestId(page, 'role-teacher').click();
    await onboard(page, { first: 'Omar', surname: 'Nasser', phone: '501234567', city: 'Jeddah' });
    await page.waitForURL('**/class');
    await screenshot(page, 'class-en');

    await logOut(page);
    await logIn(page, email, 'wrong-password-1');
    await expect.poll(() => page.getByText('Invalid Email or Password').first().isVisible()).toBe(true);
    await logIn(page, email, password, true);
    await page.waitForURL('**/class');
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeTruthy();
    await context.close();
  });

  it('keeps the theme: stored on the device, and on the account across sessions', async () => {
    const { context, page } = await newPage(browser, { colorScheme: 'light' });
    await page.goto('/');
    const isDark = () => page.evaluate(() => document.documentElement.classList.contains('dark'));
    expect(await isDark()).toBe(false);
    await byTestId(page, 'nav-theme-toggle').click();
    await expect.poll(isDark).toBe(true);
    await page.reload();
    await expect.poll(isDark).toBe(true);
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
    await screenshot(page, 'landing-dark');
    await context.close();

    // Signed in: the choice is saved on the account and follows the user to a new browser.
    const user = await createTestUser({ userType: 'student' });
    const first = await newPage(browser, { colorScheme: 'light' });
    await first.page.goto('/login');
    await logIn(first.page, user.email, user.password);
    await first.page.waitForURL('**/home');
    const firstDark = () => first.page.evaluate(() => document.documentElement.classList.contains('dark'));
    expect(await firstDark()).toBe(false);
    const saved = first.page.waitForResponse((r) => r.url().endsWith('/api/v1/user/pref') && r.request().method() === 'PATCH');
    await byTestId(first.page, 'header-theme-toggle').click();
    expect((await saved).status()).toBe(200);
    await expect.poll(firstDark).toBe(true);
    await first.context.close();

    const second = await newPage(browser, { colorScheme: 'light' });
    await second.page.goto('/login');
    await logIn(second.page, user.email, user.password);
    await second.page.waitForURL('**/home');
    await expect.poll(() => second.page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(true);
    await second.context.close();
  });

  it('guards: signed-out visitors go to /login, a student on a teacher page to /unauthorized', async () => {
    const { context, page } = await newPage(browser);
    await page.goto('/settingProfile');
    await page.waitForURL('**/login');
    const student = await createTestUser({ userType: 'student' });
    await logIn(page, student.email, student.password);
    await page.waitForURL('**/settingProfile');
    await page.goto('/class');
    await page.waitForURL('**/unauthorized');
    await context.close();
  });

  it('after a reload the code screen asks for the password the code was sent for', async () => {
    const { context, page } = await newPage(browser);
    const email = uniqueEmail('reload');
    const password = 'reloaded-pass-7';
    await page.goto('/signup');
    await submitSignUp(page, email, password);
    // The password lived in memory only: after a reload it must be typed again.
    await page.reload();
    await byTestId(page, 'otp-password').waitFor();
    await byTestId(page, 'otp-input').fill(await latestOtp(email));
    await byTestId(page, 'otp-password').fill('not-my-password');
    await byTestId(page, 'otp-submit').click();
    await byTestId(page, 'otp-error').waitFor();
    await byTestId(page, 'otp-password').fill(password);
    await byTestId(page, 'otp-submit').click();
    await page.waitForURL('**/iam');
    await context.close();
  });
});
