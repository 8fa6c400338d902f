import { describe, expect, it } from 'vitest';
import {
  applyAnswer,
  rankPlayers,
  scoreAnswer,
  scoreQuestion,
  speedPoints,
  streakBonus,
  type QuestionKey,
  type QuestionWindow,
} from './live-scoring';

const OPEN = 1_000_000;
const mc: QuestionKey = { type: 'multiple_choice', correct_answer: 'Paris', points: 1000, time_limit_s: 20 };
const window: QuestionWindow = { openedAtMs: OPEN, closesAtMs: OPEN + 20_000 };
const at = (ms: number) => ({ receivedAtMs: OPEN + ms });

describe('speedPoints: round(P × (1 − (t/T)/2))', () => {
  it('gives P for an instant answer and P/2 at the limit', () => {
    expect(speedPoints(1000, 0, 20_000)).toBe(1000);
    expect(speedPoints(1000, 20_000, 20_000)).toBe(500);
  });
  it('is linear in between, rounded', () => {
    expect(speedPoints(1000, 5_000, 20_000)).toBe(875);
    expect(speedPoints(1000, 10_000, 20_000)).toBe(750);
    expect(speedPoints(1000, 1_234, 20_000)).toBe(Math.round(1000 * (1 - 1.234 / 20 / 2))); // 969
    expect(speedPoints(333, 7_000, 30_000)).toBe(Math.round(333 * (1 - 7 / 30 / 2)));
  });
  it('clamps t below 0 (clock skew) and above T', () => {
    expect(speedPoints(1000, -300, 20_000)).toBe(1000);
    expect(speedPoints(1000, 25_000, 20_000)).toBe(500);
  });
});

describe('scoreAnswer', () => {
  it('scores a correct answer by the server-measured time', () => {
    expect(scoreAnswer(mc, window, { answer: 'Paris', ...at(4_000) }, true)).toEqual({
      answered: true, correct: true, late: false, responseMs: 4_000, points: 900,
    });
  });
  it('clamps an answer stamped before opened_at to t = 0', () => {
    expect(scoreAnswer(mc, window, { answer: 'Paris', ...at(-50) }, true)).toMatchObject({ responseMs: 0, points: 1000 });
  });
  it('gives 0 for a wrong answer', () => {
    expect(scoreAnswer(mc, window, { answer: 'Rome', ...at(1_000) }, true)).toMatchObject({ correct: false, points: 0 });
  });
  it('gives 0 for a missing answer', () => {
    expect(scoreAnswer(mc, window, undefined, true)).toEqual({ answered: false, correct: false, late: false, responseMs: null, points: 0 });
  });
  it('gives 0 for a late answer: t > T, or received at or after closes_at', () => {
    expect(scoreAnswer(mc, window, { answer: 'Paris', ...at(20_001) }, true)).toMatchObject({ late: true, correct: false, points: 0 });
    expect(scoreAnswer(mc, { ...window, closesAtMs: OPEN + 3_000 }, { answer: 'Paris', ...at(3_000) }, true)).toMatchObject({
      late: true,
      points: 0,
    });
    expect(scoreAnswer(mc, window, { answer: 'Paris', receivedAtMs: undefined }, true)).toMatchObject({ late: true, points: 0 });
  });
  it('an answer just inside the window earns about half', () => {
    expect(scoreAnswer(mc, window, { answer: 'Paris', ...at(19_999) }, true)).toMatchObject({ late: false, points: 500 });
  });
  it('gives P for any correct answer in time when speed scoring is off', () => {
    expect(scoreAnswer(mc, window, { answer: 'Paris', ...at(19_000) }, false)).toMatchObject({ points: 1000 });
    expect(scoreAnswer(mc, window, { answer: 'Paris', ...at(21_000) }, false)).toMatchObject({ points: 0, late: true });
  });
  it('does not score essays live (correct null, 0 points)', () => {
    const essay: QuestionKey = { type: 'essay', correct_answer: '', points: 1000, time_limit_s: 60 };
    expect(scoreAnswer(essay, window, { answer: 'A long text', ...at(1_000) }, true)).toMatchObject({ correct: null, points: 0 });
    expect(scoreAnswer(essay, window, undefined, true)).toMatchObject({ correct: null, points: 0 });
  });
});

