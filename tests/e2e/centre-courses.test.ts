// Enterprise course management in real Chromium (spec 001 "Enterprise course management";
// docs/centres.md "Enterprise courses"). The centre, in English: the create modal (at most 4xl
// wide, 90% high) proposes the centre's default language (Arabic, from its settings), refuses a
// course without a teacher with the spec's message under the field, then creates it assigned to
// its teacher with a real thumbnail upload; it goes first in the table as Assigned. In the view
// modal the centre adds, renames, edits and deletes content and the counts follow in the modal
// and the table; the status menu (GET /{id}/status) offers only Move to Draft. The teacher, in
// Arabic (right to left): sees it Assigned by the centre in /courses/instructor without Delete,
// opens Manage Content and adds a chapter; a lesson and the submission go through the API. The
// centre, switched to Arabic, searches (title or description) and filters (category, status) the
// mirrored table, publishes the course, sees its curriculum locked; a second course goes to Draft
// by the bulk action, back to Assigned by the status menu, and is deleted after the spec's
// confirmation. The marketplace lists the published course with the centre as organisation, to
// the teacher and to the centre.
import { randomUUID } from 'node:crypto';
import { Timestamp } from 'firebase-admin/firestore';
import type { Locator } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { adminDb } from '../support/admin';
import { call } from '../support/api';
import { logIn, newPage, pageDir, screenshot, useBrowser } from '../support/browser';
import { SAMPLE_PNG } from '../support/files';
import { createTestUser } from '../support/users';

const browser = useBrowser();
/** The emulators on a busy machine: a change and the course read again can take seconds. */
const WAIT = { timeout: 15_000 };
const countsOf = async (counts: Locator) => `${await counts.getAttribute('data-chapters')}/${await counts.getAttribute('data-lessons')}`;

