import { describe, expect, it } from 'vitest';
import { questionInputSchema, type GeneratedQuestion } from '../shared/schemas/quiz';
import {
  applyGrades, checkAnswer, fromGeneratedQuestion, GradeError, questionProblems, quizTotals, scoreQuestion,
  scoreSubmission, seededRandom, shuffled, toStoredQuestion, unansweredQuestions, type KeyedQuestion,
} from './quiz-scoring';

const q = (id: string, input: Record<string, unknown>): KeyedQuestion => ({
  id,
  ...toStoredQuestion(questionInputSchema.parse(input)),
});

const MC = q('mc', { type: 'multiple_choice', text: 'Capital of Saudi Arabia?', options: ['Jeddah', 'Riyadh', 'Dammam'], correct_answer: 'Riyadh', points: 10 });
const TF = q('tf', { type: 'true_false', text: 'Water boils at 100 °C at sea level.', correct_answer: 'True', points: 5 });
const SHORT = q('sa', { type: 'short_answer', text: 'Name the capital.', correct_answer: ['Riyadh', 'الرياض'], points: 4 });
const OPEN = q('open', { type: 'short_answer', text: 'Why do leaves fall?', points: 6 });
const FILL = q('fb', { type: 'fill_blank', text: 'Plants make food by ____.', correct_answer: 'photosynthesis', points: 5 });
const ESSAY = q('es', { type: 'essay', text: 'Describe the water cycle.', grading_guidelines: 'Mentions evaporation', points: 20 });
const ALL = [MC, TF, SHORT, OPEN, FILL, ESSAY];

describe('toStoredQuestion', () => {
  it('stores each type in its own shape', () => {
    expect(MC).toMatchObject({ options: ['Jeddah', 'Riyadh', 'Dammam'], correct_answer: 'Riyadh' });
    expect(TF).toMatchObject({ options: ['true', 'false'], correct_answer: 'true' });
    expect(SHORT).toMatchObject({ options: [], correct_answer: ['Riyadh', 'الرياض'] });
    expect(FILL).toMatchObject({ options: [], correct_answer: ['photosynthesis'] });
    expect(ESSAY).toMatchObject({ options: [], correct_answer: '', grading_guidelines: 'Mentions evaporation' });
  });

  it('reads Arabic true/false keys', () => {
    expect(q('x', { type: 'true_false', text: 't', correct_answer: 'خطأ' }).correct_answer).toBe('false');
    expect(q('x', { type: 'true_false', text: 't', correct_answer: 'صح' }).correct_answer).toBe('true');
    expect(q('x', { type: 'true_false', text: 't', correct_answer: 'maybe' }).correct_answer).toBe('');
  });

  it('applies the editor defaults (30 s, 10 points)', () => {
    expect(q('x', { type: 'essay', text: 'e' })).toMatchObject({ time_limit_s: 30, points: 10 });
  });
});

describe('questionProblems', () => {
  it('passes complete questions', () => {
    for (const question of ALL) expect(questionProblems(question), question.id).toEqual([]);
  });

  it('names what publishing needs', () => {
    expect(questionProblems(q('x', { type: 'multiple_choice', text: 't', options: ['a'], correct_answer: 'a' }))).toEqual(['options']);
    expect(questionProblems(q('x', { type: 'multiple_choice', text: 't', options: ['a', 'a'], correct_answer: 'a' }))).toEqual(['duplicate-options']);
    expect(questionProblems(q('x', { type: 'multiple_choice', text: 't', options: ['a', 'b'], correct_answer: 'c' }))).toEqual(['correct-answer']);
    expect(questionProblems(q('x', { type: 'true_false', text: 't' }))).toEqual(['correct-answer']);
    expect(questionProblems(q('x', { type: 'fill_blank', text: 'no blank', correct_answer: 'x' }))).toEqual(['blank']);
    expect(questionProblems(q('x', { type: 'fill_blank', text: 'a ____' }))).toEqual(['correct-answer']);
    expect(questionProblems(q('x', { type: 'essay', text: 'e', points: 0 }))).toEqual(['points']);
  });
});

