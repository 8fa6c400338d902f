// The live host screen as a projector stage, in Arabic (the default, right to left): a teacher
// adds a picture to a question in the quiz builder (a renamed program and an SVG are refused),
// hosts the quiz, and the lobby shows the code, the QR of the join link and a guest appearing
// live; the full-screen switch and the remembered sound switch; the question's picture shows
// on the stage and on the guest's phone.
import { randomUUID } from 'node:crypto';
import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { adminDb } from '../support/admin';
import { launchBrowser, newPage, screenshot } from '../support/browser';
import { SAMPLE_EXE } from '../support/files';
import { createTestUser } from '../support/users';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const LIVE_WAIT = { timeout: 20_000, interval: 100 };
const id = (page: Page, testId: string) => page.getByTestId(testId);
const attr = (page: Page, testId: string, name: string) => () => id(page, testId).first().getAttribute(name);

/** A 64x40 two-colour PNG (large enough to see on the stage). */
function picture(): Buffer {
  const png = new PNG({ width: 64, height: 40 });
  for (let i = 0; i < png.width * png.height; i += 1) {
    const left = i % png.width < png.width / 2;
    png.data.set(left ? [206, 17, 38, 255] : [0, 122, 61, 255], i * 4);
  }
  return PNG.sync.write(png);
}

