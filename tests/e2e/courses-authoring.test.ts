// Course authoring in real Chromium, in Arabic (RTL), the default (docs/courses.md): a teacher
// adds a course, gives it a chapter and a document lesson (a small PDF through an upload session),
// submits it for review from the card's status menu; an administrator opens its content in
// /admin/courses and publishes it; the teacher's bulk moves are refused (named) or unpublish it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { adminDb } from '../support/admin';
import { launchBrowser, logIn, newPage, screenshot } from '../support/browser';
import { pdfWithLines } from '../support/pdf';
import { createTestUser } from '../support/users';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('course authoring journey', () => {
  it('create, add a chapter and a PDF lesson, submit; the administrator publishes', async () => {
    const teacher = await createTestUser({ userType: 'teacher' });
    const admin = await createTestUser({ userType: 'administrator' });
    const title = `مقدمة في الجبر ${Date.now()}`;

    const t = await newPage(browser);
    await logIn(t.page, teacher);
    await t.page.goto('/courses/instructor');
    expect(await t.page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    await t.page.getByTestId('instructor-empty').waitFor();

    // Add New Course: the client asks for the required fields first.
    await t.page.getByTestId('instructor-add').first().click();
    await t.page.getByTestId('course-form-submit').click();
    await t.page.getByTestId('course-form-title-error').waitFor();
    await t.page.getByTestId('course-form-title').fill(title);
    await t.page.getByTestId('course-form-description').fill('المعادلات الخطية خطوة بخطوة.');
    await t.page.getByTestId('course-form-category').selectOption('mathematics');
    await t.page.getByTestId('course-form-level').selectOption('beginner');
    await t.page.getByTestId('course-form-price').fill('40');
    await t.page.getByTestId('course-form-objectives').fill('حل المعادلات\nرسم المستقيمات');
    await screenshot(t.page, 'courses-authoring-form');
    await t.page.getByTestId('course-form-submit').click();
    const card = t.page.locator('[data-testid="instructor-course"]', { hasText: title });
    await card.waitFor();
    const courseId = (await card.getAttribute('data-course-id'))!;
    expect(await card.getAttribute('data-status')).toBe('Draft');
    const stored = await adminDb.doc(`courses/${courseId}`).get();
    expect(stored.get('owner_uid')).toBe(teacher.uid);
    expect(stored.get('price')).toBe(40);
    expect(stored.get('learning_objectives')).toEqual(['حل المعادلات', 'رسم المستقيمات']);

    // The search filters for real.
    await t.page.getByTestId('instructor-search').fill('لا يطابق شيئا');
    await t.page.getByTestId('instructor-no-match').waitFor();
    await t.page.getByTestId('instructor-search').fill('الجبر');
    await card.waitFor();

    // Manage Content: a chapter, then a published document lesson with a PDF.
    await card.getByTestId('course-content').click();
    const content = t.page.getByTestId('manage-content');
    await content.getByTestId('content-chapter-add').click();
    await content.getByTestId('content-chapter-title-error').waitFor();
    await content.getByTestId('content-chapter-title').fill('الفصل الأول: المعادلات');
    await content.getByTestId('content-chapter-add').click();
    await content.getByTestId('content-chapter').waitFor();
    await content.getByTestId('content-lesson-add').click();
    const lessonForm = t.page.getByTestId('lesson-form');
    await lessonForm.getByTestId('lesson-form-title').fill('ملخص الدرس');
    await lessonForm.getByTestId('lesson-form-type').selectOption('document');
    await lessonForm.getByTestId('lesson-form-status').selectOption('Published');
    await lessonForm.getByTestId('lesson-form-duration').fill('10');
    await lessonForm.getByTestId('lesson-form-file').setInputFiles({ name: 'algebra.pdf', mimeType: 'application/pdf', buffer: pdfWithLines(['Linear equations']) });
    await lessonForm.getByTestId('lesson-form-submit').click();
    await content.getByTestId('content-lesson').waitFor({ timeout: 60_000 });
    const lessons = await adminDb.collection(`courses/${courseId}/lessons`).get();
    expect(lessons.docs).toHaveLength(1);
    expect(lessons.docs[0]!.get('type')).toBe('document');
    expect(lessons.docs[0]!.get('file')?.url).toEqual(expect.any(String));
    await screenshot(t.page, 'courses-authoring-content');
    await content.getByTestId('content-close').click();
    await expect.poll(async () => card.getByTestId('course-title').isVisible()).toBe(true);

    // Submit for review from the status menu, with the spec's confirmation.
    await card.getByTestId('course-status-menu').click();
    await t.page.getByTestId('course-status-option-inReview').click();
    const confirm = t.page.getByTestId('course-submit-dialog');
    await confirm.waitFor();
    await confirm.getByTestId('course-submit-dialog-confirm').click();
    await expect.poll(async () => card.getAttribute('data-status')).toBe('In Review');
    expect((await adminDb.doc(`courses/${courseId}`).get()).get('status')).toBe('In Review');

    // The administrator reviews the content and publishes it.
    const a = await newPage(browser);
    await logIn(a.page, admin);
    await a.page.goto('/admin/courses');
    const row = a.page.locator(`[data-testid="admin-course-row"][data-course-id="${courseId}"]`);
    await row.getByTestId('admin-course-toggle-content').click();
    await row.getByTestId('admin-course-lesson').waitFor();
    await expect.poll(async () => row.getByTestId('admin-course-lesson-file').getAttribute('href')).toContain('http');
    await screenshot(a.page, 'courses-authoring-admin');
    await row.getByTestId('admin-course-publish').click();
    await expect.poll(async () => (await adminDb.doc(`courses/${courseId}`).get()).get('status'), { timeout: 20_000 }).toBe('Published');
    await row.waitFor({ state: 'detached' });

    // The teacher's card shows it Published with its students and rating.
    await t.page.reload();
    await card.getByTestId('course-students').waitFor();
    expect(await card.getAttribute('data-status')).toBe('Published');
    await screenshot(t.page, 'courses-authoring-published');

    // Bulk moves: a Published course cannot go to review (the blocked course is named, nothing
    // changes); moving it to Draft unpublishes it. Each asks first, naming the count.
    await card.getByTestId('course-select').click();
    await t.page.getByTestId('instructor-bulk-review').click();
    await t.page.getByTestId('course-bulk-dialog').getByText('نقل دورة واحدة إلى قيد المراجعة؟').waitFor();
    await t.page.getByTestId('course-bulk-dialog-confirm').click();
    await t.page.locator(`[data-testid="instructor-blocked-course"][data-course-id="${courseId}"]`, { hasText: title }).waitFor();
    expect((await adminDb.doc(`courses/${courseId}`).get()).get('status')).toBe('Published');
    await t.page.getByTestId('instructor-bulk-draft').click();
    await t.page.getByTestId('course-bulk-dialog-confirm').click();
    await expect.poll(async () => card.getAttribute('data-status')).toBe('Draft');
    expect((await adminDb.doc(`courses/${courseId}`).get()).get('status')).toBe('Draft');
    await t.context.close();
    await a.context.close();
  });
});
