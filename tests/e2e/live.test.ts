// The live quiz journey in real Chromium: a teacher builds a manual quiz in the builder
// (multiple choice + true/false), publishes it and hosts it live; two players in their own
// browser contexts join by code without logging in, answer (one right, one wrong), both see the
// leaderboard with their rank and score, one reloads and keeps its nickname and score, the game
// goes on to the end and the podium shows for the players and the host. After each question
// everyone sees the answer revealed (a bar per option); at the end the host gets the report, its
// CSV, and finds it again under My quizzes.
import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, logIn, newPage, pageDir, screenshot } from '../support/browser';
import { createTestUser } from '../support/users';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** Listeners and function round trips: generous, bounded. */
const LIVE_WAIT = { timeout: 20_000, interval: 100 };

const id = (page: Page, testId: string) => page.getByTestId(testId);
const attr = (page: Page, testId: string, name: string) => () => id(page, testId).first().getAttribute(name);
const phase = (page: Page) => attr(page, 'live-player', 'data-phase');

/** The uid the player's device remembers for the game (its anonymous Firebase user). */
async function rememberedUid(page: Page): Promise<string> {
  const raw = await page.evaluate(() => localStorage.getItem('live.player'));
  const uid = raw ? (JSON.parse(raw) as { uid?: string }).uid : undefined;
  if (!uid) throw new Error(`no remembered live game on this page: ${raw}`);
  return uid;
}

/** The leaderboard rows a page shows: uid -> {rank, score}. */
async function leaderboardRows(page: Page): Promise<Record<string, { rank: number; score: number }>> {
  const rows = id(page, 'live-leaderboard-row');
  const out: Record<string, { rank: number; score: number }> = {};
  for (const row of await rows.all()) {
    const uid = await row.getAttribute('data-uid');
    if (uid) out[uid] = { rank: Number(await row.getAttribute('data-rank')), score: Number(await row.getAttribute('data-score')) };
  }
  return out;
}

/** The reveal's bars on a page: [position, count, correct] per option. */
async function revealBars(page: Page): Promise<[number, number, boolean][]> {
  return id(page, 'live-reveal-bar').evaluateAll((bars) =>
    bars.map((bar) => [Number(bar.getAttribute('data-position')), Number(bar.getAttribute('data-count')), bar.getAttribute('data-correct') === 'true'] as [number, number, boolean]),
  );
}

/** Screenshots once the race track, leaderboard and podium animations have come to rest. */
const MOVING = '[data-testid="live-race-lane"] div[style], [data-testid="live-leaderboard-row"], [data-testid^="live-podium-place-"] > div';
async function settledScreenshot(page: Page, name: string) {
  await expect
    .poll(
      () =>
        page.evaluate(async (selector) => {
          const read = () =>
            Array.from(document.querySelectorAll(selector))
              .map((element) => {
                const box = element.getBoundingClientRect();
                return `${box.x.toFixed(1)},${box.y.toFixed(1)},${getComputedStyle(element).opacity}`;
              })
              .join('|');
          const before = read();
          for (let frame = 0; frame < 8; frame += 1) await new Promise((resolve) => requestAnimationFrame(resolve));
          return before === read();
        }, MOVING),
      { timeout: 10_000, interval: 50 },
    )
    .toBe(true);
  await screenshot(page, name);
}

async function joinGame(page: Page, path: string, code: string, nickname: string) {
  await page.goto(path);
  await id(page, 'live-join-code').fill(code);
  await id(page, 'live-join-nickname').fill(nickname);
  await id(page, 'live-join-submit').click();
  await expect.poll(phase(page), LIVE_WAIT).toBe('waiting');
  await id(page, 'live-waiting').waitFor();
}

