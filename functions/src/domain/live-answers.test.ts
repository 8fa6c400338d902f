import { describe, expect, it } from 'vitest';
import { isCorrectAnswer } from './live-answers';

describe('isCorrectAnswer', () => {
  it('multiple choice: the exact option text', () => {
    expect(isCorrectAnswer('multiple_choice', 'Paris', 'Paris')).toBe(true);
    expect(isCorrectAnswer('multiple_choice', 'Paris', 'paris')).toBe(false);
    expect(isCorrectAnswer('multiple_choice', 'Paris', 'Rome')).toBe(false);
    expect(isCorrectAnswer('multiple_choice', 'Paris', ['Paris'])).toBe(false);
    expect(isCorrectAnswer('multiple_choice', 'Paris', 3)).toBe(false);
  });
  it('multiple choice with several correct options wants exactly that set', () => {
    expect(isCorrectAnswer('multiple_choice', ['A', 'C'], ['C', 'A'])).toBe(true);
    expect(isCorrectAnswer('multiple_choice', ['A', 'C'], ['A'])).toBe(false);
    expect(isCorrectAnswer('multiple_choice', ['A', 'C'], ['A', 'B', 'C'])).toBe(false);
    expect(isCorrectAnswer('multiple_choice', ['A', 'C'], 'A')).toBe(false);
    expect(isCorrectAnswer('multiple_choice', ['A'], 'A')).toBe(true);
  });
  it('true/false: booleans or their strings', () => {
    expect(isCorrectAnswer('true_false', true, true)).toBe(true);
    expect(isCorrectAnswer('true_false', true, false)).toBe(false);
    expect(isCorrectAnswer('true_false', 'false', false)).toBe(true);
    expect(isCorrectAnswer('true_false', false, 'False')).toBe(true);
    expect(isCorrectAnswer('true_false', true, 'yes')).toBe(false);
    expect(isCorrectAnswer('true_false', true, undefined)).toBe(false);
  });
  it('short answer: normalised, any of several accepted answers', () => {
    expect(isCorrectAnswer('short_answer', ['Cairo', 'القاهرة'], '  cairo ')).toBe(true);
    expect(isCorrectAnswer('short_answer', ['Cairo', 'القاهرة'], 'القاهره')).toBe(true);
    expect(isCorrectAnswer('short_answer', ['Cairo', 'القاهرة'], 'الْقَاهِرَة')).toBe(true);
    expect(isCorrectAnswer('short_answer', 'Cairo', 'Giza')).toBe(false);
    expect(isCorrectAnswer('short_answer', 'Cairo', '')).toBe(false);
    expect(isCorrectAnswer('short_answer', 'Cairo', '  ')).toBe(false);
    expect(isCorrectAnswer('short_answer', 'Cairo', true)).toBe(false);
  });
  it('short answer: Arabic diacritics, tatweel, alef/ya/ta marbuta/hamza variants and digits are folded', () => {
    expect(isCorrectAnswer('short_answer', 'محمد', 'مُحَمَّدٌ')).toBe(true);
    expect(isCorrectAnswer('short_answer', 'القاهرة', 'الـــقاهرة')).toBe(true);
    expect(isCorrectAnswer('short_answer', 'احمد', 'أحمد')).toBe(true);
    expect(isCorrectAnswer('short_answer', 'اسلام', 'إسلام')).toBe(true);
    expect(isCorrectAnswer('short_answer', 'مستشفي', 'مستشفى')).toBe(true);
    expect(isCorrectAnswer('short_answer', 'مدرسه', 'مدرسة')).toBe(true);
    expect(isCorrectAnswer('short_answer', 'مسوول', 'مسؤول')).toBe(true);
    expect(isCorrectAnswer('short_answer', 'قايد', 'قائد')).toBe(true);
    expect(isCorrectAnswer('short_answer', '123', '١٢٣')).toBe(true);
    expect(isCorrectAnswer('short_answer', 'abc', 'ＡＢＣ')).toBe(true);
    expect(isCorrectAnswer('short_answer', 'Paris', 'Paris.')).toBe(true);
    expect(isCorrectAnswer('short_answer', 'Paris', '"Paris"')).toBe(true);
    expect(isCorrectAnswer('short_answer', '5', '-5')).toBe(false);
    expect(isCorrectAnswer('short_answer', 'مدرسة', 'مدرس')).toBe(false);
  });
  it('fill in the blank: the same normalisation', () => {
    expect(isCorrectAnswer('fill_blank', 'أكسجين', 'اكسجين')).toBe(true);
    expect(isCorrectAnswer('fill_blank', ['oxygen', 'O2'], 'o2')).toBe(true);
    expect(isCorrectAnswer('fill_blank', 'oxygen', 'hydrogen')).toBe(false);
  });
  it('essays are not checked live', () => {
    expect(isCorrectAnswer('essay', '', 'anything')).toBeNull();
  });
});