describe('centre courses', () => {
  it('creates a course for its teacher, the teacher fills and submits it, the centre publishes it to the marketplace', async () => {
    const marker = `zc${randomUUID().replace(/-/g, '').slice(0, 8)}`;
    const [centre, teacher] = await Promise.all([createTestUser({ userType: 'centers' }), createTestUser({ userType: 'teacher' })]);
    await Promise.all([
      adminDb.doc(`users/${centre.uid}`).update({ first_name: 'Noor', surname: `Academy ${marker}` }),
      adminDb.doc(`users/${teacher.uid}`).update({ first_name: 'Huda', surname: `Saleh ${marker}` }),
      // One of the centre's teachers, as /enterprise-teachers writes it.
      adminDb.doc(`centreTeachers/${centre.uid}_${teacher.uid}`).set({
        enterprise_id: centre.uid, teacher_id: teacher.uid, name: `Huda Saleh ${marker}`, email: teacher.email, added_at: Timestamp.now(), added_by: centre.uid, via: 'id',
      }),
    ]);
    const pref = await call('PATCH', '/user/pref', { token: centre.token, body: { language: 'en' } });
    expect(pref.status, pref.text).toBe(200);
    const title = `${marker} Data Literacy`;

    // The centre, in English: nothing yet.
    const c = await newPage(browser());
    await logIn(c.page, centre);
    await c.page.goto('/training-centre/courses');
    await c.page.getByTestId('centre-courses-empty').waitFor();
    await expect.poll(() => pageDir(c.page)).toEqual({ lang: 'en', dir: 'ltr' });

    // The create modal: 4xl (56rem) wide at most, 90% of the viewport high at most.
    await c.page.getByTestId('centre-courses-add').first().click();
    const form = c.page.getByTestId('centre-course-form');
    await form.waitFor();
    const box = (await form.boundingBox())!;
    expect(box.width).toBeLessThanOrEqual(896);
    expect(box.height).toBeLessThanOrEqual(900 * 0.9 + 1);
    await form.getByTestId('centre-course-form-title').fill(title);
    await form.getByTestId('centre-course-form-description').fill('Reading charts and tables with care.');
    await form.getByTestId('centre-course-form-category').selectOption('business');
    await form.getByTestId('centre-course-form-level').selectOption('beginner');
    // The centre's default language (its settings: Arabic unless changed) is proposed; English chosen.
    expect(await form.getByTestId('centre-course-form-language').inputValue()).toBe('ar');
    await form.getByTestId('centre-course-form-language').selectOption('en');
    await form.getByTestId('centre-course-form-price').fill('25');
    await form.getByTestId('centre-course-form-duration').fill('6');
    // No teacher chosen: the spec's message under the field; choosing one clears it.
    await form.getByTestId('centre-course-form-submit').click();
    expect(await form.getByTestId('centre-course-form-teacher_id-error').textContent()).toBe('Please select a teacher');
    await form.getByTestId('centre-course-form-teacher_id').selectOption(teacher.uid);
    await form.getByTestId('centre-course-form-teacher_id-error').waitFor({ state: 'detached' });
    await form.getByTestId('centre-course-form-thumbnail').setInputFiles({ name: 'cover.png', mimeType: 'image/png', buffer: SAMPLE_PNG });
    expect(await form.getByTestId('centre-course-form-thumbnail-name').textContent()).toBe('cover.png');
    await screenshot(c.page, 'centre-courses-form-en');
    await form.getByTestId('centre-course-form-submit').click();
    await form.waitFor({ state: 'detached', timeout: 30_000 });

    // First in the table, Assigned, with its uploaded thumbnail.
    const first = c.page.getByTestId('centre-course-row').first();
    expect(await first.getByTestId('centre-course-title').textContent()).toBe(title);
    expect(await first.getAttribute('data-status')).toBe('Assigned');
    expect(await first.getByTestId('centre-course-price').textContent()).toBe('25 sparks');
    const courseId = (await first.getAttribute('data-course-id'))!;
    const stored = (await adminDb.doc(`courses/${courseId}`).get()).data()!;
    expect(stored).toMatchObject({ enterprise: centre.uid, teacher_uid: teacher.uid, status: 'Assigned', price: 25, duration: 6, language: 'en' });
    expect(stored.thumbnail?.url).toEqual(expect.stringContaining('http'));
    expect(await first.getByTestId('centre-course-thumbnail').getAttribute('src')).toBe(stored.thumbnail.url);
    const organization = stored.organization as string;
    expect(organization).toContain(marker);

    // The view modal of the Assigned course: the centre adds, edits, renames and deletes its
    // content; the counts follow in the modal and in the table.
    await first.getByTestId('centre-course-view').click();
    const details = c.page.getByTestId('centre-course-details');
    const modalCounts = details.getByTestId('centre-details-counts');
    const rowCounts = first.getByTestId('centre-course-counts');
    await modalCounts.waitFor();
    expect(await countsOf(modalCounts)).toBe('0/0');
    // The status menu asks GET /enterprise-courses/{id}/status: Assigned may only go back to Draft.
    await details.getByTestId('centre-status-menu').click();
    await c.page.getByTestId('centre-status-option-draft').waitFor();
    expect(await c.page.locator('[data-testid^="centre-status-option-"]').count()).toBe(1);
    await c.page.keyboard.press('Escape');
    await c.page.getByTestId('centre-status-option-draft').waitFor({ state: 'hidden' });
    await details.getByTestId('centre-chapter-title').fill('Week 1');
    await details.getByTestId('centre-chapter-add').click();
    await expect.poll(() => countsOf(modalCounts), WAIT).toBe('1/0');
    await details.getByTestId('centre-lesson-new').click();
    await details.getByTestId('centre-lesson-title').fill('Intro');
    await details.getByTestId('centre-lesson-duration').fill('5');
    await details.getByTestId('centre-lesson-save').click();
    await expect.poll(() => countsOf(modalCounts), WAIT).toBe('1/1');
    await expect.poll(() => countsOf(rowCounts), WAIT).toBe('1/1');
    // Editing the lesson (PUT /enterprise-courses/lessons/{id}) starts from its values.
    await details.getByTestId('centre-lesson-edit').click();
    expect(await details.getByTestId('centre-lesson-title').inputValue()).toBe('Intro');
    await details.getByTestId('centre-lesson-title').fill('Reading a chart');
    await details.getByTestId('centre-lesson-type').selectOption('document');
    await details.getByTestId('centre-lesson-duration').fill('8');
    await details.getByTestId('centre-lesson-save').click();
    const lessonRow = details.getByTestId('centre-lesson');
    await expect.poll(() => lessonRow.getAttribute('data-type'), WAIT).toBe('document');
    expect(await lessonRow.textContent()).toContain('Reading a chart');
    expect(await lessonRow.textContent()).toContain('8 minutes');
    await details.getByTestId('centre-chapter-rename').click();
    await details.getByTestId('centre-chapter-rename-input').fill('Week one');
    await details.getByTestId('centre-chapter-rename-save').click();
    await expect.poll(() => details.getByTestId('centre-chapter').textContent(), WAIT).toContain('Week one');
    expect(await countsOf(modalCounts)).toBe('1/1');
    // Deleting (after a confirmation) brings the counts down again.
    await details.getByTestId('centre-lesson-delete').click();
    await c.page.getByTestId('centre-content-delete-dialog-confirm').click();
    await expect.poll(() => countsOf(modalCounts), WAIT).toBe('1/0');
    await details.getByTestId('centre-chapter-delete').click();
    await c.page.getByTestId('centre-content-delete-dialog-confirm').click();
    await expect.poll(() => countsOf(modalCounts), WAIT).toBe('0/0');
    await expect.poll(() => countsOf(rowCounts), WAIT).toBe('0/0');
    await details.getByTestId('centre-details-close').click();
    await details.waitFor({ state: 'detached' });

    // The teacher, in Arabic, right to left: the course is Assigned by the centre, with no Delete.
    const t = await newPage(browser());
    await logIn(t.page, teacher);
    await t.page.goto('/courses/instructor');
    const card = t.page.locator(`[data-testid="instructor-course"][data-course-id="${courseId}"]`);
    await card.waitFor();
    await expect.poll(() => pageDir(t.page)).toEqual({ lang: 'ar', dir: 'rtl' });
    expect(await card.getAttribute('data-status')).toBe('Assigned');
    expect(await card.getByTestId('course-assigned-by').textContent()).toBe(`مُسندة من ${organization}`);
    expect(await card.getByTestId('course-delete').count()).toBe(0);
    // Manage Content opens for the assignee: a chapter from the screen, a lesson and the submission by API.
    await card.getByTestId('course-content').click();
    const content = t.page.getByTestId('manage-content');
    await content.getByTestId('content-chapter-title').fill('الفصل الأول');
    await content.getByTestId('content-chapter-add').click();
    const chapterId = (await content.getByTestId('content-chapter').first().getAttribute('data-chapter-id'))!;
    await screenshot(t.page, 'centre-courses-teacher-ar');
    await content.getByTestId('content-close').click();
    const lesson = await call('POST', `/instructor/chapters/${chapterId}/lessons`, {
      token: teacher.token, body: { title: 'قراءة الجداول', type: 'document', duration: 12, status: 'Published' },
    });
    expect(lesson.status, lesson.text).toBe(201);
    const submitted = await call('PATCH', `/instructor/courses/${courseId}/status`, { token: teacher.token, body: { status: 'In Review' } });
    expect(submitted.status, submitted.text).toBe(200);
    // A second course of the centre, for the search, the filters and the delete.
    const extra = await call<{ data: { id: string } }>('POST', '/enterprise-courses', {
      token: centre.token,
      body: { title: `${marker} Photo Walks`, description: 'Walking with a lens at dusk.', category: 'photography', level: 'beginner', teacher_id: teacher.uid },
    });
    expect(extra.status, extra.text).toBe(201);
    const extraId = extra.body.data.id;

    // The centre, now in Arabic (right to left), publishes it from the table; the view modal
    // shows the curriculum, now locked.
    await c.page.getByTestId('header-language-toggle').click();
    await expect.poll(() => pageDir(c.page)).toEqual({ lang: 'ar', dir: 'rtl' });
    await c.page.reload();
    const row = c.page.locator(`[data-testid="centre-course-row"][data-course-id="${courseId}"]`);
    const extraRow = c.page.locator(`[data-testid="centre-course-row"][data-course-id="${extraId}"]`);
    await expect.poll(() => row.getAttribute('data-status')).toBe('In Review');
    await extraRow.waitFor();
    // Search by title or description (any case), the category and status filters, and Clear filters.
    const shown = () => c.page.getByTestId('centre-course-row').evaluateAll((rows) => rows.map((item) => item.getAttribute('data-course-id')));
    const search = c.page.getByTestId('centre-courses-search');
    await search.fill('LENS');
    await expect.poll(shown, WAIT).toEqual([extraId]);
    await search.fill('data literacy');
    await expect.poll(shown, WAIT).toEqual([courseId]);
    await search.fill('');
    await c.page.getByTestId('centre-courses-category').selectOption('photography');
    await expect.poll(shown, WAIT).toEqual([extraId]);
    await c.page.getByTestId('centre-courses-status').selectOption('In Review');
    await c.page.getByTestId('centre-courses-no-match').waitFor();
    await c.page.getByTestId('centre-courses-clear').click();
    expect(await c.page.getByTestId('centre-courses-category').inputValue()).toBe('');
    await c.page.getByTestId('centre-courses-status').selectOption('In Review');
    await expect.poll(shown, WAIT).toEqual([courseId]);
    await c.page.getByTestId('centre-courses-status').selectOption('');
    await expect.poll(async () => (await shown()).length, WAIT).toBe(2);
    expect(await row.getByTestId('centre-course-status').textContent()).toBe('قيد المراجعة');
    expect(await row.getByTestId('centre-course-delete').count()).toBe(0);
    // The table mirrors: the tick box column sits on the right.
    const tick = (await row.getByTestId('centre-course-select').boundingBox())!;
    const actions = (await row.getByTestId('centre-course-publish').boundingBox())!;
    expect(tick.x).toBeGreaterThan(actions.x);
    await row.getByTestId('centre-course-publish').click();
    await expect.poll(() => row.getAttribute('data-status')).toBe('Published');
    expect(await c.page.getByTestId('toast-success').last().textContent()).toContain('نُقلت الدورة إلى منشورة');
    await row.getByTestId('centre-course-view').click();
    await details.getByTestId('centre-content-locked').waitFor();
    expect(await details.getByTestId('centre-details-counts').getAttribute('data-chapters')).toBe('1');
    expect(await details.getByTestId('centre-details-counts').getAttribute('data-lessons')).toBe('1');
    expect(await details.getByTestId('centre-chapter-add').count()).toBe(0);
    await screenshot(c.page, 'centre-courses-published-ar');
    await details.getByTestId('centre-details-close').click();

    // The bulk action: the ticked second course to Draft after a confirmation naming the count.
    await extraRow.getByTestId('centre-course-select').click();
    expect(await c.page.getByTestId('centre-courses-selected-count').getAttribute('data-count')).toBe('1');
    await c.page.getByTestId('centre-courses-bulk-draft').click();
    await c.page.getByTestId('centre-bulk-dialog').getByText('نقل دورة واحدة إلى مسودة؟').waitFor();
    await c.page.getByTestId('centre-bulk-dialog-confirm').click();
    await expect.poll(() => extraRow.getAttribute('data-status'), WAIT).toBe('Draft');
    expect((await adminDb.doc(`courses/${extraId}`).get()).get('status')).toBe('Draft');
    // The view modal's status menu offers Assign for the Draft (its teacher stays): back to Assigned.
    await extraRow.getByTestId('centre-course-view').click();
    await details.getByTestId('centre-status-menu').click();
    await c.page.getByTestId('centre-status-option-assigned').click();
    await expect.poll(() => details.getByTestId('centre-details-status').getAttribute('data-status'), WAIT).toBe('Assigned');
    await expect.poll(() => extraRow.getAttribute('data-status'), WAIT).toBe('Assigned');
    await details.getByTestId('centre-details-close').click();
    await details.waitFor({ state: 'detached' });
    // Delete, after the spec's confirmation: the row and the course are gone.
    await extraRow.getByTestId('centre-course-delete').click();
    await c.page.getByTestId('centre-delete-dialog').getByText('هل أنت متأكد من حذف هذه الدورة؟').waitFor();
    await c.page.getByTestId('centre-delete-dialog-confirm').click();
    await extraRow.waitFor({ state: 'detached' });
    expect((await adminDb.doc(`courses/${extraId}`).get()).exists).toBe(false);

    // The marketplace lists the published course (once the listing trigger has run) with the
    // centre as organisation: to the teacher, and to the centre itself.
    await expect.poll(async () => (await adminDb.doc(`courseListings/${courseId}`).get()).exists, { timeout: 30_000 }).toBe(true);
    for (const { page } of [t, c]) {
      await page.goto(`/courses/marketplace?search=${marker}`);
      const listed = page.locator('[data-testid="course-market-card"]', { hasText: title });
      await listed.waitFor({ timeout: 30_000 });
      expect(await listed.getByTestId('course-market-organization').textContent()).toBe(organization);
    }
    expect(await pageDir(c.page)).toEqual({ lang: 'ar', dir: 'rtl' });
    await t.context.close();
    await c.context.close();
  });
});
