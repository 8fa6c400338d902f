// /admin/awards in real Chromium (issue 13; docs/awards.md "Web"): the heading in Arabic (right
// to left), then in English an administrator creates a badge (inactive, so no learner earns it
// meanwhile), edits it and deletes it permanently; finds a certificate by its credential id,
// sees its holder, revokes it (the holder's figures follow at once) and the public verification
// page says revoked.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { adminDb } from '../support/admin';
import { call } from '../support/api';
import { logIn, newPage, pageDir, screenshot, useBrowser } from '../support/browser';
import { createTestUser } from '../support/users';

const browser = useBrowser();
const WAIT = { timeout: 20_000 };

describe('admin awards', () => {
  it('creates, edits and deletes a badge, and revokes a certificate that then verifies as revoked (en; heading in ar)', async () => {
    const [admin, student] = await Promise.all([createTestUser({ userType: 'administrator' }), createTestUser()]);
    const word = randomUUID().slice(0, 6);
    const digits = () => randomUUID().replace(/\D/g, '').padEnd(4, '7').slice(0, 4);
    const credential = `SPK-E2E0-ADMN-${digits()}-${digits()}`;
    const awardId = `c_course-${word}_${student.uid}`;
    const now = new Date();
    await Promise.all([
      adminDb.doc(`awards/${awardId}`).set({
        id: awardId, uid: student.uid, type: 'certificate', points: 0, course_id: `course-${word}`, title: `Study Skills ${word}`,
        issuer: { kind: 'instructor', uid: admin.uid, name: 'Huda Saleh' }, learner_name: 'Layla Hassan', language: 'en',
        skills: ['Planning'], image: null, credential_id: credential, status: 'valid', revoked_at: null, revoke_reason: null,
        issued_at: now, created_at: now,
      }),
      adminDb.doc(`certificateCodes/${credential}`).set({ award_id: awardId, created_at: now }),
      adminDb.doc(`awardStats/${student.uid}`).set({ uid: student.uid, certificates: 1, badges: 0, badge_points: 0, reward_points: 0, total_points: 0, categories: {}, metrics: {} }),
    ]);

    const { context, page } = await newPage(browser());
    let badgeId: string | null = null;
    try {
      await logIn(page, admin);
      await page.goto('/admin/awards');
      const heading = page.getByRole('heading', { level: 1 });
      await expect.poll(() => heading.textContent(), WAIT).toBe('الجوائز');
      expect(await pageDir(page)).toEqual({ lang: 'ar', dir: 'rtl' });
      await page.getByTestId('badge-defs').waitFor();
      await screenshot(page, 'admin-awards-badges-ar');
      await page.getByTestId('header-language-toggle').click();
      await expect.poll(() => heading.textContent(), WAIT).toBe('Awards');
      expect(await pageDir(page)).toEqual({ lang: 'en', dir: 'ltr' });

      // Create: both languages, category, points, rule and picture; not earnable yet.
      await page.getByTestId('badge-new').click();
      const form = page.getByTestId('badge-form');
      await page.getByTestId('badge-form-submit').click();
      await page.getByTestId('badge-form-titleEn-error').waitFor();
      await page.getByTestId('badge-form-title-ar').fill(`مستكشف ${word}`);
      await page.getByTestId('badge-form-title-en').fill(`Explorer ${word}`);
      await page.getByTestId('badge-form-description-ar').fill('انضممت إلى أربعة فصول.');
      await page.getByTestId('badge-form-description-en').fill('You joined four classes.');
      await page.getByTestId('badge-form-category').selectOption('classes');
      await page.getByTestId('badge-form-points').fill('15');
      await page.getByTestId('badge-form-metric').selectOption('classes_joined');
      await page.getByTestId('badge-form-threshold').fill('4');
      await page.getByTestId('badge-form-icon-rocket').click();
      await page.getByTestId('badge-form-active').click();
      await page.getByTestId('badge-form-submit').click();
      await page.getByText('Badge created successfully!').waitFor(WAIT);
      await form.waitFor({ state: 'detached' });
      const row = page.locator('[data-testid^="badge-def-"][data-state]', { hasText: `Explorer ${word}` });
      badgeId = (await row.getAttribute('data-testid'))!.replace('badge-def-', '');
      expect(await row.getAttribute('data-state')).toBe('inactive');
      expect(await row.textContent()).toContain('Classes joined reaches 4');

      // Edit the English title and the points.
      await page.getByTestId(`badge-def-edit-${badgeId}`).click();
      await page.getByTestId('badge-form-title-en').fill(`Class explorer ${word}`);
      await page.getByTestId('badge-form-points').fill('20');
      await page.getByTestId('badge-form-submit').click();
      await page.getByText('Badge updated successfully!').waitFor(WAIT);
      await expect.poll(() => page.getByTestId(`badge-def-title-${badgeId}`).textContent(), WAIT).toBe(`Class explorer ${word}`);
      expect((await adminDb.doc(`badges/${badgeId}`).get()).data()).toMatchObject({ points: 20, threshold: 4, icon: 'rocket', active: false });

      // Delete permanently, after the confirmation.
      await page.getByTestId(`badge-def-delete-${badgeId}`).click();
      await page.getByTestId('badge-delete-dialog-confirm').click();
      await page.getByTestId(`badge-def-${badgeId}`).waitFor({ state: 'detached', ...WAIT });
      await screenshot(page, 'admin-awards-badges-en');
      expect((await adminDb.doc(`badges/${badgeId}`).get()).exists).toBe(false);
      badgeId = null;

      // Certificates: find by credential id (any case), revoke.
      await page.getByTestId('admin-awards-tabs-certificates').click();
      await page.getByTestId('admin-cert-search').fill(credential.toLowerCase());
      await page.getByTestId('admin-cert-search-submit').click();
      const cert = page.getByTestId(`admin-cert-${awardId}`);
      await cert.waitFor(WAIT);
      expect(await cert.getAttribute('data-status')).toBe('valid');
      expect(await cert.getByTestId('admin-cert-learner').textContent()).toContain('Layla Hassan');
      const held = page.getByTestId('holder-stats-certificates');
      await expect.poll(() => held.getAttribute('data-value'), WAIT).toBe('1');
      await cert.getByTestId('admin-cert-revoke').click();
      await page.getByTestId('cert-revoke-dialog-confirm').click();
      await expect.poll(() => cert.getAttribute('data-status'), WAIT).toBe('revoked');
      expect(await held.getAttribute('data-value')).toBe('0');
      await page.getByText('Certificate revoked.').waitFor(WAIT);
      await screenshot(page, 'admin-awards-certificates-en');

      await page.goto(`/certificates/verify/${credential}`);
      await expect.poll(() => page.getByTestId('verify-status').getAttribute('data-state'), WAIT).toBe('revoked');
    } finally {
      if (badgeId) await call('DELETE', `/awards/${badgeId}?permanent=true`, { token: admin.token });
      await context.close();
    }
  });
});
