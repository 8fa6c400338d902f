import { describe, expect, it } from 'vitest';
import { QUESTION_TYPES } from '../shared/constants';
import { generatedQuizSchema, questionInputSchema } from '../shared/schemas/quiz';
import { detectLanguage, generateOfflineQuiz, keyTerms, OFFLINE_LABEL, sentences } from './offline-quiz-generator';
import { fromGeneratedQuestion, questionProblems, toStoredQuestion } from './quiz-scoring';

const TEXT = `Photosynthesis is the process plants use to turn light energy into chemical energy.
Chlorophyll absorbs light in the leaves of the plant. The plant takes in carbon dioxide through small pores called stomata.
Oxygen is released as a by-product of photosynthesis. Glucose made by photosynthesis feeds the plant.`;

const ARABIC = 'البناء الضوئي عملية تقوم بها النباتات لتحويل الطاقة الضوئية إلى طاقة كيميائية. يمتص الكلوروفيل الضوء في أوراق النبات.';

describe('generateOfflineQuiz', () => {
  const base = { prompt: 'A quiz about photosynthesis for grade 7', difficulty: 'mixed' as const, count: 10, types: QUESTION_TYPES, language: 'en' as const };

  it('answers the model schema, every question usable and publishable', () => {
    const quiz = generateOfflineQuiz({ ...base, sourceText: TEXT, sourceName: 'photosynthesis.pdf' });
    expect(generatedQuizSchema.parse(quiz)).toEqual(quiz);
    expect(quiz.questions).toHaveLength(10);
    expect(new Set(quiz.questions.map((q) => q.type))).toEqual(new Set(QUESTION_TYPES));
    for (const generated of quiz.questions) {
      const input = fromGeneratedQuestion(generated);
      expect(input, JSON.stringify(generated)).not.toBeNull();
      expect(questionProblems(toStoredQuestion(questionInputSchema.parse(input))), generated.text).toEqual([]);
    }
  });

  it('is clearly labelled as the offline demo', () => {
    const quiz = generateOfflineQuiz({ ...base, sourceText: TEXT, sourceName: 'photosynthesis.pdf' });
    expect(quiz.title).toBe(`${OFFLINE_LABEL.en} photosynthesis`);
    expect(quiz.description).toMatch(/offline demo generator/);
    expect(quiz.description).toMatch(/not by an AI/);
  });

  it('is deterministic', () => {
    expect(generateOfflineQuiz({ ...base, sourceText: TEXT })).toEqual(generateOfflineQuiz({ ...base, sourceText: TEXT }));
  });

  it('builds questions from the text: blanks a key term of a real sentence', () => {
    const quiz = generateOfflineQuiz({ ...base, sourceText: TEXT, types: ['fill_blank'], count: 3 });
    for (const question of quiz.questions) {
      expect(question.text).toContain('____');
      expect(TEXT.toLowerCase()).toContain(question.text.replace('____', question.correct_answer).toLowerCase());
    }
  });

  it('works from a prompt alone and in Arabic', () => {
    const fromPrompt = generateOfflineQuiz({ ...base, count: 5 });
    expect(generatedQuizSchema.parse(fromPrompt).questions).toHaveLength(5);
    for (const generated of fromPrompt.questions) expect(fromGeneratedQuestion(generated)).not.toBeNull();

    const arabic = generateOfflineQuiz({ ...base, prompt: 'اختبار عن البناء الضوئي للصف السابع', sourceText: ARABIC, language: 'ar', count: 5 });
    expect(arabic.title.startsWith(OFFLINE_LABEL.ar)).toBe(true);
    expect(arabic.questions.map((q) => q.type)).toEqual(['multiple_choice', 'true_false', 'short_answer', 'fill_blank', 'essay']);
    for (const generated of arabic.questions) expect(fromGeneratedQuestion(generated)).not.toBeNull();
  });

  it('true/false alternates kept and falsified statements; difficulty sets points and time', () => {
    const quiz = generateOfflineQuiz({ ...base, sourceText: TEXT, types: ['true_false'], count: 4, difficulty: 'hard' });
    expect(quiz.questions.map((q) => q.correct_answer)).toEqual(['true', 'false', 'true', 'false']);
    expect(quiz.questions.every((q) => q.points === 20 && q.time_limit_s === 60)).toBe(true);
  });
});

describe('text helpers', () => {
  it('key terms, sentences and language', () => {
    expect(keyTerms(TEXT).slice(0, 2)).toEqual(['photosynthesis', 'plant']);
    expect(sentences(TEXT)).toHaveLength(5);
    expect(detectLanguage(ARABIC)).toBe('ar');
    expect(detectLanguage('Photosynthesis')).toBe('en');
  });
});
