// Enrolment with sparks and My Learning in real Chromium (spec 001 "Course detail", "My Courses
// (purchased)"): a Published paid course seeded with the admin SDK; a student in English opens
// its page (tabs, Share with a QR code), enrols with sparks (welcome sparks do not count), lands
// on the first lesson, sees the course in My Learning as Not Started, leaves a review, and sees
// a shortfall on a course they cannot afford; then, access ended, renews it from My Learning
// in Arabic, right to left, and enrols in a free course on one click.
import { randomUUID } from 'node:crypto';
import { FieldValue } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { adminDb } from '../support/admin';
import { call } from '../support/api';
import { logIn, newPage, pageDir, screenshot, useBrowser } from '../support/browser';
import { createCourseDirect, setAccessUntil } from '../support/course-enrollment';
import { createTestUser } from '../support/users';

const browser = useBrowser();

describe('course enrolment and My Learning', () => {
  it('a student enrols with sparks, finds the course in My Learning, reviews it; then renews it in Arabic, right to left', async () => {
    const marker = `zq${randomUUID().replace(/-/g, '').slice(0, 8)}`;
    // 200 sparks, 50 of them welcome sparks: 150 may pay for courses.
    const [teacher, student] = await Promise.all([
      createTestUser({ userType: 'teacher' }),
      createTestUser({ sparks: 200, promo: 50 }),
    ]);
    const [course, dear, free] = await Promise.all([
      createCourseDirect(
        teacher.uid,
        { title: `${marker} Data Analysis`, price: 120, certification: true, learning_objectives: ['Read a chart', 'Clean a table'] },
        [{ type: 'video', title: 'Welcome', preview: true }, { type: 'document', title: 'Reading list' }, { type: 'quiz', title: 'Check' }],
      ),
      createCourseDirect(teacher.uid, { title: `${marker} Machine Learning`, price: 500 }),
      // Free, and no lessons published yet: the enrolment lands on My Learning.
      createCourseDirect(teacher.uid, { title: `${marker} Study Skills`, price: 0 }, []),
    ]);
    const pref = await call('PATCH', '/user/pref', { token: student.token, body: { language: 'en' } });
    expect(pref.status, pref.text).toBe(200);

    const { context, page } = await newPage(browser());
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await logIn(page, student);

    // The course page: live overview, curriculum, price and Enroll Now.
    await page.goto(`/courses/${course.id}`);
    const detail = page.locator(`[data-testid="course-detail"][data-course-id="${course.id}"]`);
    await detail.waitFor();
    await expect.poll(() => pageDir(page)).toEqual({ lang: 'en', dir: 'ltr' });
    expect(await page.getByTestId('course-title').textContent()).toBe(`${marker} Data Analysis`);
    expect(await page.getByTestId('course-price').getAttribute('data-value')).toBe('120');
    expect(await page.getByTestId('course-objectives').textContent()).toContain('Clean a table');
    await page.getByTestId('course-tab-curriculum').click();
    await expect.poll(() => page.getByTestId('course-lesson').count()).toBe(3);
    expect(await page.locator('[data-testid="course-lesson"][data-locked="true"]').count()).toBeGreaterThan(0);
    await page.getByTestId('course-tab-instructor').click();
    expect(await page.getByTestId('course-instructor').getAttribute('data-uid')).toBe(teacher.uid);

    // Share: the link and its QR code.
    await page.getByTestId('course-share').click();
    await page.getByTestId('course-share-qr').waitFor();
    expect(await page.getByTestId('course-share-link').inputValue()).toMatch(new RegExp(`/courses/${course.id}$`));
    await page.getByTestId('course-share-copy').click();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(new RegExp(`/courses/${course.id}$`));
    await page.getByTestId('course-share-close').click();

    // Enrol: the balance that may pay, a confirmation, then the first lesson.
    await page.getByTestId('course-enroll').click();
    await page.waitForURL(`**/courses/enroll/${course.id}`);
    await expect.poll(() => page.getByTestId('enroll-balance').getAttribute('data-value')).toBe('200');
    expect(await page.getByTestId('enroll-spendable').getAttribute('data-value')).toBe('150');
    expect(await page.getByTestId('enroll-after').getAttribute('data-value')).toBe('80');
    await page.getByTestId('enroll-confirm').click();
    await page.getByTestId('enroll-dialog-confirm').click();
    await page.waitForURL(`**/courses/${course.id}/lesson/${course.lessonIds[0]}`, { timeout: 30_000 });
    await page.getByTestId('toast-success').first().waitFor();
    const wallet = await adminDb.doc(`wallets/${student.uid}`).get();
    expect(wallet.get('spark_balance')).toBe(80);
    expect(wallet.get('promo_balance')).toBe(50);
    expect((await adminDb.doc(`enrollments/${course.id}_${student.uid}`).get()).get('price_paid')).toBe(120);

    // My Learning: the course, Not Started, in its tab and by search.
    await page.goto('/courses/purchases');
    const card = page.locator(`[data-testid="learning-card"][data-course-id="${course.id}"]`);
    await card.waitFor();
    expect(await card.getAttribute('data-status')).toBe('Not Started');
    expect(await card.getByTestId('learning-card-progress').getAttribute('data-value')).toBe('0');
    expect(await card.getByTestId('learning-continue').getAttribute('href')).toBe(`/courses/${course.id}/lesson/${course.lessonIds[0]}`);
    expect(await page.getByTestId('learning-stat-completed').getAttribute('data-value')).toBe('0');
    expect(await page.getByTestId('learning-tabs-not-started-count').textContent()).toBe('1');
    await page.getByTestId('learning-tabs-not-started').click();
    await page.waitForURL((url) => url.searchParams.get('tab') === 'not-started');
    await card.waitFor();
    await page.getByTestId('learning-tabs-completed').click();
    await page.getByTestId('learning-no-match').waitFor();
    await page.getByTestId('learning-clear-filters').click();
    await page.getByTestId('learning-search').fill('data analysis');
    await card.waitFor();
    await page.getByTestId('learning-search').fill('nothing like this');
    await page.getByTestId('learning-no-match').waitFor();
    await page.getByTestId('learning-clear-filters').click();
    await card.waitFor();
    await screenshot(page, 'courses-learning-en');

    // A review, now that the student is enrolled: the course's rating comes from it.
    await card.getByTestId('learning-card-title').click();
    await page.waitForURL(`**/courses/${course.id}`);
    expect(await page.getByTestId('course-continue').getAttribute('href')).toBe(`/courses/${course.id}/lesson/${course.lessonIds[0]}`);
    await page.getByTestId('course-tab-reviews').click();
    await page.getByTestId('course-review-form').waitFor();
    await page.getByTestId('review-rating-4').click();
    await page.getByTestId('review-comment').fill('Clear and practical.');
    await page.getByTestId('review-submit').click();
    const mine = page.locator('[data-testid="course-review"][data-mine="true"]');
    await mine.waitFor();
    expect(await mine.getAttribute('data-rating')).toBe('4');
    await expect.poll(() => page.getByTestId('course-reviews-summary').getAttribute('data-count'), { timeout: 20_000 }).toBe('1');
    await expect.poll(() => page.getByTestId('course-review-form').count(), { timeout: 20_000 }).toBe(0);
    await screenshot(page, 'course-detail-reviews-en');
    const stored = await adminDb.doc(`courses/${course.id}`).get();
    expect(stored.get('rating')).toBe(4);
    expect(stored.get('review_count')).toBe(1);

    // A course beyond the spendable balance: the shortfall and the way to buy sparks.
    await page.goto(`/courses/enroll/${dear.id}`);
    const shortfall = page.getByTestId('enroll-shortfall');
    await shortfall.waitFor();
    expect(await shortfall.getAttribute('data-needed')).toBe('470');
    expect(await shortfall.textContent()).toContain('Insufficient balance for this purchase');
    expect(await page.getByTestId('enroll-buy-sparks').getAttribute('href')).toBe('/pricing');
    expect(await page.getByTestId('enroll-confirm').isDisabled()).toBe(true);
    await screenshot(page, 'course-enroll-shortfall-en');

    // The access ends; with 200 more sparks the student renews it from My Learning, in Arabic,
    // right to left (the status badge on the card's start, right, side).
    await setAccessUntil(course.id, student.uid, new Date(Date.now() - 24 * 60 * 60 * 1000));
    await adminDb.doc(`wallets/${student.uid}`).update({ spark_balance: FieldValue.increment(200) });
    await adminDb.doc(`wallets/${student.uid}/ledger/topup-${student.uid}`).set({
      kind: 'credit', amount: 200, balance_after: 280, reason: 'test', created_at: new Date(),
    });
    await page.goto('/courses/purchases');
    await card.waitFor();
    expect(await card.getAttribute('data-status')).toBe('Expired');
    expect(await page.getByTestId('learning-stat-expired').getAttribute('data-value')).toBe('1');
    await page.getByTestId('header-language-toggle').click();
    await expect.poll(() => pageDir(page)).toEqual({ lang: 'ar', dir: 'rtl' });
    await expect.poll(() => card.getByTestId('learning-card-status').textContent()).toBe('منتهية');
    const cardBox = await card.boundingBox();
    const badgeBox = await card.getByTestId('learning-card-status').boundingBox();
    expect(badgeBox!.x + badgeBox!.width / 2).toBeGreaterThan(cardBox!.x + cardBox!.width / 2);
    await card.getByTestId('learning-renew').click();
    await page.getByTestId('renew-dialog-confirm').click();
    await expect.poll(() => card.getAttribute('data-status'), { timeout: 30_000 }).toBe('Not Started');
    expect(await page.getByTestId('toast-success').last().textContent()).toContain('تم تجديد الوصول إلى الدورة بنجاح!');
    expect(await page.getByTestId('learning-stat-expired').getAttribute('data-value')).toBe('0');
    expect((await adminDb.doc(`wallets/${student.uid}`).get()).get('spark_balance')).toBe(160);

    // A free course enrols on one click (nothing charged) and, without lessons, opens My Learning.
    await page.goto(`/courses/enroll/${free.id}`);
    expect(await page.getByTestId('enroll-price').textContent()).toBe('مجانية');
    await page.getByTestId('enroll-confirm').click();
    await page.waitForURL('**/courses/purchases');
    await page.locator(`[data-testid="learning-card"][data-course-id="${free.id}"][data-status="Not Started"]`).waitFor();
    expect((await adminDb.doc(`wallets/${student.uid}`).get()).get('spark_balance')).toBe(160);
    await screenshot(page, 'courses-learning-ar');
    await context.close();
  });
});
