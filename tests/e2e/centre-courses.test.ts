// Enterprise course management in real Chromium (spec 001 "Enterprise course management";
// docs/centres.md "Enterprise courses"). The centre, in English: the create modal (at most 4xl
// wide, 90% high) refuses a course without a teacher with the spec's message under the field,
// then creates it assigned to its teacher with a real thumbnail upload; it goes first in the
// table as Assigned. The teacher, in Arabic (right to left): sees it Assigned by the centre in
// /courses/instructor without Delete, opens Manage Content and adds a chapter; a lesson and the
// submission go through the API. The centre, switched to Arabic, publishes it from the mirrored
// table, the view modal shows its curriculum locked, the marketplace lists it with the centre
// as organisation, and the bulk action moves it back to Draft.
import { randomUUID } from 'node:crypto';
import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { adminDb } from '../support/admin';
import { call } from '../support/api';
import { logIn, newPage, pageDir, screenshot, useBrowser } from '../support/browser';
import { SAMPLE_PNG } from '../support/files';
import { createTestUser } from '../support/users';

const browser = useBrowser();

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
    expect(await form.getByTestId('centre-course-form-language').inputValue()).toBe('en');
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

    // The centre, now in Arabic (right to left), publishes it from the table; the view modal
    // shows the curriculum, now locked.
    await c.page.getByTestId('header-language-toggle').click();
    await expect.poll(() => pageDir(c.page)).toEqual({ lang: 'ar', dir: 'rtl' });
    await c.page.reload();
    const row = c.page.locator(`[data-testid="centre-course-row"][data-course-id="${courseId}"]`);
    await expect.poll(() => row.getAttribute('data-status')).toBe('In Review');
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
    const details = c.page.getByTestId('centre-course-details');
    await details.getByTestId('centre-content-locked').waitFor();
    expect(await details.getByTestId('centre-details-counts').getAttribute('data-chapters')).toBe('1');
    expect(await details.getByTestId('centre-details-counts').getAttribute('data-lessons')).toBe('1');
    expect(await details.getByTestId('centre-chapter-add').count()).toBe(0);
    await screenshot(c.page, 'centre-courses-published-ar');
    await details.getByTestId('centre-details-close').click();

    // The marketplace lists it (once the listing trigger has run) with the centre as organisation.
    await expect.poll(async () => (await adminDb.doc(`courseListings/${courseId}`).get()).exists, { timeout: 30_000 }).toBe(true);
    await t.page.goto(`/courses/marketplace?search=${marker}`);
    const listed = t.page.locator('[data-testid="course-market-card"]', { hasText: title });
    await listed.waitFor();
    expect(await listed.getByTestId('course-market-organization').textContent()).toBe(organization);

    // The bulk action: the ticked course back to Draft after a confirmation naming the count.
    await row.getByTestId('centre-course-select').click();
    expect(await c.page.getByTestId('centre-courses-selected-count').getAttribute('data-count')).toBe('1');
    await c.page.getByTestId('centre-courses-bulk-draft').click();
    await c.page.getByTestId('centre-bulk-dialog').getByText('نقل دورة واحدة إلى مسودة؟').waitFor();
    await c.page.getByTestId('centre-bulk-dialog-confirm').click();
    await expect.poll(() => row.getAttribute('data-status')).toBe('Draft');
    expect((await adminDb.doc(`courses/${courseId}`).get()).get('status')).toBe('Draft');
    await t.context.close();
    await c.context.close();
  });
});
