import { describe, expect, it } from 'vitest';
import { answerKind } from './quiz-input-kind';

describe('answerKind', () => {
  it('gives each question type its input', () => {
    expect(answerKind('multiple_choice')).toBe('choice');
    expect(answerKind('true_false')).toBe('true-false');
    expect(answerKind('short_answer')).toBe('line');
    expect(answerKind('fill_blank')).toBe('line');
    expect(answerKind('essay')).toBe('text');
  });
});
