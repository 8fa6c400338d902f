// Each role's home in real Chromium (docs/home.md): a student sees what is due and the
// challenge they left half done (and continues it), a teacher what needs grading, their
// classes with members and join requests, and their drafts; a centre the way to its area; an
// administrator the review queues with their counts. Arabic (RTL) by default, the centre in English.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import type { ChallengeDto, QuizWithQuestionsDto } from '@shared/schemas/quiz';
import { adminDb } from '../support/admin';
import { call } from '../support/api';
import { launchBrowser, logIn, newPage, screenshot } from '../support/browser';
import { addMemberDirect, createClassDirect } from '../support/classes';
import { createExchangeRequestDirect, createProductDirect } from '../support/market';
import { createManualQuiz } from '../support/quizzes';
import { createTestUser, type TestUser } from '../support/users';

let browser: Browser;
let teacher: TestUser;
let layla: TestUser;
let sara: TestUser;
let classId: string;
let quiz: QuizWithQuestionsDto;
let draftId: string;
let capitals: ChallengeDto;
let review: ChallengeDto;
let gameId: string;

async function assign(title: string, days: number): Promise<ChallengeDto> {
  const dueAt = new Date(Date.now() + days * 24 * 60 * 60 * 1000).toISOString();
  const made = await call<{ data: ChallengeDto }>('POST', `/classes/${classId}/challenges`, { token: teacher.token, body: { quizId: quiz.id, dueAt, title } });
  expect(made.status, made.text).toBe(201);
  return made.body.data;
}

const dir = (page: Page) => page.evaluate(() => ({ lang: document.documentElement.lang, dir: document.documentElement.dir }));
const textOf = async (page: Page, testId: string) => (await page.getByTestId(testId).textContent())?.trim();

beforeAll(async () => {
  browser = await launchBrowser();
  [teacher, layla, sara] = await Promise.all([createTestUser({ userType: 'teacher', sparks: 20 }), createTestUser(), createTestUser()]);
  const waiting = await createTestUser();
  ({ classId } = await createClassDirect(teacher, 'Geography 8'));
  await addMemberDirect(classId, layla);
  await addMemberDirect(classId, sara);
  await addMemberDirect(classId, waiting, { status: 'pending' });
  await adminDb.doc(`classes/${classId}`).update({ member_count: 2 });
  quiz = await createManualQuiz(teacher, 'Capitals', true);
  // The first question carries a picture (as the builder stores one), shown while taking it.
  await adminDb.doc(`quizzes/${quiz.id}/questions/${quiz.questions[0]!.id}`).update({ image: { id: 'picture-1', url: '/favicon.svg' } });
  draftId = (await createManualQuiz(teacher, 'Rivers (draft)', false)).id;
  capitals = await assign('Capitals', 2);
  review = await assign('Week 2 review', 5);
  const [mc, essay] = quiz.questions;
  const submitted = await call('POST', `/classes/${classId}/challenges/${capitals.id}/submissions`, {
    token: sara.token, body: { answers: { [mc!.id]: 'Riyadh', [essay!.id]: 'Sand and mountains.' } },
  });
  expect(submitted.status, submitted.text).toBe(201);
  // A live game hosted and ended: its report shows on the teacher's home.
  const hosted = await call<{ sessionId: string }>('POST', '/live/sessions', { token: teacher.token, body: { quizId: quiz.id, classId } });
  expect(hosted.status, hosted.text).toBe(201);
  gameId = hosted.body.sessionId;
  const ended = await call('POST', `/live/sessions/${gameId}/end`, { token: teacher.token });
  expect(ended.status, ended.text).toBe(200);
}, 60_000);

afterAll(async () => {
  await browser?.close();
});

