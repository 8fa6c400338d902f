// The class journey in real Chromium: a teacher creates a class, a student joins by code,
// the teacher posts, the student likes and comments and sees the teacher's next post appear
// live, the teacher uploads a PDF with progress, and removes the student.
import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, logIn, newPage, screenshot } from '../support/browser';
import { createTestUser } from '../support/users';
import { samplePdf } from '../support/files';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const postCard = (page: Page, text: string) => page.getByTestId('post-card').filter({ hasText: text });

describe('class journey', () => {
  it('create, join by code, post, like, comment, live post, PDF upload with progress, remove', async () => {
    const teacher = await createTestUser({ userType: 'teacher', sparks: 20 });
    const student = await createTestUser({ userType: 'student' });
    const t = await newPage(browser);
    const s = await newPage(browser);

    // The teacher creates a class.
    await logIn(t.page, teacher);
    await t.page.waitForURL('**/class');
    await t.page.getByTestId('create-class-open').click();
    await t.page.getByTestId('class-form-name').fill('Chemistry 9');
    await t.page.getByTestId('class-form-field').selectOption('science');
    await t.page.getByTestId('class-form-submit').click();
    const card = t.page.getByTestId('class-cards').locator('[data-class-name="Chemistry 9"]');
    await card.waitFor();
    const classId = (await card.getAttribute('data-testid'))!.replace('class-card-', '');
    await t.page.getByTestId(`class-card-open-${classId}`).click();
    await t.page.waitForURL('**/classroom/feed');

    // The teacher reads the join code from the share menu.
    await t.page.getByTestId('class-share-menu').click();
    await t.page.getByTestId('class-share-code').click();
    // The box shows a 000000 placeholder under a skeleton until the code arrives (then the copy buttons appear).
    await t.page.getByTestId('join-code-copy').waitFor();
    const codeBox = t.page.getByTestId('join-code-value');
    await expect.poll(async () => (await codeBox.textContent())?.replace(/\D/g, '') ?? '').toMatch(/^\d{6}$/);
    const code = (await codeBox.textContent())!.replace(/\D/g, '');
    await t.page.getByTestId('share-dialog-close').click();

    // The student joins with the code and opens the class.
    await logIn(s.page, student);
    await s.page.waitForURL('**/home');
    await s.page.goto('/classroom');
    await s.page.getByTestId('join-class-open').click();
    await s.page.getByTestId('join-code-input').fill('12a');
    await s.page.getByTestId('join-submit').click();
    await expect.poll(() => s.page.getByTestId('join-code-error').isVisible()).toBe(true);
    await s.page.getByTestId('join-code-input').fill(code);
    await s.page.getByTestId('join-submit').click();
    // Joining opens the class straight away.
    await s.page.waitForURL('**/classroom/feed');
    await expect.poll(() => s.page.getByTestId('class-header-name').textContent()).toContain('Chemistry 9');

    // The teacher posts; the student sees it live, likes it and comments.
    await t.page.getByTestId('feed-composer-input').fill('Welcome to Chemistry 9!');
    await t.page.getByTestId('feed-composer-submit').click();
    const welcome = postCard(s.page, 'Welcome to Chemistry 9!');
    await welcome.waitFor();
    await welcome.getByTestId('post-like').click();
    await expect.poll(() => welcome.getByTestId('post-like').getAttribute('data-liked')).toBe('true');
    await expect.poll(() => welcome.getByTestId('post-like-count').getAttribute('data-count')).toBe('1');
    await welcome.getByTestId('post-comments-toggle').click();
    await welcome.getByTestId('comment-input').fill('Excited to start!');
    await welcome.getByTestId('comment-submit').click();
    await welcome.getByTestId('comment-item').filter({ hasText: 'Excited to start!' }).waitFor();
    // The teacher sees the like and the comment count without reloading.
    const teacherView = postCard(t.page, 'Welcome to Chemistry 9!');
    await expect.poll(() => teacherView.getByTestId('post-like-count').getAttribute('data-count')).toBe('1');
    await expect.poll(() => teacherView.getByTestId('post-comments-toggle').getAttribute('data-count')).toBe('1');

    // The teacher's next post appears for the student without a reload.
    await t.page.getByTestId('feed-composer-input').fill('Homework: read chapter 1.');
    await t.page.getByTestId('feed-composer-submit').click();
    await postCard(s.page, 'Homework: read chapter 1.').waitFor();
    await screenshot(s.page, 'class-feed-student');

    // The teacher uploads a PDF and watches its progress.
    await t.page.getByTestId('class-tab-materials').click();
    await t.page.waitForURL('**/classroom/materials');
    const pdfPath = join(tmpdir(), `syllabus-${classId}.pdf`);
    writeFileSync(pdfPath, samplePdf());
    await t.page.getByTestId('material-upload-open').click();
    await t.page.getByTestId('material-file-input').setInputFiles(pdfPath);
    await t.page.getByTestId('material-name').fill('Syllabus');
    await t.page.getByTestId('material-upload-submit').click();
    await t.page.getByTestId('upload-progress').waitFor();
    await expect.poll(() => t.page.getByTestId('upload-progress').getAttribute('data-phase'), { timeout: 30_000 }).toBe('done');
    expect(await t.page.getByTestId('upload-progress').getAttribute('data-progress')).toBe('100');
    const row = t.page.getByTestId('material-row').filter({ hasText: 'Syllabus' });
    await expect.poll(() => row.getAttribute('data-state'), { timeout: 30_000 }).toBe('processed');
    await screenshot(t.page, 'class-materials-teacher');

    // The teacher removes the student, whose class view closes live.
    await t.page.getByTestId('class-tab-members').click();
    await t.page.getByTestId(`member-row-${student.uid}`).waitFor();
    await t.page.getByTestId(`member-remove-${student.uid}`).click();
    await t.page.getByTestId('member-remove-dialog-confirm').click();
    await expect.poll(() => t.page.getByTestId(`member-row-${student.uid}`).count()).toBe(0);
    await expect.poll(() => s.page.getByTestId('class-prompt-none').isVisible(), { timeout: 20_000 }).toBe(true);

    await t.context.close();
    await s.context.close();
  });
});
