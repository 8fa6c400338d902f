import { describe, expect, it } from 'vitest';
import { questionStats, revealOf, revealedKey, type RevealQuestion } from './live-reveal';

const OPEN = 1_000_000;
const window = { openedAtMs: OPEN, closesAtMs: OPEN + 20_000 };
const at = (answer: unknown, ms: number) => ({ answer, receivedAtMs: OPEN + ms });
const mc: RevealQuestion = { type: 'multiple_choice', options: ['Paris', 'Rome', 'Cairo', 'Oslo'], correct_answer: 'Paris', points: 1000, time_limit_s: 20 };

describe('revealedKey', () => {
  it('gives the correct options and their positions', () => {
    expect(revealedKey(mc)).toEqual({ correct_answer: ['Paris'], correct_options: [0] });
    expect(revealedKey({ ...mc, correct_answer: ['Rome', 'Oslo'] })).toEqual({ correct_answer: ['Rome', 'Oslo'], correct_options: [1, 3] });
  });
  it('true/false: the key as a boolean, bar 0 true, bar 1 false', () => {
    expect(revealedKey({ type: 'true_false', options: ['true', 'false'], correct_answer: 'false' })).toEqual({ correct_answer: false, correct_options: [1] });
    expect(revealedKey({ type: 'true_false', options: [], correct_answer: true })).toEqual({ correct_answer: true, correct_options: [0] });
  });
  it('typed answers: the accepted answers; essays: nothing', () => {
    expect(revealedKey({ type: 'short_answer', options: [], correct_answer: ['H2O', 'water'] })).toEqual({ correct_answer: ['H2O', 'water'], correct_options: [] });
    expect(revealedKey({ type: 'essay', options: [], correct_answer: 'anything' })).toEqual({ correct_answer: null, correct_options: [] });
  });
});

describe('questionStats', () => {
  it('counts each option, the answered and correct totals, correct % and the mean time', () => {
    const answers = new Map([
      ['a', at('Paris', 2_000)],
      ['b', at('Paris', 4_000)],
      ['c', at('Rome', 6_000)],
      ['d', at('Nowhere', 8_000)],
      ['gone', at('Cairo', 1_000)], // removed player: left out
    ]);
    const stats = questionStats(mc, 2, ['a', 'b', 'c', 'd', 'e'], answers, window);
    expect(stats).toEqual({
      index: 2,
      type: 'multiple_choice',
      correct_answer: ['Paris'],
      correct_options: [0],
      counts: [2, 1, 0, 0],
      players: 5,
      answered: 4,
      correct: 2,
      avg_response_ms: 5_000,
      correct_pct: 40,
    });
    expect(revealOf(stats)).not.toHaveProperty('avg_response_ms');
    expect(revealOf(stats)).not.toHaveProperty('correct_pct');
    expect(revealOf(stats).counts).toEqual([2, 1, 0, 0]);
  });

  it('a list answer counts for every option it names', () => {
    const multi = { ...mc, correct_answer: ['Paris', 'Cairo'] };
    const stats = questionStats(multi, 0, ['a', 'b'], new Map([['a', at(['Paris', 'Cairo'], 1_000)], ['b', at(['Paris'], 1_000)]]), window);
    expect(stats.counts).toEqual([2, 0, 1, 0]);
    expect(stats.correct).toBe(1);
  });

  it('true/false: [true, false] counts; strings count too', () => {
    const tf: RevealQuestion = { type: 'true_false', options: ['true', 'false'], correct_answer: true, points: 10, time_limit_s: 20 };
    const stats = questionStats(tf, 0, ['a', 'b', 'c'], new Map([['a', at(true, 0)], ['b', at('false', 0)], ['c', at(false, 0)]]), window);
    expect(stats.counts).toEqual([1, 2]);
    expect(stats.correct).toBe(1);
    expect(stats.correct_answer).toBe(true);
    expect(stats.correct_pct).toBe(33);
  });

  it('a late correct answer is not correct (as in scoring)', () => {
    const stats = questionStats(mc, 0, ['a'], new Map([['a', at('Paris', 20_000)]]), window);
    expect(stats.answered).toBe(1);
    expect(stats.correct).toBe(0);
    expect(stats.counts).toEqual([1, 0, 0, 0]);
  });

  it('typed answers: no bars; normalised comparison', () => {
    const short: RevealQuestion = { type: 'short_answer', options: [], correct_answer: 'Water', points: 10, time_limit_s: 20 };
    const stats = questionStats(short, 1, ['a', 'b', 'c'], new Map([['a', at(' water ', 1_000)], ['b', at('fire', 3_000)]]), window);
    expect(stats).toMatchObject({ counts: [], answered: 2, correct: 1, correct_pct: 33, avg_response_ms: 2_000, correct_answer: ['Water'] });
  });

  it('essays: answered only, no key, no correct figures', () => {
    const essay: RevealQuestion = { type: 'essay', options: [], correct_answer: '', points: 10, time_limit_s: 20 };
    const stats = questionStats(essay, 0, ['a', 'b'], new Map([['a', at('My essay', 1_000)]]), window);
    expect(stats).toMatchObject({ counts: [], answered: 1, correct: null, correct_pct: null, correct_answer: null });
  });

  it('nobody playing or answering', () => {
    expect(questionStats(mc, 0, [], new Map(), window)).toMatchObject({ players: 0, answered: 0, correct: 0, correct_pct: null, avg_response_ms: null, counts: [0, 0, 0, 0] });
  });
});