describe('home pages', () => {
  it('student (Arabic): sees what is due, starts a challenge, and finds it under "continue" on the home', async () => {
    const { context, page } = await newPage(browser);
    await logIn(page, layla);
    await page.waitForURL('**/home');
    await page.getByTestId('home-student').waitFor();
    expect(await dir(page)).toEqual({ lang: 'ar', dir: 'rtl' });
    expect(await page.getByTestId('home-due').getAttribute('data-count')).toBe('2');
    // Soonest due first; nothing half done yet.
    await expect.poll(() => page.locator('[data-testid^="home-due-"][data-state]').evaluateAll((rows) => rows.map((row) => row.getAttribute('data-testid')))).toEqual([
      `home-due-${capitals.id}`, `home-due-${review.id}`,
    ]);
    expect(await page.getByTestId('home-continue').count()).toBe(0);

    // Start the review, answer the first question, and go home.
    await page.getByTestId(`home-due-open-${review.id}`).click();
    await page.waitForURL('**/classroom/quizzes?**');
    await page.getByTestId('challenge-take').waitFor();
    const picture = page.getByTestId('take-question-0').getByTestId('challenge-question-image');
    expect(await picture.getAttribute('src')).toBe('/favicon.svg');
    expect(await picture.getAttribute('alt')).toBe('صورة السؤال');
    expect(await page.getByTestId('take-question-1').getByTestId('challenge-question-image').count()).toBe(0);
    await page.getByTestId('take-question-0').getByTestId(/-option-1$/).click();
    await expect.poll(() => page.getByTestId('take-progress').getAttribute('data-answered')).toBe('1');
    await page.getByTestId('sidebar-nav-home').click();
    await page.waitForURL('**/home');

    const row = page.getByTestId(`home-continue-${review.id}`);
    await row.waitFor();
    expect(await page.getByTestId('home-continue').getAttribute('data-count')).toBe('1');
    await screenshot(page, 'home-student-ar');
    // In RTL the action sits at the row's left end.
    const [rowBox, buttonBox] = [await row.boundingBox(), await page.getByTestId(`home-continue-open-${review.id}`).boundingBox()];
    expect(buttonBox!.x - rowBox!.x).toBeLessThan(rowBox!.width / 2);

    // Continuing opens the challenge with the answer kept.
    await page.getByTestId(`home-continue-open-${review.id}`).click();
    await page.getByTestId('challenge-take').waitFor();
    await expect.poll(() => page.getByTestId('take-progress').getAttribute('data-answered')).toBe('1');
    await context.close();
  });

  it('teacher (Arabic): needs grading, classes with members and join requests, drafts, finished games; grading opens the submissions', async () => {
    const { context, page } = await newPage(browser);
    await logIn(page, teacher);
    await page.waitForURL('**/class');
    await page.getByTestId('sidebar-nav-home').click();
    await page.waitForURL('**/home');
    await page.getByTestId('home-teacher').waitFor();
    expect(await dir(page)).toEqual({ lang: 'ar', dir: 'rtl' });

    expect(await textOf(page, 'home-grading-count')).toBe('1');
    expect(await page.getByTestId(`home-grading-${capitals.id}`).getAttribute('data-count')).toBe('1');
    const classRow = page.getByTestId(`home-class-${classId}`);
    expect([await classRow.getAttribute('data-members'), await classRow.getAttribute('data-pending')]).toEqual(['2', '1']);
    expect(await textOf(page, 'home-classes-count')).toBe('1');
    expect(await textOf(page, 'home-drafts-count')).toBe('1');
    expect(await page.getByTestId('home-drafts-published').getAttribute('data-count')).toBe('1');
    expect(await page.getByTestId(`home-draft-open-${draftId}`).getAttribute('href')).toBe(`/CreateQuiz?quizId=${draftId}`);
    expect(await page.getByTestId(`home-report-open-${gameId}`).getAttribute('href')).toBe(`/live/reports/${gameId}`);
    await screenshot(page, 'home-teacher-ar');

    await page.getByTestId(`home-grading-open-${capitals.id}`).click();
    await page.waitForURL(`**/classroom/quizzes?challenge=${capitals.id}&view=submissions`);
    await expect.poll(() => page.getByTestId('challenges-route').getAttribute('data-view')).toBe('submissions');
    await context.close();
  });

  it('centre (English, left to right): the way to its training centre area', async () => {
    const centre = await createTestUser({ userType: 'centers' });
    // The centre chose English: its preferences apply after login.
    const pref = await call('PATCH', '/user/pref', { token: centre.token, body: { language: 'en' } });
    expect(pref.status, pref.text).toBe(200);
    const { context, page } = await newPage(browser);
    await logIn(page, centre);
    await page.waitForURL('**/home');
    await page.getByTestId('home-centre').waitFor();
    await expect.poll(() => dir(page)).toEqual({ lang: 'en', dir: 'ltr' });
    expect(await page.getByTestId('home-centre-area').textContent()).toContain('training centre');
    expect(await page.getByTestId('home-centre-host').getAttribute('href')).toBe('/live/host');
    expect(await page.getByTestId('sidebar-nav-training-centre').getAttribute('href')).toBe('/training-centre');
    await screenshot(page, 'home-centre-en');
    await page.getByTestId('home-centre-open').click();
    await page.waitForURL('**/training-centre/overview');
    await context.close();
  });

  it('administrator (Arabic): the review queues with their counts, each opening its screen', async () => {
    const admin = await createTestUser({ userType: 'administrator' });
    const seller = await createTestUser({ userType: 'teacher' });
    await createProductDirect(seller, { status: 'pending' });
    await createExchangeRequestDirect(seller);
    const pending = async (collection: string) => String((await adminDb.collection(collection).where('status', '==', 'pending').count().get()).data().count);

    const { context, page } = await newPage(browser);
    await logIn(page, admin);
    await page.waitForURL('**/home');
    await page.getByTestId('home-admin').waitFor();
    expect(await dir(page)).toEqual({ lang: 'ar', dir: 'rtl' });
    // The counts are global and the API tests run beside the journeys: reload until the page and
    // a fresh count agree (a read between two of their writes).
    const compare = async () => ({
      shown: [await textOf(page, 'home-queue-products-count'), await textOf(page, 'home-queue-payouts-count')],
      counted: [await pending('products'), await pending('exchangeRequests')],
    });
    let last = await compare();
    for (let i = 0; i < 5 && JSON.stringify(last.shown) !== JSON.stringify(last.counted); i += 1) {
      await page.reload();
      await page.getByTestId('home-admin').waitFor();
      last = await compare();
    }
    expect(last.shown).toEqual(last.counted);
    expect(Number(last.shown[0])).toBeGreaterThan(0);
    await screenshot(page, 'home-admin-ar');
    await page.getByTestId('home-queue-payouts-open').click();
    await page.waitForURL('**/admin/payouts');
    await context.close();
  });
});
