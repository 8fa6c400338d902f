import { describe, expect, it } from 'vitest';
import { questionProblems, toStoredQuestion } from '../domain/quiz-scoring';
import { COURSE_FIELDS, LANGUAGES } from '../shared/constants';
import { docId } from '../shared/schemas/common';
import { createQuizRequestSchema, questionInputSchema } from '../shared/schemas/quiz';
import { QUIZ_TEMPLATES } from './quiz-templates';

const entries = Object.entries(QUIZ_TEMPLATES);
const GRADES = [7, 8, 9, 10, 11, 12];

describe('quiz templates', () => {
  it('has at least 20 templates covering every course field, grades 7-12 twice each, both languages', () => {
    expect(entries.length).toBeGreaterThanOrEqual(20);
    const fields = new Set(entries.map(([, t]) => t.subject));
    for (const field of COURSE_FIELDS) expect(fields, field).toContain(field);
    for (const grade of GRADES) {
      expect(entries.filter(([, t]) => t.grade === grade).length, `grade ${grade}`).toBeGreaterThanOrEqual(2);
    }
    for (const language of LANGUAGES) {
      expect(entries.filter(([, t]) => t.language === language).length, language).toBeGreaterThanOrEqual(8);
    }
  });

  it('ids are unique, valid document ids and accepted by the template preview route', () => {
    const ids = entries.map(([id]) => id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) {
      expect(docId.safeParse(id).success, id).toBe(true);
      expect(id).toMatch(/^[A-Za-z0-9_-]{1,128}$/);
    }
  });

  it.each(entries)('%s: passes the quiz and question schemas, every question publishable', (_id, template) => {
    expect(COURSE_FIELDS).toContain(template.subject);
    expect(GRADES).toContain(template.grade);
    expect(template.questions.length).toBeGreaterThanOrEqual(5);
    expect(template.questions.length).toBeLessThanOrEqual(8);
    const quiz = createQuizRequestSchema.safeParse({
      method: 'manual',
      title: template.title,
      description: template.description,
      difficulty: template.difficulty,
      language: template.language,
      questions: template.questions,
    });
    expect(quiz.success, JSON.stringify(quiz.error?.issues)).toBe(true);
    template.questions.forEach((input, i) => {
      const label = `${template.title} #${i + 1}`;
      const parsed = questionInputSchema.parse(input);
      const stored = toStoredQuestion(parsed);
      expect(questionProblems(stored), label).toEqual([]);
      if (input.type === 'multiple_choice') {
        // The key is one of the options, and the options are distinct.
        expect(input.options, label).toContain(input.correct_answer);
        expect(new Set(input.options).size, label).toBe(input.options?.length);
      }
      if (input.type === 'true_false') expect(['true', 'false'], label).toContain(input.correct_answer);
      if (input.type === 'fill_blank' || input.type === 'short_answer') {
        expect(Array.isArray(input.correct_answer) && input.correct_answer.length > 0, label).toBe(true);
      }
      if (input.type === 'fill_blank') expect(input.text, label).toContain('____');
      expect(input.points ?? 1, label).toBeGreaterThan(0);
      expect(input.time_limit_s ?? 1, label).toBeGreaterThan(0);
    });
  });

  it('Arabic templates are written in Arabic, English ones in English', () => {
    for (const [id, t] of entries) {
      const arabic = /[\u0600-\u06FF]/.test(t.title);
      expect(arabic, id).toBe(t.language === 'ar');
    }
  });
});