describe('streaks', () => {
  it('the n-th correct answer in a row adds 10% of P × (n − 1), capped at 50% of P (P = 1000)', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 20].map((n) => streakBonus(n, 1000))).toEqual([0, 100, 200, 300, 400, 500, 500, 500]);
    expect(streakBonus(0, 1000)).toBe(0);
  });

  it('is proportional to the question\'s points', () => {
    expect([2, 3, 6].map((n) => streakBonus(n, 2000))).toEqual([200, 400, 1000]);
    expect([2, 3, 6].map((n) => streakBonus(n, 500))).toEqual([50, 100, 250]);
    expect(streakBonus(5, 0)).toBe(0);
  });

  it('with P = 10 a streak never adds more than the cap (+5)', () => {
    const ten: QuestionKey = { ...mc, points: 10 };
    let player = { uid: 'p', score: 0, streak: 0 };
    const deltas: number[] = [];
    for (let i = 0; i < 10; i += 1) {
      const outcome = applyAnswer(player, scoreAnswer(ten, window, { answer: 'Paris', ...at(2_000) }, true), ten);
      expect(outcome.bonus).toBeLessThanOrEqual(5);
      deltas.push(outcome.delta);
      player = outcome;
    }
    // 10 × (1 − 0.1/2) = 9.5 -> 10 points each, plus 0, 1, 2, 3, 4, 5, 5, ...
    expect(deltas).toEqual([10, 11, 12, 13, 14, 15, 15, 15, 15, 15]);
    expect(Math.max(...deltas)).toBeLessThanOrEqual(15);
  });

  it('builds up over questions and resets on a wrong, late or missing answer', () => {
    const sequence = [
      { answer: 'Paris', ...at(0) }, // 1000, streak 1
      { answer: 'Paris', ...at(0) }, // 1000 + 100, streak 2
      { answer: 'Paris', ...at(0) }, // 1000 + 200, streak 3
      { answer: 'Rome', ...at(0) }, // 0, reset
      { answer: 'Paris', ...at(0) }, // 1000, streak 1
      { answer: 'Paris', ...at(0) }, // 1000 + 100
      undefined, // missing: reset
      { answer: 'Paris', ...at(0) }, // 1000
      { answer: 'Paris', ...at(25_000) }, // late: reset
      { answer: 'Paris', ...at(0) }, // 1000
    ];
    let player = { uid: 'p', score: 0, streak: 0 };
    const deltas: number[] = [];
    const streaks: number[] = [];
    for (const answer of sequence) {
      const outcome = applyAnswer(player, scoreAnswer(mc, window, answer, true), mc);
      deltas.push(outcome.delta);
      streaks.push(outcome.streak);
      player = { uid: 'p', score: outcome.score, streak: outcome.streak };
    }
    expect(deltas).toEqual([1000, 1100, 1200, 0, 1000, 1100, 0, 1000, 0, 1000]);
    expect(streaks).toEqual([1, 2, 3, 0, 1, 2, 0, 1, 0, 1]);
    expect(player.score).toBe(7400);
  });

  it('caps the bonus at +500 from the 6th correct answer on', () => {
    let player = { uid: 'p', score: 0, streak: 0 };
    const bonuses: number[] = [];
    for (let i = 0; i < 8; i += 1) {
      const outcome = applyAnswer(player, scoreAnswer(mc, window, { answer: 'Paris', ...at(0) }, true), mc);
      bonuses.push(outcome.bonus);
      player = outcome;
    }
    expect(bonuses).toEqual([0, 100, 200, 300, 400, 500, 500, 500]);
  });

  it('leaves the streak alone on an essay and gives no bonus on a question worth 0', () => {
    const essay: QuestionKey = { type: 'essay', correct_answer: '', points: 1000, time_limit_s: 60 };
    expect(applyAnswer({ uid: 'p', score: 50, streak: 3 }, scoreAnswer(essay, window, undefined, true), essay)).toMatchObject({
      score: 50, streak: 3, delta: 0, correct: null,
    });
    const free: QuestionKey = { ...mc, points: 0 };
    expect(applyAnswer({ uid: 'p', score: 0, streak: 3 }, scoreAnswer(free, window, { answer: 'Paris', ...at(0) }, true), free)).toMatchObject({
      streak: 4, bonus: 0, delta: 0,
    });
  });
});

describe('scoreQuestion', () => {
  it('scores every player from the answers by uid, missing ones with 0', () => {
    const answers = new Map([
      ['a', { answer: 'Paris', ...at(2_000) }],
      ['b', { answer: 'Rome', ...at(1_000) }],
    ]);
    const outcomes = scoreQuestion(
      [{ uid: 'a', score: 100, streak: 1 }, { uid: 'b', score: 0, streak: 2 }, { uid: 'c', score: 10, streak: 0 }],
      answers,
      mc,
      window,
      true,
    );
    expect(outcomes.map((o) => [o.uid, o.delta, o.score, o.streak, o.answered])).toEqual([
      ['a', 950 + 100, 1150, 2, true],
      ['b', 0, 0, 0, true],
      ['c', 0, 10, 0, false],
    ]);
  });
});

describe('rankPlayers: dense by score, then earliest join', () => {
  it('orders by score desc, ties by join time, and shares ranks on equal scores', () => {
    const ranked = rankPlayers([
      { uid: 'late-high', score: 900, joinedAtMs: 50 },
      { uid: 'early-mid', score: 500, joinedAtMs: 10 },
      { uid: 'early-high', score: 900, joinedAtMs: 20 },
      { uid: 'zero', score: 0, joinedAtMs: 1 },
      { uid: 'later-mid', score: 500, joinedAtMs: 30 },
    ]);
    expect(ranked.map((p) => [p.uid, p.rank])).toEqual([
      ['early-high', 1],
      ['late-high', 1],
      ['early-mid', 2],
      ['later-mid', 2],
      ['zero', 3],
    ]);
  });
  it('breaks a full tie by uid and handles an empty list', () => {
    expect(rankPlayers([{ uid: 'b', score: 1, joinedAtMs: 1 }, { uid: 'a', score: 1, joinedAtMs: 1 }]).map((p) => p.uid)).toEqual(['a', 'b']);
    expect(rankPlayers([])).toEqual([]);
  });
});
