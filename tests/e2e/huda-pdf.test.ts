// Huda explains a PDF in real Chromium, in Arabic (docs/assessments.md 4): a student attaches a
// two-page PDF made here with pdfkit on /huda-ai (which stays left to right, spec 001, with
// Arabic texts), the conversation about it shows its name, a question about a word of page 2
// gets an answer citing it, shown as the chip "صفحة 2". Then in English (the header's toggle):
// the same conversation answers with the chip "Page 2", and a scanned PDF (no text) is refused
// on screen with huda/pdf-no-text's text.
import PDFDocument from 'pdfkit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, logIn, newPage, pageDir, screenshot } from '../support/browser';
import { emptyPdf } from '../support/pdf';
import { createTestUser } from '../support/users';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

function makePdf(pages: readonly string[]): Promise<Buffer> {
  const doc = new PDFDocument({ autoFirstPage: false });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));
  for (const text of pages) doc.addPage().fontSize(14).text(text);
  doc.end();
  return done;
}

describe('Huda and a PDF', () => {
  it('attaches a PDF and gets an answer citing page 2 (ar, then en); a scanned PDF is said to have no text', async () => {
    const student = await createTestUser();
    const pdf = await makePdf([
      'Chapter one: the water cycle. Evaporation lifts water from oceans into clouds.',
      'Chapter two: photosynthesis. Chloroplasts turn sunlight into chemical energy for plants.',
    ]);
    const { context, page } = await newPage(browser);
    await logIn(page, student);
    await page.goto('/huda-ai');
    await page.getByTestId('huda-welcome').filter({ hasText: 'اسأل هدى عن أي شيء' }).waitFor();
    expect(await pageDir(page)).toEqual({ lang: 'ar', dir: 'ltr' });

    await page.getByTestId('huda-attach-input').setInputFiles({ name: 'science.pdf', mimeType: 'application/pdf', buffer: pdf });
    await page.getByTestId('huda-document-name').filter({ hasText: 'science.pdf' }).waitFor({ timeout: 60_000 });
    await page.getByTestId('huda-conversation').filter({ hasText: 'science' }).waitFor();

    await page.getByTestId('huda-question').fill('ماذا تفعل chloroplasts في النبات؟');
    await page.getByTestId('huda-send').click();
    const answer = page.locator('[data-testid="huda-message"][data-role="assistant"][data-status="done"]');
    await answer.waitFor({ timeout: 60_000 });
    await expect(answer.getByTestId('huda-answer-text').textContent()).resolves.toContain('هدى');
    const chip = answer.locator('[data-testid="huda-citation"][data-page="2"]');
    await chip.waitFor();
    await expect(chip.textContent()).resolves.toBe('صفحة 2');
    await screenshot(page, 'huda-pdf-ar');

    // In English, the same conversation.
    await page.getByTestId('header-language-toggle').click();
    await page.getByTestId('huda-send').filter({ hasText: 'Send' }).waitFor();
    expect(await pageDir(page)).toEqual({ lang: 'en', dir: 'ltr' });
    await page.getByTestId('huda-question').fill('What do chloroplasts do in plants?');
    await page.getByTestId('huda-send').click();
    await expect.poll(() => answer.count(), { timeout: 60_000 }).toBe(2);
    const english = answer.last().locator('[data-testid="huda-citation"][data-page="2"]');
    await expect(english.textContent()).resolves.toBe('Page 2');

    // A scanned PDF: no conversation about it, and the screen says why.
    await page.getByTestId('huda-attach-input').setInputFiles({ name: 'scan.pdf', mimeType: 'application/pdf', buffer: emptyPdf() });
    await page.getByTestId('huda-pdf-no-text').filter({ hasText: 'This PDF has no text Huda can read: it looks scanned.' }).waitFor({ timeout: 60_000 });
    expect(await page.getByTestId('huda-conversation').count()).toBe(1);
    await context.close();
  });
});
