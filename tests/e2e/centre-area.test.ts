// The training centre's own area in real Chromium (docs/centres.md "The area"). A centre with
// a teacher, the teacher's class with a student, and a paid Published course of the centre the
// student bought and finished, and a graded challenge answer in the class. In Arabic, right
// to left: the overview's figures and charts, the classes (search), the analytics (score
// bands too) with the CSV download, and the settings saved with a logo (the header follows).
// Then in English: the overview and the analytics again, and the wallet tab's packages; an
// administrator reads the centre's wallet there.
import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { adminDb } from '../support/admin';
import { call } from '../support/api';
import { logIn, newPage, pageDir, screenshot, useBrowser } from '../support/browser';
import { addMemberDirect, createClassDirect } from '../support/classes';
import { createCourseDirect, orderId } from '../support/course-enrollment';
import { SAMPLE_PNG } from '../support/files';
import { createTestUser } from '../support/users';

const browser = useBrowser();
const PACKAGE_ID = 'e2e-centre-300';
const value = (page: Page, testId: string) => page.getByTestId(testId).getAttribute('data-value');

describe('the training centre area', () => {
  it('reads the overview, classes and analytics (CSV), saves the settings in Arabic; the overview in English', async () => {
    const marker = `zq${randomUUID().replace(/-/g, '').slice(0, 8)}`;
    await adminDb.doc(`packages/${PACKAGE_ID}`).set({
      package_type: 'sparks', name: { ar: 'باقة المركز', en: 'Centre pack' }, sparks: 300, price: '92.00',
      currency: 'SAR', popular: false, order: 9, active: true,
    });
    const [centre, teacher, student] = await Promise.all([
      createTestUser({ userType: 'centers' }),
      createTestUser({ userType: 'teacher' }),
      createTestUser({ sparks: 100 }),
    ]);
    await Promise.all([
      adminDb.doc(`users/${centre.uid}`).update({ first_name: 'Noor', surname: `Academy ${marker}` }),
      adminDb.doc(`users/${teacher.uid}`).update({ first_name: 'Khaled', surname: `Teacher ${marker}` }),
    ]);
    const added = await call('POST', '/enterprise-teachers', { token: centre.token, body: { enterprise_id: centre.uid, teacher_id: teacher.uid } });
    expect(added.status, added.text).toBeLessThan(300);
    const [klass, course] = await Promise.all([
      createClassDirect(teacher, `Algebra ${marker}`),
      createCourseDirect(centre.uid, {
        title: `${marker} Centre Course`, price: 20, enterprise: centre.uid, teacher_uid: teacher.uid,
        teacher_name: `Khaled Teacher ${marker}`, organization: `Noor Academy ${marker}`,
      }),
    ]);
    // The class's counter, as the join flow keeps it.
    await addMemberDirect(klass.classId, student);
    await adminDb.doc(`classes/${klass.classId}`).update({ member_count: 1 });
    // A graded challenge answer in the class (85%: the 70-89 band).
    await adminDb.doc(`classes/${klass.classId}/challenges/ch-${marker}/submissions/${student.uid}`).set({
      class_id: klass.classId, challenge_id: `ch-${marker}`, uid: student.uid, status: 'graded', percent: 85, submitted_at: new Date(),
    });
    const enrol = await call('POST', `/courses/${course.id}/enroll`, { token: student.token, body: { order_id: orderId() } });
    expect(enrol.status, enrol.text).toBeLessThan(300);
    // Finished (as the lesson viewer's heartbeats would leave it).
    await adminDb.doc(`enrollments/${course.id}_${student.uid}`).update({ progress: 100, completed_lessons: course.lessonIds });

    const { page, context } = await newPage(browser());

    // Arabic (the default), right to left: /training-centre opens the overview.
    await logIn(page, centre);
    await page.goto('/training-centre');
    await page.waitForURL('**/training-centre/overview');
    await expect.poll(() => pageDir(page)).toEqual({ lang: 'ar', dir: 'rtl' });
    await page.getByTestId('centre-stat-teachers').waitFor();
    expect(await value(page, 'centre-stat-teachers')).toBe('1');
    expect(await value(page, 'centre-stat-students')).toBe('1');
    expect(await value(page, 'centre-stat-enrollments')).toBe('1');
    expect(await value(page, 'centre-stat-completions')).toBe('1');
    expect(await value(page, 'centre-stat-sparks')).toBe('20');
    expect(await value(page, 'centre-status-published')).toBe('1');
    expect(await page.getByTestId('centre-name').textContent()).toContain(`Noor Academy ${marker}`);
    // The weekly chart draws, and its hidden table carries this week's enrolment.
    const activity = page.getByTestId('centre-activity-chart');
    await activity.locator('svg.recharts-surface').first().waitFor();
    expect(await activity.getAttribute('aria-labelledby')).toBeTruthy();
    expect(await activity.locator('caption').textContent()).toBe('التسجيلات والإكمالات أسبوعياً');
    await page.getByTestId('centre-sparks-chart').locator('svg.recharts-surface').first().waitFor();
    // The tabs read from the inline start: Overview is the rightmost in Arabic.
    const first = await page.getByTestId('centre-nav-overview').boundingBox();
    const second = await page.getByTestId('centre-nav-classes').boundingBox();
    expect(first!.x).toBeGreaterThan(second!.x);
    await screenshot(page, 'centre-overview-ar');

    // Classes: the teacher's class with its member, found by search.
    await page.getByTestId('centre-nav-classes').click();
    const card = page.getByTestId(`centre-class-${klass.classId}`);
    await card.waitFor();
    expect(await card.getAttribute('data-members')).toBe('1');
    expect(await card.textContent()).toContain(`Algebra ${marker}`);
    expect(await card.textContent()).toContain('المعلم: Test Teacher');
    await page.getByTestId('centre-classes-search').fill(`nothing ${marker}`);
    await page.getByTestId('centre-classes-none').waitFor();
    await page.getByTestId('centre-classes-search').fill(`algebra ${marker}`);
    await card.waitFor();

    // Analytics: the course's row, then the CSV file.
    await page.getByTestId('centre-nav-analytics').click();
    const row = page.getByTestId(`centre-analytics-course-${course.id}`);
    await row.waitFor();
    expect(await row.getAttribute('data-rate')).toBe('100');
    expect(await row.textContent()).toContain(`${marker} Centre Course`);
    await page.getByTestId('centre-analytics-courses-chart').locator('svg.recharts-surface').first().waitFor();
    expect(await value(page, 'centre-analytics-submissions')).toBe('1');
    expect(await page.getByTestId('centre-analytics-bands-chart').locator('tbody tr').nth(2).textContent()).toContain('1');
    expect(await page.getByTestId(`centre-analytics-class-${klass.classId}`).textContent()).toContain('85');
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('centre-analytics-export').click()]);
    expect(download.suggestedFilename()).toMatch(/\.csv$/);
    const csv = await readFile((await download.path())!, 'utf8');
    expect(csv).toContain(`${marker} Centre Course`);
    await screenshot(page, 'centre-analytics-ar');

    // Settings: a bad validity is refused under its field; then saved with a logo.
    await page.getByTestId('centre-nav-settings').click();
    await page.getByTestId('centre-settings-days').waitFor();
    expect(await page.getByTestId('centre-settings-days').inputValue()).toBe('7');
    await page.getByTestId('centre-settings-name').fill(`Noor Centre ${marker}`);
    await page.getByTestId('centre-settings-days').fill('120');
    await page.getByTestId('centre-settings-save').click();
    await page.getByTestId('centre-settings-days-error').waitFor();
    await page.getByTestId('centre-settings-days').fill('14');
    await page.getByTestId('centre-settings-website').fill('https://noor.example');
    await page.getByTestId('centre-settings-language').selectOption('en');
    await page.getByTestId('centre-settings-logo').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: SAMPLE_PNG });
    await page.getByTestId('centre-settings-save').click();
    await page.getByTestId('toast-success').filter({ hasText: 'تم حفظ الإعدادات' }).waitFor();
    await expect.poll(() => page.getByTestId('centre-name').textContent()).toContain(`Noor Centre ${marker}`);
    const saved = (await adminDb.doc(`centres/${centre.uid}`).get()).data();
    expect(saved).toMatchObject({ name: `Noor Centre ${marker}`, join_code_days: 14, default_language: 'en', website: 'https://noor.example' });
    expect(saved?.logo?.url).toBeTruthy();
    await page.getByTestId('centre-logo').locator('img').waitFor();
    await screenshot(page, 'centre-settings-ar');

    // English, left to right: the overview's figures and chart.
    await page.getByTestId('header-language-toggle').click();
    await expect.poll(() => pageDir(page)).toEqual({ lang: 'en', dir: 'ltr' });
    await page.getByTestId('centre-nav-overview').click();
    await page.getByTestId('centre-stat-enrollments').waitFor();
    expect(await page.getByTestId('centre-stat-enrollments').textContent()).toContain('Enrolments');
    expect(await value(page, 'centre-stat-sparks')).toBe('20');
    await page.getByTestId('centre-activity-chart').locator('svg.recharts-surface').first().waitFor();
    expect(await page.getByTestId('centre-header').locator('h1').textContent()).toBe('Training centre');
    await screenshot(page, 'centre-overview-en');

    // Analytics in English: the course's status and rate, the charts named, the score bands.
    await page.getByTestId('centre-nav-analytics').click();
    await expect.poll(() => row.textContent()).toContain('Published');
    expect(await row.textContent()).toContain('100%');
    expect(await page.getByTestId('centre-analytics-courses-chart').locator('caption').textContent()).toBe('Enrolments and completions per course');
    const band = page.getByTestId('centre-analytics-bands-chart').locator('tbody tr').nth(2);
    expect(await band.textContent()).toContain('70–89%');
    expect(await band.textContent()).toContain('1');
    expect(await page.getByTestId(`centre-analytics-class-${klass.classId}`).textContent()).toContain('85%');
    expect(await page.getByTestId('centre-analytics-export').textContent()).toBe('Export CSV');

    // The wallet tab: the centre's balance and the spark packages, bought from there. The
    // Arabic export's toast can still cover the tab bar: a toast under the pointer waits, so the
    // pointer moves away and the toasts go first.
    await page.mouse.move(0, 0);
    await expect.poll(() => page.locator('[data-scope="toast"][data-part="root"]').count(), { timeout: 20_000 }).toBe(0);
    await page.getByTestId('centre-nav-wallet').click();
    await page.getByTestId('centre-wallet-packages').getByTestId('pricing-packages').waitFor();
    expect(await page.getByTestId('centre-wallet-packages').getByTestId(`pricing-buy-${PACKAGE_ID}`).isEnabled()).toBe(true);
    await context.close();

    // An administrator acting for the centre reads the centre's wallet (its course sale), buys nothing for it.
    const admin = await createTestUser({ userType: 'administrator' });
    const adminTab = await newPage(browser());
    await logIn(adminTab.page, admin);
    await adminTab.page.goto(`/training-centre/wallet?enterprise=${centre.uid}`);
    await adminTab.page.getByTestId('centre-wallet-admin-note').waitFor();
    await expect.poll(() => adminTab.page.getByTestId('wallet-balance').getAttribute('data-balance')).toBe('18');
    await adminTab.page.getByTestId('wallet-entry').first().waitFor();
    expect(await adminTab.page.getByTestId('wallet-entry-amount').first().textContent()).toContain('18');
    expect(await adminTab.page.getByTestId('centre-wallet-packages').count()).toBe(0);
    expect(await adminTab.page.getByTestId('wallet-buy').count()).toBe(0);
    await adminTab.context.close();
  });
});
