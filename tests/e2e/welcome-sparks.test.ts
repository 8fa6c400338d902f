// Browser journey: a new teacher signs up and verifies, finds the welcome sparks in the header,
// builds a manual quiz (the draft is free) and publishes it: the 5 sparks go at publication.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { SPARK_COSTS, WELCOME_SPARKS } from '@shared/constants';
import { latestOtp, uniqueEmail } from '../support/api';
import { launchBrowser, newPage, screenshot } from '../support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const WAIT = { timeout: 20_000, interval: 100 };
const id = (page: Page, testId: string) => page.getByTestId(testId);
const attr = (page: Page, testId: string, name: string) => () => id(page, testId).first().getAttribute(name);

describe('welcome sparks journey', () => {
  it('a new teacher signs up, verifies, sees the welcome sparks, and pays for a manual quiz when publishing it', async () => {
    const { context, page } = await newPage(browser);
    const email = uniqueEmail('welcome');
    const password = 'welcome-pass-7';

    // Sign up and verify.
    await page.goto('/signup');
    await id(page, 'signup-email').fill(email);
    await id(page, 'signup-password').fill(password);
    await id(page, 'signup-confirm').fill(password);
    await id(page, 'signup-terms').click();
    await id(page, 'signup-submit').click();
    await page.waitForURL('**/otp');
    await id(page, 'otp-input').fill(await latestOtp(email));
    await id(page, 'otp-submit').click();
    await page.waitForURL('**/iam');
    await id(page, 'role-teacher').click();

    // Onboarding, then the welcome sparks in the header.
    await page.waitForURL('**/onboard');
    await id(page, 'onboarding-first-name').fill('Huda');
    await id(page, 'onboarding-surname').fill('Salem');
    await id(page, 'onboarding-next').click();
    await id(page, 'onboarding-phone').fill('501234567');
    await id(page, 'onboarding-next').click();
    await expect.poll(() => id(page, 'onboarding-step-birth').isVisible()).toBe(true);
    await id(page, 'onboarding-next').click();
    await id(page, 'gender-female').click();
    await id(page, 'onboarding-city').fill('Riyadh');
    await id(page, 'onboarding-complete').click();
    await page.waitForURL('**/class');
    await expect.poll(attr(page, 'header-credits', 'data-balance'), WAIT).toBe(String(WELCOME_SPARKS));

    // The builder says the manual quiz is free to draft and charged at publication.
    await page.goto('/CreateQuiz');
    await expect.poll(attr(page, 'quiz-balance', 'data-balance'), WAIT).toBe(String(WELCOME_SPARKS));
    expect(await id(page, 'quiz-method-manual').getAttribute('data-cost')).toBe(String(SPARK_COSTS.manualQuiz));
    await id(page, 'quiz-method-manual-when').waitFor();
    await screenshot(page, 'welcome-method-step');
    await id(page, 'quiz-method-manual').click();
    await id(page, 'quiz-manual-title').fill('My first quiz');
    await id(page, 'quiz-manual-start').click();
    await id(page, 'quiz-review').waitFor({ timeout: 20_000 });
    // The draft cost nothing.
    expect(await attr(page, 'header-credits', 'data-balance')()).toBe(String(WELCOME_SPARKS));

    await id(page, 'quiz-add-type').selectOption('true_false');
    await id(page, 'quiz-add-question').click();
    await id(page, 'quiz-q-0').waitFor();
    await id(page, 'quiz-q-0-text').fill('Sparks pay for quizzes.');
    await id(page, 'quiz-q-0-tf-true').click();
    await id(page, 'quiz-next').click(); // saves the questions
    await id(page, 'quiz-finalize').waitFor({ timeout: 20_000 });
    await id(page, 'quiz-next').click();
    await expect.poll(attr(page, 'quiz-publish-summary', 'data-ready'), WAIT).toBe('true');
    expect(await attr(page, 'quiz-publish-cost', 'data-cost')()).toBe(String(SPARK_COSTS.manualQuiz));
    expect(await attr(page, 'header-credits', 'data-balance')()).toBe(String(WELCOME_SPARKS));
    await screenshot(page, 'welcome-publish-step');

    await id(page, 'quiz-publish').click();
    await id(page, 'quiz-published').waitFor({ timeout: 20_000 });
    await expect.poll(attr(page, 'header-credits', 'data-balance'), WAIT).toBe(String(WELCOME_SPARKS - SPARK_COSTS.manualQuiz));
    await context.close();
  });
});
