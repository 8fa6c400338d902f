import { describe, expect, it } from 'vitest';
import { quizBody, unansweredCount } from './lesson-quiz';

describe('lesson quiz', () => {
  it('sends every question once, in order, trimmed; blanks count as unanswered', () => {
    const questions = [{ id: 'q1' }, { id: 'q2' }, { id: 'q3' }];
    const answers = { q1: ' Paris ', q3: '   ', extra: 'x' };
    expect(unansweredCount(questions, answers)).toBe(2);
    expect(quizBody(questions, answers)).toEqual({
      answers: [{ question_id: 'q1', answer: 'Paris' }, { question_id: 'q2', answer: '' }, { question_id: 'q3', answer: '' }],
    });
    expect(unansweredCount([], {})).toBe(0);
  });
});