/** Whether an <img> with this test id has loaded its picture. */
const imageLoaded = (page: Page, testId: string) => () =>
  id(page, testId)
    .first()
    .evaluate((img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0)
    .catch(() => false);

async function draftQuiz(ownerUid: string): Promise<string> {
  const quizId = `quiz-${randomUUID()}`;
  const now = new Date();
  await adminDb.doc(`quizzes/${quizId}`).set({
    title: 'أعلام الدول', owner_uid: ownerUid, method: 'manual', difficulty: 'mixed', language: 'ar', status: 'draft',
    question_count: 2, total_points: 200, created_at: now, updated_at: now,
  });
  await adminDb.doc(`quizzes/${quizId}/questions/q0`).set({
    order: 0, type: 'multiple_choice', text: 'علم أي دولة هذا؟', options: ['الإمارات', 'الأردن', 'مصر', 'عُمان'], correct_answer: 'الإمارات',
    grading_guidelines: '', time_limit_s: 60, points: 100,
  });
  await adminDb.doc(`quizzes/${quizId}/questions/q1`).set({
    order: 1, type: 'true_false', text: 'القاهرة عاصمة مصر.', options: ['true', 'false'], correct_answer: 'true',
    grading_guidelines: '', time_limit_s: 60, points: 100,
  });
  return quizId;
}

describe('live host stage', () => {
  it('question picture from the builder to both screens; QR lobby with live joins; full screen and sound switches; right to left', async () => {
    const teacher = await createTestUser({ userType: 'teacher', sparks: 50 });
    const quizId = await draftQuiz(teacher.uid);
    const host = await newPage(browser, { width: 1366 });
    const guest = await newPage(browser, { width: 390 });
    const t = host.page;

    await t.goto('/login');
    await id(t, 'login-email').fill(teacher.email);
    await id(t, 'login-password').fill(teacher.password);
    await id(t, 'login-submit').click();
    await t.waitForURL('**/class');
    expect(await t.evaluate(() => [document.documentElement.lang, document.documentElement.dir])).toEqual(['ar', 'rtl']);

    // --- The builder: refused files say why, a real picture is previewed and saved.
    await t.goto(`/CreateQuiz?quizId=${quizId}`);
    await id(t, 'quiz-review').waitFor();
    const input = id(t, 'quiz-q-0-image-input');
    await input.setInputFiles({ name: 'flag.svg', mimeType: 'image/svg+xml', buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>') });
    await expect.poll(() => id(t, 'quiz-q-0-image-error').textContent()).toContain('PNG');
    await input.setInputFiles({ name: 'flag.png', mimeType: 'image/png', buffer: SAMPLE_EXE });
    // The server looked at the bytes: not a PNG (errors.upload/invalid-file.bad-signature).
    await expect.poll(() => id(t, 'quiz-q-0-image-error').textContent(), LIVE_WAIT).toContain('رُفض الملف');
    expect(await id(t, 'quiz-q-0-image-preview').count()).toBe(0);
    await input.setInputFiles({ name: 'flag.png', mimeType: 'image/png', buffer: picture() });
    await expect.poll(imageLoaded(t, 'quiz-q-0-image-preview'), LIVE_WAIT).toBe(true);
    expect(await id(t, 'quiz-q-0-image-error').count()).toBe(0);
    await screenshot(t, 'live-stage-builder-image');
    await id(t, 'quiz-next').click(); // saves the questions
    await id(t, 'quiz-finalize').waitFor({ timeout: 20_000 });
    const saved = (await adminDb.collection(`quizzes/${quizId}/questions`).orderBy('order').get()).docs.map((doc) => doc.get('image'));
    expect(saved[0]).toMatchObject({ id: expect.any(String), url: expect.stringContaining('token=') });
    expect(saved[1] ?? null).toBeNull();

    // --- Host it: the lobby shows the code, the QR and the players as they join.
    await t.goto(`/live/host?quizId=${quizId}`);
    await id(t, 'live-host-create').click();
    await t.waitForURL(/[?&]session=/);
    await expect.poll(async () => (await id(t, 'live-host-code').textContent())?.trim() ?? '', LIVE_WAIT).toMatch(/^\d{6}$/);
    const code = (await id(t, 'live-host-code').textContent())!.trim();
    await expect.poll(imageLoaded(t, 'live-host-qr'), LIVE_WAIT).toBe(true);
    expect(await id(t, 'live-host-join-url').inputValue()).toMatch(new RegExp(`/live\\?code=${code}$`));
    await expect.poll(attr(t, 'live-host-joined-count', 'data-count'), LIVE_WAIT).toBe('0');

    // The stage's switches sit at the inline end of the screen: the left in Arabic.
    const stage = (await id(t, 'live-host-stage').boundingBox())!;
    const fullscreenButton = (await id(t, 'live-host-fullscreen').boundingBox())!;
    expect(fullscreenButton.x + fullscreenButton.width / 2).toBeLessThan(stage.x + stage.width / 2);
    // The code reads left to right inside the Arabic page.
    expect(await id(t, 'live-host-code').getAttribute('dir')).toBe('ltr');

    // Sound is on until muted; muting is remembered across a reload.
    expect(await attr(t, 'live-host-sound', 'data-muted')()).toBe('false');
    await id(t, 'live-host-sound').click();
    await expect.poll(attr(t, 'live-host-sound', 'data-muted')).toBe('true');
    expect(await t.evaluate(() => localStorage.getItem('sparks.live.muted'))).toBe('1');
    await t.reload();
    await id(t, 'live-host-lobby').waitFor();
    await expect.poll(attr(t, 'live-host-sound', 'data-muted'), LIVE_WAIT).toBe('true');
    await id(t, 'live-host-sound').click();
    await expect.poll(attr(t, 'live-host-sound', 'data-muted')).toBe('false');
    expect(await t.evaluate(() => localStorage.getItem('sparks.live.muted'))).toBe('0');

    // Full screen: on (the Fullscreen API, or the window-filling fallback), then off again.
    expect(await attr(t, 'live-host-stage', 'data-fullscreen')()).toBe('off');
    await id(t, 'live-host-fullscreen').click();
    await expect.poll(attr(t, 'live-host-stage', 'data-fullscreen')).toMatch(/^(native|fallback)$/);
    expect(await attr(t, 'live-host-fullscreen', 'aria-pressed')()).toBe('true');
    await id(t, 'live-host-fullscreen').click();
    await expect.poll(attr(t, 'live-host-stage', 'data-fullscreen')).toBe('off');
    await id(t, 'live-host-fullscreen').click();
    await expect.poll(attr(t, 'live-host-stage', 'data-fullscreen')).toMatch(/^(native|fallback)$/);

    // A guest joins from a phone, without an account: the chip appears live on the stage.
    const g = guest.page;
    await g.goto(`/live?code=${code}`);
    await id(g, 'live-join-nickname').fill('ليلى');
    await id(g, 'live-join-submit').click();
    // The join's first call may wait for a Functions emulator worker while the API lane runs.
    await id(g, 'live-waiting').waitFor({ timeout: 45_000 });
    await expect.poll(attr(t, 'live-host-joined-count', 'data-count'), LIVE_WAIT).toBe('1');
    await expect.poll(() => id(t, 'live-host-player').first().getAttribute('data-nickname'), LIVE_WAIT).toBe('ليلى');
    await screenshot(t, 'live-stage-lobby-rtl');

    // --- The first question: its picture on the stage and on the phone.
    await id(t, 'live-host-start').click();
    await id(t, 'live-host-question').waitFor({ timeout: 20_000 });
    await expect.poll(imageLoaded(t, 'live-host-question-image'), LIVE_WAIT).toBe(true);
    await id(g, 'live-question').waitFor({ timeout: 20_000 });
    await expect.poll(imageLoaded(g, 'live-question-image'), LIVE_WAIT).toBe(true);
    expect(await id(t, 'live-host-option').count()).toBe(4);
    // "0 of 1 player answered", in Arabic, plural-aware.
    await expect.poll(() => id(t, 'live-host-answered-count').textContent()).toContain('من لاعب واحد');
    await screenshot(t, 'live-stage-question-image');
    await screenshot(g, 'live-stage-phone-image');

    // The guest answers; the question closes by itself and the stage moves on (animated).
    await g.locator('[data-testid="live-option"][data-option="الإمارات"]').click();
    await expect.poll(attr(t, 'live-host', 'data-state'), LIVE_WAIT).toBe('leaderboard');
    await id(t, 'live-host-results').waitFor({ timeout: 20_000 });
    await id(t, 'live-host-next').click();
    await id(t, 'live-host-question').waitFor({ timeout: 20_000 });
    // The second question has no picture.
    await expect.poll(attr(t, 'live-host-question', 'data-index'), LIVE_WAIT).toBe('1');
    expect(await id(t, 'live-host-question-image').count()).toBe(0);
    await id(g, 'live-question').waitFor({ timeout: 20_000 });
    expect(await id(g, 'live-question-image').count()).toBe(0);

    await host.context.close();
    await guest.context.close();
  });
});
