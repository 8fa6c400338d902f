import { describe, expect, it } from 'vitest';
import { gradeSubmissionRequestSchema, type QuestionResult } from '@shared/schemas/quiz';
import { applySuggestions, gradeProblem, gradeProblems, gradesToSend, initialGrades, parseGrade, previewScore } from './grading';

const results: QuestionResult[] = [
  { question_id: 'mc', awarded: 10, max: 10, correct: true, needs_grading: false },
  { question_id: 'short', awarded: 0, max: 5, correct: null, needs_grading: true },
  { question_id: 'essay', awarded: 0, max: 20, correct: null, needs_grading: true, feedback: null },
];

describe('grade fields', () => {
  it('start from the submission', () => {
    expect(initialGrades(results)).toEqual({
      mc: { awarded: '10', feedback: '' },
      short: { awarded: '0', feedback: '' },
      essay: { awarded: '0', feedback: '' },
    });
  });

  it('read halves, hundredths, commas and Arabic-Indic digits', () => {
    expect(parseGrade('2.5')).toBe(2.5);
    expect(parseGrade('2,25')).toBe(2.25);
    expect(parseGrade('٣٫٥')).toBe(3.5);
    expect(parseGrade('1.234')).toBeNull();
    expect(parseGrade('-1')).toBeNull();
    expect(parseGrade('')).toBeNull();
  });

  it('are between 0 and the question points', () => {
    expect(gradeProblem('5', 5)).toBeNull();
    expect(gradeProblem('5.01', 5)).toBe('range');
    expect(gradeProblem('abc', 5)).toBe('format');
    expect(gradeProblems({ ...initialGrades(results), short: { awarded: '6', feedback: '' } }, results)).toEqual({ short: 'range' });
  });
});

describe('gradesToSend', () => {
  it('sends changes and every question waiting for the teacher', () => {
    const fields = { ...initialGrades(results), essay: { awarded: '15.5', feedback: ' Good structure ' } };
    const grades = gradesToSend(fields, results);
    expect(grades).toEqual([
      { question_id: 'short', awarded: 0 },
      { question_id: 'essay', awarded: 15.5, feedback: 'Good structure' },
    ]);
    expect(gradeSubmissionRequestSchema.safeParse({ grades }).success).toBe(true);
  });

  it('sends nothing for a graded submission left as it is', () => {
    const graded = results.map((result) => ({ ...result, needs_grading: false }));
    expect(gradesToSend(initialGrades(graded), graded)).toEqual([]);
  });

  it('can clear earlier feedback', () => {
    const withFeedback: QuestionResult[] = [{ question_id: 'mc', awarded: 10, max: 10, correct: true, needs_grading: false, feedback: 'Nice' }];
    expect(gradesToSend({ mc: { awarded: '10', feedback: '' } }, withFeedback)).toEqual([{ question_id: 'mc', awarded: 10, feedback: '' }]);
  });
});

describe('suggestions', () => {
  it('fill the points in, within the question points', () => {
    const fields = applySuggestions(initialGrades(results), results, [
      { question_id: 'short', awarded: 9 },
      { question_id: 'essay', awarded: 12.345 },
      { question_id: 'unknown', awarded: 1 },
    ]);
    expect(fields.short!.awarded).toBe('5');
    expect(fields.essay!.awarded).toBe('12.35');
    expect(fields.unknown).toBeUndefined();
  });

  it('preview the score', () => {
    const fields = { ...initialGrades(results), essay: { awarded: '15', feedback: '' }, short: { awarded: 'x', feedback: '' } };
    expect(previewScore(fields, results)).toEqual({ score: 25, max: 35 });
  });
});
