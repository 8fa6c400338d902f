// Images and PDFs on class posts in real Chromium (issue 10, item 21), in Arabic (RTL): the
// teacher posts a caption with an image and a PDF, a student sees the image (and enlarges it)
// and opens the PDF chip; a file whose bytes are not what it claims is refused with the reason,
// and a type that is not allowed is refused before any upload.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, logIn, newPage, screenshot } from '../support/browser';
import { addMemberDirect, createClassDirect } from '../support/classes';
import { SAMPLE_EXE, samplePdf } from '../support/files';
import { createTestUser } from '../support/users';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function openClass(page: Page, list: string, classId: string) {
  await page.goto(list);
  await page.getByTestId(`class-card-open-${classId}`).click();
  await page.waitForURL('**/classroom/feed');
}

/** A 64x48 PNG in two colours, so the screenshot shows it. */
function colourPng(): Buffer {
  const png = new PNG({ width: 64, height: 48 });
  for (let i = 0; i < png.data.length; i += 4) {
    const left = (i / 4) % 64 < 32;
    png.data.set(left ? [99, 102, 241, 255] : [249, 115, 22, 255], i);
  }
  return PNG.sync.write(png);
}

const postCard = (page: Page, text: string) => page.getByTestId('post-card').filter({ hasText: text });

describe('post attachments journey', () => {
  it('a teacher posts an image and a PDF; a student enlarges the image and opens the PDF; refused files say why', async () => {
    const teacher = await createTestUser({ userType: 'teacher' });
    const student = await createTestUser({ userType: 'student' });
    const klass = await createClassDirect(teacher, 'Geography 8');
    await addMemberDirect(klass.classId, student);
    const dir = mkdtempSync(join(tmpdir(), 'feed-files-'));
    const files = {
      image: join(dir, 'خريطة الأردن.png'),
      pdf: join(dir, 'worksheet.pdf'),
      fake: join(dir, 'homework.pdf'),
      svg: join(dir, 'drawing.svg'),
    };
    writeFileSync(files.image, colourPng());
    writeFileSync(files.pdf, samplePdf());
    writeFileSync(files.fake, SAMPLE_EXE);
    writeFileSync(files.svg, '<svg xmlns="http://www.w3.org/2000/svg"/>');

    const t = await newPage(browser);
    const s = await newPage(browser);
    await logIn(t.page, teacher);
    await openClass(t.page, '/class', klass.classId);
    await logIn(s.page, student);
    await openClass(s.page, '/classroom', klass.classId);

    // A type that is not allowed is refused before anything is sent.
    const input = t.page.getByTestId('feed-composer-attachment-input');
    await input.setInputFiles(files.svg);
    await expect.poll(() => t.page.getByTestId('feed-composer-file-error').textContent()).toContain('صيغة ملف غير مدعومة');
    expect(await t.page.getByTestId('feed-composer-attachment').count()).toBe(0);

    // The teacher attaches an image and a PDF and posts them with a caption.
    await input.setInputFiles([files.image, files.pdf]);
    await expect.poll(() => t.page.getByTestId('feed-composer-attachment').count()).toBe(2);
    await expect.poll(() => t.page.getByTestId('feed-composer-file-error').count()).toBe(0);
    await t.page.getByTestId('feed-composer-input').fill('خريطة اليوم وورقة العمل');
    await t.page.getByTestId('feed-composer-submit').click();
    const teacherPost = postCard(t.page, 'خريطة اليوم وورقة العمل');
    await teacherPost.getByTestId('post-image').waitFor();
    await teacherPost.getByTestId('post-file-open').waitFor();
    expect(await t.page.getByTestId('feed-composer-attachment').count()).toBe(0);

    // The student sees the post live: the image with its name as alt text, and the PDF chip.
    const studentPost = postCard(s.page, 'خريطة اليوم وورقة العمل');
    const image = studentPost.getByTestId('post-image').locator('img');
    await image.waitFor();
    expect(await image.getAttribute('alt')).toBe('خريطة الأردن');
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(64);
    expect(await studentPost.getByTestId('post-file-name').textContent()).toBe('worksheet.pdf');
    expect(await s.page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    await screenshot(s.page, 'feed-attachments-student-rtl');

    // Tapping the image opens it larger; closing returns to the feed.
    await studentPost.getByTestId('post-image').click();
    const viewer = s.page.getByTestId('post-image-viewer');
    await viewer.waitFor();
    expect(await viewer.locator('img').getAttribute('alt')).toBe('خريطة الأردن');
    await s.page.keyboard.press('Escape');
    await viewer.waitFor({ state: 'hidden' });

    // Opening the PDF chip opens the file (a token URL) in a new tab; it is the PDF.
    const open = studentPost.getByTestId('post-file-open');
    const href = (await open.getAttribute('href'))!;
    expect(href).toMatch(/\/o\/.+\?alt=media&token=/);
    // Headless Chromium has no PDF viewer (the tab downloads it): the new tab's request is the proof.
    const [tab, request] = await Promise.all([
      s.context.waitForEvent('page'),
      s.context.waitForEvent('request', (sent) => sent.url() === href),
      open.click(),
    ]);
    expect(request.method()).toBe('GET');
    await tab.close();
    const response = await fetch(href);
    expect(response.status).toBe(200);
    expect(Buffer.from(await response.arrayBuffer()).subarray(0, 5).toString('latin1')).toBe('%PDF-');

    // A program renamed .pdf passes the browser's check, and the server refuses it with the reason.
    await input.setInputFiles([files.fake, files.pdf]);
    await expect.poll(() => t.page.getByTestId('feed-composer-attachment').count()).toBe(2);
    await t.page.getByTestId('feed-composer-input').fill('الواجب');
    await t.page.getByTestId('feed-composer-submit').click();
    const refusal = t.page.getByTestId('feed-composer-file-error');
    await expect.poll(() => refusal.textContent(), { timeout: 20_000 }).toContain('رُفض الملف لأن محتواه ليس من النوع الذي يدّعيه');
    expect(await refusal.textContent()).toContain('homework.pdf');
    // The refused post is gone; the other file and the caption are given back.
    await expect.poll(() => postCard(t.page, 'الواجب').count()).toBe(0);
    await expect.poll(() => t.page.getByTestId('feed-composer-attachment').count()).toBe(1);
    expect(await t.page.getByTestId('feed-composer-attachment').textContent()).toContain('worksheet.pdf');
    expect(await t.page.getByTestId('feed-composer-input').inputValue()).toBe('الواجب');
    await screenshot(t.page, 'feed-attachments-refused-rtl');

    await t.context.close();
    await s.context.close();
  });
});
