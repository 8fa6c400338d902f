import { describe, expect, it } from 'vitest';
import { answerKind, quizBody, unansweredCount } from './lesson-quiz';

describe('lesson quiz', () => {
  it('gives each question type its input', () => {
    expect(answerKind('multiple_choice')).toBe('choice');
    expect(answerKind('true_false')).toBe('true-false');
    expect(answerKind('short_answer')).toBe('line');
    expect(answerKind('fill_blank')).toBe('line');
    expect(answerKind('essay')).toBe('text');
  });
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
