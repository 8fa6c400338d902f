// Learning styles in class, in real Chromium (issue 14; docs/assessments.md section 3): a
// teacher (Arabic, right to left) sees each student's style and coloured personality type on
// the members list, filters it by style (pausing a student takes their badges away) and opens
// the legend; a visual learner (English) gets the class's image, not its PDF, under
// "Recommended for your learning style" on the feed.
import { describe, expect, it } from 'vitest';
import { adminDb } from '../support/admin';
import { call } from '../support/api';
import { logIn, newPage, pageDir, screenshot, useBrowser } from '../support/browser';
import { addMemberDirect, createClassDirect } from '../support/classes';
import { createTestUser } from '../support/users';

const browser = useBrowser();

describe('learning styles in class', () => {
  it('the teacher sees and filters styles and types (ar); a visual learner gets the image recommended (en)', async () => {
    const [teacher, visual, reader, fresh] = await Promise.all([
      createTestUser({ userType: 'teacher' }),
      createTestUser(),
      createTestUser(),
      createTestUser(),
    ]);
    const { classId } = await createClassDirect(teacher, 'Styles class');
    for (const student of [visual, reader, fresh]) await addMemberDirect(classId, student);
    const at = new Date();
    await Promise.all([
      adminDb.doc(`users/${visual.uid}`).update({ learning_style: 'visual', learning_modalities: ['visual'], personality_type: 'INFP' }),
      adminDb.doc(`users/${reader.uid}`).update({ learning_style: 'reading', learning_modalities: ['reading'], personality_type: 'ISTJ' }),
      ...[
        { id: 'm-diagram', name: 'Forces diagram', contentType: 'image/png' },
        { id: 'm-notes', name: 'Chapter notes', contentType: 'application/pdf' },
      ].map((m) =>
        adminDb.doc(`classes/${classId}/materials/${m.id}`).set({
          name: m.name, description: '', language: 'en', visibility: 'private', allow_download: true, state: 'processed',
          file: { name: m.name, contentType: m.contentType, size: 100, path: `classes/${classId}/materials/${m.id}` },
          uploaded_by: teacher.uid, created_at: at, updated_at: at,
        }),
      ),
    ]);
    for (const [who, language] of [[teacher, 'ar'], [visual, 'en']] as const) {
      const pref = await call('PATCH', '/user/pref', { token: who.token, body: { language } });
      expect(pref.status, pref.text).toBe(200);
    }

    // The teacher's members list: badges per student, the filter, the legend.
    const t = await newPage(browser());
    await logIn(t.page, teacher);
    await t.page.goto(`/members/${classId}`);
    const visualBadges = t.page.getByTestId(`member-learner-${visual.uid}`);
    await visualBadges.waitFor();
    await expect.poll(() => pageDir(t.page)).toEqual({ lang: 'ar', dir: 'rtl' });
    expect(await visualBadges.getAttribute('data-style')).toBe('visual');
    expect(await visualBadges.getAttribute('data-personality')).toBe('INFP');
    expect(await visualBadges.getByTestId('member-personality').textContent()).toBe('INFP');
    expect(await visualBadges.getByTestId('member-style').textContent()).toBe('بصري');
    expect(await t.page.getByTestId(`member-learner-${reader.uid}`).getAttribute('data-personality')).toBe('ISTJ');
    expect(await t.page.getByTestId(`member-learner-${fresh.uid}`).getAttribute('data-style')).toBe('');

    await t.page.getByTestId('members-style-filter').selectOption('visual');
    await expect.poll(() => t.page.locator('[data-testid^="member-row-"]').count()).toBe(1);
    expect(await t.page.getByTestId(`member-row-${visual.uid}`).isVisible()).toBe(true);
    await t.page.getByTestId('members-style-filter').selectOption('none');
    await expect.poll(() => t.page.locator('[data-testid^="member-row-"]').evaluateAll((rows) => rows.map((r) => r.getAttribute('data-testid')))).toEqual([
      `member-row-${fresh.uid}`,
    ]);
    await t.page.getByTestId('members-style-filter').selectOption('all');
    // Pausing a student reads the profiles again: only active students have one.
    await t.page.getByTestId(`member-deactivate-${reader.uid}`).click();
    await expect.poll(() => t.page.getByTestId(`member-learner-${reader.uid}`).count(), { timeout: 20_000 }).toBe(0);
    expect(await visualBadges.isVisible()).toBe(true);
    await t.page.getByTestId('learner-legend-toggle').click();
    await t.page.getByText('المحللون (NT)').waitFor();
    await screenshot(t.page, 'learner-styles-members-ar');

    // The visual learner's feed recommends the diagram, not the PDF.
    const s = await newPage(browser());
    await logIn(s.page, visual);
    await s.page.goto('/classroom');
    await s.page.getByTestId(`class-card-open-${classId}`).click();
    await s.page.waitForURL('**/classroom/feed');
    const card = s.page.getByTestId('style-recommendations');
    await card.waitFor({ timeout: 20_000 });
    await expect.poll(() => pageDir(s.page)).toEqual({ lang: 'en', dir: 'ltr' });
    expect(await card.getAttribute('data-style')).toBe('visual');
    expect(await card.getByText('Recommended for your learning style').isVisible()).toBe(true);
    expect(await card.getByTestId('style-recommendation-m-diagram').getAttribute('data-kind')).toBe('image');
    expect(await card.getByTestId('style-recommendation-m-notes').count()).toBe(0);
    await screenshot(s.page, 'learner-styles-feed-en');
    await Promise.all([s.context.close(), t.context.close()]);
  });
});
