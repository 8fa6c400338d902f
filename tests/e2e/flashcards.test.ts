// Flashcards and performance in real Chromium, in Arabic (right to left) (docs/site.md 4): a
// student who submitted a challenge opens /flashcards, picks its deck, flips the card and sees
// the answer, marks it known and finishes; then /performance shows the class with its chart.
import { describe, expect, it } from 'vitest';
import type { ChallengeDto, QuizWithQuestionsDto } from '@shared/schemas/quiz';
import { call } from '../support/api';
import { logIn, newPage, pageDir, screenshot, useBrowser } from '../support/browser';
import { addMemberDirect, createClassDirect } from '../support/classes';
import { createManualQuiz } from '../support/quizzes';
import { createTestUser } from '../support/users';

const browser = useBrowser();
const WAIT = { timeout: 20_000 };

describe('flashcards', () => {
  it('a student studies a submitted challenge, then sees the class on /performance (Arabic, RTL)', async () => {
    const [teacher, student] = await Promise.all([createTestUser({ userType: 'teacher', sparks: 20 }), createTestUser()]);
    const { classId } = await createClassDirect(teacher);
    await addMemberDirect(classId, student);
    const quiz: QuizWithQuestionsDto = await createManualQuiz(teacher, 'Capitals', true);
    const assigned = await call<{ data: ChallengeDto }>('POST', `/classes/${classId}/challenges`, { token: teacher.token, body: { quizId: quiz.id } });
    expect(assigned.status, assigned.text).toBe(201);
    const [mc, essay] = quiz.questions;
    const base = `/classes/${classId}/challenges/${assigned.body.data.id}/submissions`;
    expect((await call('POST', base, { token: student.token, body: { answers: { [mc!.id]: 'Jeddah', [essay!.id]: 'Sand.' } } })).status).toBe(201);
    expect((await call('PATCH', `${base}/${student.uid}`, { token: teacher.token, body: { grades: [{ question_id: essay!.id, awarded: 5 }] } })).status).toBe(200);

    const { context, page } = await newPage(browser());
    try {
      await logIn(page, student);
      await page.goto('/flashcards');
      const deck = page.locator(`[data-testid="flashcards-deck"][data-deck-id="${assigned.body.data.id}"]`);
      await deck.click(WAIT);
      expect(await pageDir(page)).toEqual({ lang: 'ar', dir: 'rtl' });
      const card = page.getByTestId('flashcard');
      await expect.poll(() => card.getAttribute('data-side'), WAIT).toBe('front');
      expect(await card.textContent()).toContain('Capital of Saudi Arabia?');
      await card.click();
      await expect.poll(() => card.getAttribute('data-side'), WAIT).toBe('back');
      expect(await page.getByTestId('flashcard-answer').textContent()).toBe('Riyadh');
      // Space flips it back (keyboard), then it is marked known: the one-card deck is done.
      await card.press('Space');
      await expect.poll(() => card.getAttribute('data-side'), WAIT).toBe('front');
      await screenshot(page, 'flashcards-ar');
      await page.getByTestId('flashcard-known').click();
      await page.getByTestId('flashcards-finished').waitFor(WAIT);

      await page.goto('/performance');
      const row = page.locator(`[data-testid="performance-class"][data-class-id="${classId}"]`);
      await row.waitFor(WAIT);
      await page.getByTestId(`performance-chart-${classId}`).waitFor(WAIT);
      expect(await pageDir(page)).toEqual({ lang: 'ar', dir: 'rtl' });
      expect(await page.getByTestId('performance-table').textContent()).toContain('Physics 101');
      await screenshot(page, 'performance-ar');
    } finally {
      await context.close();
    }
  }, 60_000);
});
