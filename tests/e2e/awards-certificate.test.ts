// Certificates in real Chromium (issue 13; docs/awards.md "Certificates"), in Arabic (right to
// left) and in English: a student finishes a short course that offers certification in the
// lesson viewer (opening its two document lessons completes them), finds the certificate on
// the achievements screen and downloads the real PDF; then, signed out, the public
// verification page confirms it with the learner's name.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { certificateAwardId } from '@shared/schemas/awards';
import { adminDb } from '../support/admin';
import { call } from '../support/api';
import { logIn, newPage, pageDir, screenshot, useBrowser } from '../support/browser';
import { createCourseDirect, orderId } from '../support/course-enrollment';
import { createTestUser } from '../support/users';

const browser = useBrowser();

const CASES = [
  { language: 'ar', dir: 'rtl', title: 'مهارات الدراسة الذكية', name: ['ليلى', 'حسن'] },
  { language: 'en', dir: 'ltr', title: 'Smart Study Skills', name: ['Layla', 'Hassan'] },
] as const;

describe('certificates', () => {
  it.each(CASES)('a student completes a certified course, downloads the certificate, and it verifies signed out ($language)', async (c) => {
    const [teacher, student] = await Promise.all([createTestUser({ userType: 'teacher' }), createTestUser()]);
    const course = await createCourseDirect(
      teacher.uid,
      { title: `${c.title} ${Date.now()}`, certification: true, language: c.language, learning_objectives: ['Plan a study week'] },
      [{ type: 'document', title: 'Plan' }, { type: 'document', title: 'Review' }],
    );
    // The learner's name as their profile says it: the certificate carries it.
    const learner = `${c.name[0]} ${c.name[1]}`;
    await adminDb.doc(`users/${student.uid}`).update({ first_name: c.name[0], surname: c.name[1] });
    const [pref, enrolled] = await Promise.all([
      call('PATCH', '/user/pref', { token: student.token, body: { language: c.language } }),
      call('POST', `/courses/${course.id}/enroll`, { token: student.token, body: { order_id: orderId() } }),
    ]);
    expect(pref.status, pref.text).toBe(200);
    expect(enrolled.status, enrolled.text).toBeLessThan(300);

    // Opening both document lessons completes the course.
    const { context, page } = await newPage(browser());
    await logIn(page, student);
    await page.goto(`/courses/${course.id}/lesson/${course.lessonIds[0]}`);
    await expect.poll(() => pageDir(page)).toEqual({ lang: c.language, dir: c.dir });
    const progress = page.getByTestId('lesson-course-progress');
    await expect.poll(() => progress.getAttribute('data-value'), { timeout: 20_000 }).toBe('50');
    await page.getByTestId('lesson-next').click();
    await page.waitForURL(`**/lesson/${course.lessonIds[1]}`);
    await expect.poll(() => progress.getAttribute('data-value'), { timeout: 20_000 }).toBe('100');

    // The enrolment trigger issues the certificate.
    const awardId = certificateAwardId(course.id, student.uid);
    await expect.poll(async () => (await adminDb.doc(`awards/${awardId}`).get()).exists, { timeout: 30_000, interval: 500 }).toBe(true);
    const credential = (await adminDb.doc(`awards/${awardId}`).get()).get('credential_id') as string;

    await page.goto('/courses/certificates-badges');
    const card = page.getByTestId(`certificate-card-${awardId}`);
    await card.waitFor();
    await expect.poll(() => pageDir(page)).toEqual({ lang: c.language, dir: c.dir });
    expect(await card.textContent()).toContain(c.title);
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId(`certificate-download-${awardId}`).click()]);
    const bytes = readFileSync((await download.path())!);
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(bytes.length).toBeGreaterThan(5_000);
    await screenshot(page, `awards-certificate-${c.language}`);
    await context.close();

    // Signed out: a fresh context (its language chosen as the public pages' toggle stores it)
    // opens the verification link.
    const visitor = await newPage(browser());
    await visitor.context.addInitScript((language) => localStorage.setItem('language', JSON.stringify(language)), c.language);
    await visitor.page.goto(`/certificates/verify/${credential}`);
    const status = visitor.page.getByTestId('verify-status');
    await expect.poll(() => status.getAttribute('data-state'), { timeout: 20_000 }).toBe('valid');
    expect(await visitor.page.getByTestId('verify-learner').textContent()).toContain(learner);
    await expect.poll(() => pageDir(visitor.page)).toEqual({ lang: c.language, dir: c.dir });
    await screenshot(visitor.page, `awards-verify-${c.language}`);
    await visitor.context.close();
  });
});
