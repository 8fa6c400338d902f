// The personal AI instructor in the study hub, in real Chromium (Arabic, right to left;
// docs/assessments.md "Personal AI instructor"): a student's mistakes are listed, "Explain my
// mistakes" shows the fake model's explanations and practice set, and checking it scores it.
import { describe, expect, it } from 'vitest';
import { adminDb } from '../support/admin';
import { logIn, newPage, pageDir, screenshot, useBrowser } from '../support/browser';
import { FAKE_INSTRUCTOR } from '../support/fake-instructor';
import { createTestUser } from '../support/users';

const browser = useBrowser();

describe('personal AI instructor', () => {
  it('lists mistakes, explains them and scores the practice set (ar)', async () => {
    const student = await createTestUser();
    const seed = (id: string, at: number, question: Record<string, unknown>, your: string, correct: string) =>
      adminDb.doc(`users/${student.uid}/mistakes/${id}`).set({
        id, uid: student.uid, source: 'challenge', class_id: null, quiz_id: null, source_id: 'ch', question_id: id,
        question, your_answer: your, correct_answer: correct, created_at: new Date(Date.now() - at),
      });
    await Promise.all([
      seed('challenge:ch:q1', 1000, { type: 'multiple_choice', text: 'ما عاصمة فرنسا؟', options: ['باريس', 'روما'] }, 'روما', 'باريس'),
      seed('challenge:ch:q2', 2000, { type: 'true_false', text: 'القمر نجم.', options: ['true', 'false'] }, 'true', 'false'),
    ]);

    const { page } = await newPage(browser());
    await logIn(page, student);
    await page.goto('/studyHub');
    const panel = page.getByTestId('instructor-panel');
    await panel.waitFor();
    await expect.poll(() => pageDir(page)).toEqual({ lang: 'ar', dir: 'rtl' });
    await expect.poll(() => page.getByTestId('instructor-mistakes').getAttribute('data-count')).toBe('2');
    expect(await page.getByTestId('instructor-mistake-0').textContent()).toContain('ما عاصمة فرنسا؟');
    expect(await page.getByTestId('instructor-mistake-1').textContent()).toContain('إجابتك: صح');

    await page.getByTestId('instructor-explain').click();
    await page.getByTestId('instructor-session').waitFor();
    expect(await page.getByTestId('instructor-explanation-0').textContent()).toContain(FAKE_INSTRUCTOR.explanation('challenge:ch:q1'));

    // Checking with nothing answered asks for every answer first.
    await page.getByTestId('instructor-check').click();
    await page.getByTestId('instructor-answer-all').waitFor();
    // The fake set alternates multiple choice (the second option is right) and true/false (true).
    for (let i = 0; i < 5; i += 1) {
      await page.getByTestId(i % 2 === 0 ? `instructor-q-${i}-option-1` : `instructor-q-${i}-true`).click();
    }
    await page.getByTestId('instructor-check').click();
    const score = page.getByTestId('instructor-score');
    await score.waitFor();
    expect(await score.getAttribute('data-percent')).toBe('100');
    expect(await page.getByTestId('instructor-result-0').getAttribute('data-result')).toBe('correct');
    await screenshot(page, 'huda-instructor-ar');
  });
});