describe('live quiz journey', () => {
  it('manual quiz built and hosted live; two guests join by code, answer, see the leaderboard, one reloads, podium', async () => {
    const teacher = await createTestUser({ userType: 'teacher', sparks: 50 });
    const host = await newPage(browser);
    const ada = await newPage(browser); // answers right
    const bo = await newPage(browser); // answers wrong
    const t = host.page;

    // --- The teacher builds a manual quiz: method -> set up -> review -> finalize -> publish.
    await logIn(t, teacher);
    await t.waitForURL('**/class');
    await t.goto('/CreateQuiz');
    await id(t, 'quiz-method-manual').click();
    await id(t, 'quiz-manual-title').fill('Capitals live');
    await id(t, 'quiz-manual-start').click();
    await id(t, 'quiz-review').waitFor();
    await id(t, 'quiz-no-questions').waitFor();

    // Question 1: multiple choice, "Paris" correct.
    await id(t, 'quiz-add-type').selectOption('multiple_choice');
    await id(t, 'quiz-add-question').click();
    await id(t, 'quiz-q-0').waitFor();
    expect(await id(t, 'quiz-q-0').getAttribute('data-type')).toBe('multiple_choice');
    await id(t, 'quiz-q-0-text').fill('What is the capital of France?');
    const options = ['Lyon', 'Paris', 'Marseille', 'Nice'];
    for (const [index, option] of options.entries()) await id(t, `quiz-q-0-option-${index}`).fill(option);
    await id(t, 'quiz-q-0-correct-1').click();
    await id(t, 'quiz-q-0-time').fill('20');
    await id(t, 'quiz-q-0-points').fill('100');

    // Question 2: true/false, "true" correct.
    await id(t, 'quiz-add-type').selectOption('true_false');
    await id(t, 'quiz-add-question').click();
    await id(t, 'quiz-q-1').waitFor();
    expect(await id(t, 'quiz-q-1').getAttribute('data-type')).toBe('true_false');
    await id(t, 'quiz-q-1-text').fill('Rome is the capital of Italy.');
    await id(t, 'quiz-q-1-tf-true').click();
    await id(t, 'quiz-q-1-time').fill('20');
    await id(t, 'quiz-q-1-points').fill('100');
    await expect.poll(attr(t, 'quiz-review-totals', 'data-count')).toBe('2');
    await expect.poll(attr(t, 'quiz-review-totals', 'data-points')).toBe('200');

    await id(t, 'quiz-next').click(); // saves the questions
    await id(t, 'quiz-finalize').waitFor({ timeout: 20_000 });
    await expect.poll(() => id(t, 'quiz-title').inputValue()).toBe('Capitals live');
    await id(t, 'quiz-next').click();
    await expect.poll(attr(t, 'quiz-publish-summary', 'data-ready'), LIVE_WAIT).toBe('true');
    await id(t, 'quiz-publish').click();
    await id(t, 'quiz-published').waitFor({ timeout: 20_000 });
    // The manual method cost 5 sparks, charged once.
    await expect.poll(attr(t, 'header-credits', 'data-balance'), LIVE_WAIT).toBe('45');

    // --- Host it live from the publish step.
    await id(t, 'quiz-host-live').click();
    await t.waitForURL('**/live/host?quizId=*');
    await expect.poll(() => id(t, 'live-host-quiz-title').textContent(), LIVE_WAIT).toContain('Capitals live');
    await id(t, 'live-host-create').click();
    await t.waitForURL(/[?&]session=/);
    await expect
      .poll(async () => (await id(t, 'live-host-code').textContent())?.trim() ?? '', LIVE_WAIT)
      .toMatch(/^\d{6}$/);
    const code = (await id(t, 'live-host-code').textContent())!.trim();
    await expect.poll(attr(t, 'live-host-joined-count', 'data-count'), LIVE_WAIT).toBe('0');

    // --- Two guests, each in its own browser context and never logged in, join by code.
    // A wrong code is refused on the form first.
    await ada.page.goto('/live');
    await id(ada.page, 'live-join-code').fill('12345');
    await id(ada.page, 'live-join-nickname').fill('Ada');
    await id(ada.page, 'live-join-submit').click();
    await expect.poll(() => id(ada.page, 'live-join-code-error').textContent()).toBe('يُرجى إدخال رمز صالح مكوّن من 6 أرقام');
    // The first load is the light join page (live.html, no app bundle): Arabic, right to left,
    // and its language toggle switches the texts and the direction in place.
    expect(await pageDir(ada.page)).toEqual({ lang: 'ar', dir: 'rtl' });
    await id(ada.page, 'live-join-language').click();
    await expect.poll(() => ada.page.locator('[data-testid="live-join"] h1').textContent()).toBe('Join a live quiz');
    expect(await pageDir(ada.page)).toEqual({ lang: 'en', dir: 'ltr' });
    expect(await ada.page.evaluate(() => document.querySelector('script[src*="/assets/main-"]'))).toBeNull();
    await id(ada.page, 'live-join-language').click();
    await joinGame(ada.page, '/live', code, 'Ada');
    await joinGame(bo.page, '/guest/quiz/play', code, 'Bo');
    for (const { page } of [ada, bo]) {
      expect(await page.evaluate(() => [localStorage.getItem('token'), sessionStorage.getItem('token')])).toEqual([null, null]);
    }
    const adaUid = await rememberedUid(ada.page);
    const boUid = await rememberedUid(bo.page);
    expect(adaUid).not.toBe(boUid);
    await expect.poll(attr(t, 'live-host-joined-count', 'data-count'), LIVE_WAIT).toBe('2');
    await expect.poll(() => id(t, 'live-host-player').evaluateAll((items) => items.map((item) => item.getAttribute('data-nickname')).sort())).toEqual(['Ada', 'Bo']);

    // --- Question 1: Ada right, Bo wrong; it closes by itself once everyone has answered.
    await id(t, 'live-host-start').click();
    await expect.poll(attr(t, 'live-host-question', 'data-index'), LIVE_WAIT).toBe('0');
    for (const { page } of [ada, bo]) {
      await expect.poll(phase(page), LIVE_WAIT).toBe('question');
      await expect.poll(() => id(page, 'live-question-text').textContent()).toContain('capital of France');
      expect(await id(page, 'live-option').evaluateAll((items) => items.map((item) => item.getAttribute('data-option')))).toEqual(options);
    }
    await ada.page.locator('[data-testid="live-option"][data-option="Paris"]').click();
    await expect.poll(phase(ada.page), LIVE_WAIT).toMatch(/^(answered|timeup|leaderboard)$/);
    await expect.poll(attr(t, 'live-host-answered-count', 'data-answered'), LIVE_WAIT).toBe('1');
    await bo.page.locator('[data-testid="live-option"][data-option="Lyon"]').click();

    // The host's screen closes the question and shows the scored leaderboard.
    await id(t, 'live-host-results').waitFor({ timeout: 20_000 });
    await expect.poll(() => leaderboardRows(t), LIVE_WAIT).toMatchObject({ [adaUid]: { rank: 1 }, [boUid]: { rank: 2, score: 0 } });
    // The answer is revealed with the leaderboard: Paris highlighted, one player per chosen option.
    const bars1: [number, number, boolean][] = [[0, 1, false], [1, 1, true], [2, 0, false], [3, 0, false]];
    await expect.poll(() => revealBars(t), LIVE_WAIT).toEqual(bars1);
    expect(await attr(t, 'live-reveal', 'data-index')()).toBe('0');
    expect(await attr(t, 'live-reveal-answer', 'data-answer')()).toBe('Paris');
    expect(await attr(t, 'live-reveal-summary', 'data-correct')()).toBe('1');
    for (const { page } of [ada, bo]) {
      await expect.poll(() => revealBars(page), LIVE_WAIT).toEqual(bars1);
      expect(await attr(page, 'live-reveal-answer', 'data-answer')()).toBe('Paris');
    }
    await settledScreenshot(t, 'live-host-reveal');

    // Both players see the leaderboard update: their own rank and score, and both rows.
    await expect.poll(phase(ada.page), LIVE_WAIT).toBe('leaderboard');
    await expect.poll(phase(bo.page), LIVE_WAIT).toBe('leaderboard');
    await expect.poll(attr(ada.page, 'live-result-title', 'data-correct')).toBe('true');
    await expect.poll(attr(bo.page, 'live-result-title', 'data-correct')).toBe('false');
    await expect.poll(attr(ada.page, 'live-rank', 'data-rank')).toBe('1');
    await expect.poll(attr(bo.page, 'live-rank', 'data-rank')).toBe('2');
    const adaScore1 = Number(await attr(ada.page, 'live-player-score', 'data-score')());
    // round(100 × (1 − (t/20)/2)): between 50 (last moment) and 100 (instant).
    expect(adaScore1).toBeGreaterThanOrEqual(50);
    expect(adaScore1).toBeLessThanOrEqual(100);
    expect(Number(await attr(ada.page, 'live-result-points', 'data-points')())).toBe(adaScore1);
    await expect.poll(attr(bo.page, 'live-player-score', 'data-score')).toBe('0');
    const standings1 = { [adaUid]: { rank: 1, score: adaScore1 }, [boUid]: { rank: 2, score: 0 } };
    await expect.poll(() => leaderboardRows(ada.page)).toEqual(standings1);
    await expect.poll(() => leaderboardRows(bo.page)).toEqual(standings1);
    expect(await leaderboardRows(t)).toEqual(standings1);
    // Each player's own row is the highlighted one.
    expect(await ada.page.locator('[data-testid="live-leaderboard-row"][aria-current="true"]').getAttribute('data-uid')).toBe(adaUid);
    expect(await bo.page.locator('[data-testid="live-leaderboard-row"][aria-current="true"]').getAttribute('data-uid')).toBe(boUid);
    await settledScreenshot(ada.page, 'live-player-leaderboard');

    // --- Ada reloads: same game, same nickname, same score and rank.
    await ada.page.reload();
    await expect.poll(phase(ada.page), LIVE_WAIT).toBe('leaderboard');
    await expect.poll(() => id(ada.page, 'live-player-nickname').textContent()).toBe('Ada');
    await expect.poll(attr(ada.page, 'live-player-score', 'data-score')).toBe(String(adaScore1));
    await expect.poll(attr(ada.page, 'live-rank', 'data-rank')).toBe('1');
    expect(await rememberedUid(ada.page)).toBe(adaUid);
    await settledScreenshot(ada.page, 'live-player-after-reload');

    // --- Question 2 (true/false): Ada answers (right) after her reload, Bo does not; the host closes it.
    await id(t, 'live-host-next').click();
    await expect.poll(attr(t, 'live-host-question', 'data-index'), LIVE_WAIT).toBe('1');
    for (const { page } of [ada, bo]) {
      await expect.poll(phase(page), LIVE_WAIT).toBe('question');
      await expect.poll(() => id(page, 'live-question-text').textContent()).toContain('Rome');
    }
    await id(ada.page, 'live-option-true').click();
    await expect.poll(phase(ada.page), LIVE_WAIT).toBe('answered');
    await expect.poll(attr(t, 'live-host-answered-count', 'data-answered'), LIVE_WAIT).toBe('1');
    expect(await attr(t, 'live-host-answered-count', 'data-players')()).toBe('2');
    await id(t, 'live-host-close').click();
    await id(t, 'live-host-results').waitFor({ timeout: 20_000 });

    await expect.poll(phase(ada.page), LIVE_WAIT).toBe('leaderboard');
    await expect.poll(phase(bo.page), LIVE_WAIT).toBe('leaderboard');
    await expect.poll(attr(ada.page, 'live-result-title', 'data-correct')).toBe('true');
    // Second correct answer in a row: the streak bonus (10% of the question's 100 points) on top of 50..100 points.
    await expect.poll(attr(ada.page, 'live-streak', 'data-streak')).toBe('2');
    const adaScore2 = Number(await attr(ada.page, 'live-player-score', 'data-score')());
    expect(adaScore2 - adaScore1).toBeGreaterThanOrEqual(60);
    expect(adaScore2 - adaScore1).toBeLessThanOrEqual(110);
    await expect.poll(attr(bo.page, 'live-player-score', 'data-score')).toBe('0');
    await expect.poll(attr(bo.page, 'live-rank', 'data-rank')).toBe('2');
    // Points with the streak bonus, and the bonus named; the true/false reveal: true, one answer.
    await expect.poll(attr(ada.page, 'live-result-bonus', 'data-bonus')).toBe('10');
    expect(Number(await attr(ada.page, 'live-result-points', 'data-points')())).toBe(adaScore2 - adaScore1);
    for (const page of [t, ada.page, bo.page]) {
      await expect.poll(() => revealBars(page), LIVE_WAIT).toEqual([[0, 1, true], [1, 0, false]]);
      expect(await attr(page, 'live-reveal-answer', 'data-answer')()).toBe('true');
    }
    await settledScreenshot(ada.page, 'live-player-reveal');
    const standings2 = { [adaUid]: { rank: 1, score: adaScore2 }, [boUid]: { rank: 2, score: 0 } };
    await expect.poll(() => leaderboardRows(ada.page)).toEqual(standings2);
    await expect.poll(() => leaderboardRows(bo.page)).toEqual(standings2);

    // --- After the last question the host shows the podium; everyone sees it.
    await id(t, 'live-host-next').click();
    await id(t, 'live-host-complete').waitFor({ timeout: 20_000 });
    await expect.poll(attr(t, 'live-podium-place-1', 'data-uid'), LIVE_WAIT).toBe(adaUid);
    await expect.poll(attr(t, 'live-podium-place-2', 'data-uid')).toBe(boUid);
    expect(await id(t, 'live-podium-place-3').count()).toBe(0);
    for (const { page } of [ada, bo]) {
      await expect.poll(phase(page), LIVE_WAIT).toBe('complete');
      await expect.poll(attr(page, 'live-podium-place-1', 'data-uid')).toBe(adaUid);
      await expect.poll(attr(page, 'live-podium-place-2', 'data-uid')).toBe(boUid);
    }
    await expect.poll(attr(ada.page, 'live-final-rank', 'data-rank')).toBe('1');
    await expect.poll(attr(ada.page, 'live-final-score', 'data-score')).toBe(String(adaScore2));
    await expect.poll(attr(bo.page, 'live-final-rank', 'data-rank')).toBe('2');
    await expect.poll(attr(bo.page, 'live-final-score', 'data-score')).toBe('0');
    await settledScreenshot(bo.page, 'live-player-podium');
    await settledScreenshot(t, 'live-host-podium');

    // --- The host's report: per question and per player, and its CSV.
    const sessionId = new URL(t.url()).searchParams.get('session')!;
    await id(t, 'live-report').waitFor({ timeout: 20_000 });
    await expect
      .poll(() => id(t, 'live-report-question').evaluateAll((rows) => rows.map((row) => [row.getAttribute('data-index'), row.getAttribute('data-answered'), row.getAttribute('data-correct-pct')])))
      .toEqual([['0', '2', '50'], ['1', '1', '50']]);
    expect(
      await id(t, 'live-report-player').evaluateAll((rows) => rows.map((row) => [row.getAttribute('data-uid'), row.getAttribute('data-score'), row.getAttribute('data-correct')])),
    ).toEqual([[adaUid, String(adaScore2), '2'], [boUid, '0', '0']]);
    const [download] = await Promise.all([t.waitForEvent('download'), id(t, 'live-report-csv').click()]);
    expect(download.suggestedFilename()).toMatch(/^live-report-\d{4}-\d\d-\d\d-[a-z0-9]{1,6}\.csv$/);
    const csv = await readFile((await download.path())!, 'utf8');
    expect(csv.charCodeAt(0)).toBe(0xfeff);
    const lines = csv.slice(1).split('\r\n');
    expect(lines).toContain(`1,Ada,${adaScore2},2,2`);
    expect(lines).toContain('2,Bo,0,0,1');
    expect(lines.some((line) => line.startsWith('1,What is the capital of France?,Paris,Lyon: 1; Paris: 1; Marseille: 0; Nice: 0,2,1,50,'))).toBe(true);
    await settledScreenshot(t, 'live-host-report');

    // --- Kept under My quizzes: the quiz lists its finished game, linked to the same report.
    await t.goto('/quiz');
    // The list's first read of the reports collection has taken 20 s on a loaded 2-core machine.
    await id(t, `quiz-live-report-${sessionId}`).click({ timeout: 45_000 });
    await t.waitForURL(`**/live/reports/${sessionId}`);
    await expect.poll(attr(t, 'live-report', 'data-session-id'), LIVE_WAIT).toBe(sessionId);
    await expect.poll(() => id(t, 'live-report-player').count()).toBe(2);
    await screenshot(t, 'live-report-page');

    await host.context.close();
    await ada.context.close();
    await bo.context.close();
  });
});
