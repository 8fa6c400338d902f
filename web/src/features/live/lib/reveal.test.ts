import { describe, expect, it } from 'vitest';
import { currentReveal, revealBars, toReveal, typedBars } from './reveal';

const mc = {
  index: 1, type: 'multiple_choice', correct_answer: ['Paris'], correct_options: [0], counts: [3, 1, 0, 0], players: 5, answered: 4, correct: 3,
};

describe('toReveal', () => {
  it('reads the reveal the close publishes', () => {
    expect(toReveal(mc)).toEqual(mc);
    expect(toReveal({ ...mc, type: 'true_false', correct_answer: false, correct_options: [1], counts: [1, 2] })?.correct_answer).toBe(false);
  });
  it('copes with missing and odd fields', () => {
    expect(toReveal(null)).toBeNull();
    expect(toReveal({})).toBeNull();
    expect(toReveal({ index: 0, counts: ['x', -1, 2], correct: null })).toEqual({
      index: 0, type: 'multiple_choice', correct_answer: null, correct_options: [], counts: [0, 0, 2], players: 0, answered: 0, correct: null,
    });
  });
});

describe('revealBars', () => {
  it('one bar per option, the correct one marked, lengths against the answers received', () => {
    expect(revealBars(toReveal(mc)!, { options: ['Paris', 'Rome', 'Cairo', 'Oslo'] })).toEqual([
      { position: 0, text: 'Paris', count: 3, correct: true, percent: 75 },
      { position: 1, text: 'Rome', count: 1, correct: false, percent: 25 },
      { position: 2, text: 'Cairo', count: 0, correct: false, percent: 0 },
      { position: 3, text: 'Oslo', count: 0, correct: false, percent: 0 },
    ]);
  });
  it('true/false bars have no text (their labels are messages); nobody answering gives empty bars', () => {
    const tf = toReveal({ ...mc, type: 'true_false', correct_answer: true, correct_options: [0], counts: [0, 0], answered: 0 })!;
    expect(revealBars(tf, null)).toEqual([
      { position: 0, text: null, count: 0, correct: true, percent: 0 },
      { position: 1, text: null, count: 0, correct: false, percent: 0 },
    ]);
  });
  it('no bars for typed answers and essays', () => {
    expect(revealBars(toReveal({ ...mc, type: 'short_answer', counts: [] })!, null)).toEqual([]);
  });
});

describe('currentReveal', () => {
  it('only the reveal of the question whose leaderboard is shown', () => {
    const reveal = toReveal(mc);
    expect(currentReveal({ reveal, leaderboardIndex: 1, questionIndex: 1 })).toBe(reveal);
    expect(currentReveal({ reveal, leaderboardIndex: 0, questionIndex: 1 })).toBeNull();
    expect(currentReveal({ reveal, leaderboardIndex: 1, questionIndex: 2 })).toBeNull();
    expect(currentReveal({ reveal: null, leaderboardIndex: 1, questionIndex: 1 })).toBeNull();
  });
});

describe('typedBars', () => {
  it('typed answers: correct and not correct', () => {
    expect(typedBars(toReveal({ ...mc, type: 'fill_blank', counts: [], answered: 4, correct: 1 })!)).toEqual([
      { position: 0, text: null, count: 1, correct: true, percent: 25 },
      { position: 1, text: null, count: 3, correct: false, percent: 75 },
    ]);
  });
  it('none for choices and essays', () => {
    expect(typedBars(toReveal(mc)!)).toEqual([]);
    expect(typedBars(toReveal({ ...mc, type: 'essay', counts: [], correct: null })!)).toEqual([]);
  });
});