describe('scoring per type', () => {
  it('multiple choice: the exact option text', () => {
    expect(scoreQuestion(MC, 'Riyadh')).toEqual({ question_id: 'mc', awarded: 10, max: 10, correct: true, needs_grading: false });
    expect(scoreQuestion(MC, 'Jeddah')).toEqual({ question_id: 'mc', awarded: 0, max: 10, correct: false, needs_grading: false });
    expect(checkAnswer(MC, 'riyadh')).toBe(false);
  });

  it('true/false: true or false in any case, Arabic words too', () => {
    expect(scoreQuestion(TF, 'true').awarded).toBe(5);
    expect(scoreQuestion(TF, 'TRUE').awarded).toBe(5);
    expect(scoreQuestion(TF, 'صح').awarded).toBe(5);
    expect(scoreQuestion(TF, 'false')).toMatchObject({ awarded: 0, correct: false });
    expect(scoreQuestion(TF, 'perhaps')).toMatchObject({ awarded: 0, correct: false });
  });

  it('short answer: a normalised match scores, anything else goes to the teacher', () => {
    expect(scoreQuestion(SHORT, '  riyadh. ')).toMatchObject({ awarded: 4, correct: true, needs_grading: false });
    expect(scoreQuestion(SHORT, 'الرِّياض')).toMatchObject({ awarded: 4, correct: true });
    expect(scoreQuestion(SHORT, 'the capital city')).toEqual({ question_id: 'sa', awarded: 0, max: 4, correct: null, needs_grading: true });
    expect(scoreQuestion(OPEN, 'Less sunlight')).toMatchObject({ correct: null, needs_grading: true });
  });

  it('fill in the blank: a normalised match or wrong', () => {
    expect(scoreQuestion(FILL, 'Photosynthesis')).toMatchObject({ awarded: 5, correct: true });
    expect(scoreQuestion(FILL, 'respiration')).toMatchObject({ awarded: 0, correct: false, needs_grading: false });
  });

  it('essay: always graded by the teacher', () => {
    expect(scoreQuestion(ESSAY, 'Water evaporates...')).toEqual({ question_id: 'es', awarded: 0, max: 20, correct: null, needs_grading: true });
  });

  it('an empty answer is wrong, never "needs grading"', () => {
    expect(scoreQuestion(ESSAY, '   ')).toMatchObject({ awarded: 0, correct: false, needs_grading: false });
    expect(scoreQuestion(MC, undefined)).toMatchObject({ awarded: 0, correct: false });
  });
});

