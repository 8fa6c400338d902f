// Huda's chat in real Chromium, in English (docs/assessments.md 4 and 5): a visitor writes a
// quick question on /huda-form, is asked to log in, comes back with the question kept, sends it
// and lands in /huda-ai?c=..., where the answer grows in several steps while its request is
// still open (the local model drips one word at a time, the function writes the growing answer
// to Firestore, the page listens); then a second answer is stopped midway, and the conversation
// renamed and deleted. Then in Arabic (the header's toggle; the page stays left to right): a new
// question's answer streams in Arabic and the allowance is said in Arabic.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { call } from '../support/api';
import { launchBrowser, newPage, pageDir, screenshot } from '../support/browser';
import { MARKERS } from '../support/openai-server';
import { createTestUser } from '../support/users';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const lastAnswer = (page: Page) => page.locator('[data-testid="huda-message"][data-role="assistant"]').last();

/** Samples the last answer until it ends: the lengths it showed while streaming, and how it ended. */
async function watchAnswer(page: Page): Promise<{ lengths: number[]; status: string }> {
  const lengths = new Set<number>();
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    const sample = await page.evaluate(() => {
      const answers = document.querySelectorAll('[data-testid="huda-message"][data-role="assistant"]');
      const last = answers[answers.length - 1];
      return last ? { status: last.getAttribute('data-status') ?? '', length: last.querySelector('[data-testid="huda-answer-text"]')?.textContent?.length ?? 0 } : null;
    });
    if (sample?.status === 'streaming' && sample.length > 0) lengths.add(sample.length);
    if (sample && sample.status !== 'streaming') return { lengths: [...lengths], status: sample.status };
    await page.waitForTimeout(100);
  }
  throw new Error('the answer did not end');
}

describe('Huda chat', () => {
  it('streams an answer word by word, stops another, renames and deletes the conversation (en); streams in Arabic (ar)', async () => {
    const student = await createTestUser();
    expect((await call('PATCH', '/user/pref', { token: student.token, body: { language: 'en' } })).status).toBe(200);
    const { context, page } = await newPage(browser);
    const question = `What is photosynthesis? ${MARKERS.drip(120)}`;
    await page.goto('/huda-form');
    await page.getByTestId('huda-form-question').fill(question);
    await page.getByTestId('huda-form-submit').click();
    await page.getByTestId('huda-form-login-link').click();
    await page.getByTestId('login-email').fill(student.email);
    await page.getByTestId('login-password').fill(student.password);
    await page.getByTestId('login-submit').click();
    await page.waitForURL('**/huda-form', { timeout: 60_000 });
    await expect(page.getByTestId('huda-form-question').inputValue()).resolves.toBe(question);
    await page.getByTestId('huda-form-submit').click();
    await page.waitForURL(/\/huda-ai\?c=/);
    // The page stays left to right (spec 001); its texts are the user's language.
    expect(await pageDir(page)).toEqual({ lang: 'en', dir: 'ltr' });
    await page.getByTestId('huda-stop').waitFor();
    const first = await watchAnswer(page);
    expect(first.status).toBe('done');
    expect(first.lengths.length, `lengths seen: ${first.lengths.join(', ')}`).toBeGreaterThanOrEqual(2);
    await expect(lastAnswer(page).getByTestId('huda-answer-text').textContent()).resolves.toContain('Huda here');
    // Markdown rendered: the bold name and the formula.
    await lastAnswer(page).locator('strong', { hasText: 'Huda' }).waitFor();
    await lastAnswer(page).locator('.katex').first().waitFor();
    await page.getByTestId('huda-usage').filter({ hasText: '19 free answers left today (of 20)' }).waitFor();
    const conversations = page.getByTestId('huda-conversation');
    await expect(conversations.count()).resolves.toBe(1);

    // A slower answer in a new conversation (the model server reads the first drip marker of the
    // history), stopped once it has begun.
    await page.getByTestId('huda-new-conversation').click();
    await page.getByTestId('huda-welcome').waitFor();
    await page.getByTestId('huda-question').fill(`And volcanoes? ${MARKERS.drip(400)}`);
    await page.getByTestId('huda-send').click();
    await page.waitForFunction(() => {
      const answer = document.querySelector('[data-testid="huda-message"][data-role="assistant"]');
      return answer?.getAttribute('data-status') === 'streaming' && (answer.textContent ?? '').length > 10;
    });
    await page.getByTestId('huda-stop').click();
    await lastAnswer(page).and(page.locator('[data-status="stopped"]')).waitFor();
    await lastAnswer(page).getByTestId('huda-stopped').waitFor();
    await expect(page.getByTestId('huda-send').isDisabled()).resolves.toBe(true); // empty box
    await screenshot(page, 'huda-chat-en');

    await expect(conversations.count()).resolves.toBe(2);
    const current = page.locator('[data-testid="huda-conversation"][data-selected]');
    await current.getByTestId('huda-conversation-rename').click();
    await page.getByTestId('huda-rename-input').fill('Earth science');
    await page.getByTestId('huda-rename-submit').click();
    await current.getByTestId('huda-conversation-title').filter({ hasText: 'Earth science' }).waitFor();

    await current.getByTestId('huda-conversation-delete').click();
    await page.getByTestId('huda-delete-confirm').click();
    await page.getByTestId('huda-welcome').waitFor();
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="huda-conversation"]').length === 1);
    await conversations.getByTestId('huda-conversation-title').filter({ hasText: 'What is photosynthesis?' }).waitFor();

    // In Arabic: a new question, its answer growing in Arabic.
    await page.getByTestId('header-language-toggle').click();
    await page.getByTestId('huda-welcome').filter({ hasText: 'اسأل هدى عن أي شيء' }).waitFor();
    expect(await pageDir(page)).toEqual({ lang: 'ar', dir: 'ltr' });
    await page.getByTestId('huda-question').fill(`ما هو التمثيل الضوئي؟ ${MARKERS.drip(60)}`);
    await page.getByTestId('huda-send').click();
    await page.getByTestId('huda-stop').waitFor();
    const arabic = await watchAnswer(page);
    expect(arabic.status).toBe('done');
    expect(arabic.lengths.length, `lengths seen: ${arabic.lengths.join(', ')}`).toBeGreaterThanOrEqual(2);
    await expect(lastAnswer(page).getByTestId('huda-answer-text').textContent()).resolves.toContain('هدى');
    // Three answers so far (a stopped one counts).
    await page.getByTestId('huda-usage').filter({ hasText: '17 إجابة مجانية متبقية اليوم (من 20)' }).waitFor();
    await context.close();
  });
});