describe('scoreSubmission, unansweredQuestions and applyGrades', () => {
  const answers = { mc: 'Riyadh', tf: 'false', sa: 'Riyadh', open: 'Autumn', fb: 'photosynthesis', es: 'Evaporation then rain' };

  it('totals the score, the maximum and the percent; waits for the teacher when needed', () => {
    const result = scoreSubmission(ALL, answers);
    expect(result).toMatchObject({ score: 19, max_score: 50, percent: 38, status: 'submitted' });
    expect(result.per_question.map((r) => r.question_id)).toEqual(['mc', 'tf', 'sa', 'open', 'fb', 'es']);
  });

  it('is graded at once when every question is objective', () => {
    expect(scoreSubmission([MC, TF], { mc: 'Riyadh', tf: 'true' })).toMatchObject({ score: 15, max_score: 15, percent: 100, status: 'graded' });
    expect(scoreSubmission([MC, TF, FILL], { mc: 'Riyadh', tf: 'true', fb: 'x' })).toMatchObject({ percent: 75 });
  });

  it('lists unanswered questions, blank answers included', () => {
    expect(unansweredQuestions(ALL, { mc: 'Riyadh', tf: ' ' })).toEqual(['tf', 'sa', 'open', 'fb', 'es']);
    expect(unansweredQuestions(ALL, answers)).toEqual([]);
  });

  it('applies teacher grades: partial, full, zero; status graded when nothing is left', () => {
    const scored = scoreSubmission(ALL, answers);
    const partly = applyGrades(scored.per_question, [{ question_id: 'es', awarded: 12.5, feedback: 'Good start' }]);
    expect(partly).toMatchObject({ score: 31.5, status: 'submitted' });
    expect(partly.per_question.find((r) => r.question_id === 'es')).toEqual({
      question_id: 'es', awarded: 12.5, max: 20, correct: null, needs_grading: false, feedback: 'Good start',
    });
    const done = applyGrades(partly.per_question, [{ question_id: 'open', awarded: 6 }]);
    expect(done).toMatchObject({ score: 37.5, max_score: 50, percent: 75, status: 'graded' });
    expect(done.per_question.find((r) => r.question_id === 'open')).toMatchObject({ correct: true });
    // Re-grading an objective question (a typo the key missed) is allowed.
    const regraded = applyGrades(done.per_question, [{ question_id: 'tf', awarded: 0 }, { question_id: 'mc', awarded: 0 }]);
    expect(regraded).toMatchObject({ score: 27.5 });
    expect(regraded.per_question[0]).toMatchObject({ correct: false });
  });

  it('refuses unknown questions and grades outside 0..points', () => {
    const scored = scoreSubmission(ALL, answers);
    expect(() => applyGrades(scored.per_question, [{ question_id: 'nope', awarded: 1 }])).toThrow(GradeError);
    expect(() => applyGrades(scored.per_question, [{ question_id: 'es', awarded: 21 }])).toThrow(/out-of-range/);
    expect(() => applyGrades(scored.per_question, [{ question_id: 'es', awarded: -1 }])).toThrow(/out-of-range/);
  });
});

describe('fromGeneratedQuestion', () => {
  const generated = (over: Partial<GeneratedQuestion>): GeneratedQuestion => ({
    type: 'multiple_choice', text: 'Q?', options: ['a', 'b', 'c'], correct_answer: 'b', accepted_answers: [],
    grading_guidelines: '', time_limit_s: 30, points: 10, ...over,
  });

  it('keeps good questions and clamps numbers', () => {
    expect(fromGeneratedQuestion(generated({ time_limit_s: 9999, points: 0.4 }))).toMatchObject({ time_limit_s: 600, points: 1, correct_answer: 'b' });
  });

  it('drops unusable ones', () => {
    expect(fromGeneratedQuestion(generated({ correct_answer: 'z' }))).toBeNull();
    expect(fromGeneratedQuestion(generated({ text: '  ' }))).toBeNull();
    expect(fromGeneratedQuestion(generated({ type: 'true_false', correct_answer: 'sometimes' }))).toBeNull();
    expect(fromGeneratedQuestion(generated({ type: 'fill_blank', text: 'a ____', correct_answer: '' }))).toBeNull();
  });

  it('merges accepted answers and gives a fill-in-the-blank its blank', () => {
    expect(fromGeneratedQuestion(generated({ type: 'short_answer', correct_answer: 'Riyadh', accepted_answers: ['الرياض', 'Riyadh'] })))
      .toMatchObject({ options: [], correct_answer: ['Riyadh', 'الرياض'] });
    expect(fromGeneratedQuestion(generated({ type: 'fill_blank', text: 'The capital is', correct_answer: 'Riyadh' })))
      .toMatchObject({ text: 'The capital is ____' });
    expect(fromGeneratedQuestion(generated({ type: 'fill_blank', text: 'The capital is ___.', correct_answer: 'Riyadh' })))
      .toMatchObject({ text: 'The capital is ____.' });
  });
});

describe('helpers', () => {
  it('quizTotals and a seeded shuffle', () => {
    expect(quizTotals(ALL)).toEqual({ question_count: 6, total_points: 50 });
    const a = shuffled([1, 2, 3, 4, 5, 6], seededRandom('x'));
    expect(shuffled([1, 2, 3, 4, 5, 6], seededRandom('x'))).toEqual(a);
    expect([...a].sort()).toEqual([1, 2, 3, 4, 5, 6]);
  });
});
