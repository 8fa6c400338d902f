import { describe, expect, it } from 'vitest';
import { questionProblems, toStoredQuestion } from '../domain/quiz-scoring';
import { COURSE_FIELDS } from '../shared/constants';
import { questionInputSchema } from '../shared/schemas/quiz';
import { QUIZ_TEMPLATES } from './quiz-templates';

describe('quiz templates', () => {
  it.each(Object.entries(QUIZ_TEMPLATES))('%s: every question is valid and publishable', (_id, template) => {
    expect(COURSE_FIELDS).toContain(template.subject);
    expect(template.questions.length).toBeGreaterThan(0);
    template.questions.forEach((input, i) => {
      const stored = toStoredQuestion(questionInputSchema.parse(input));
      expect(questionProblems(stored), `${template.title} #${i + 1}`).toEqual([]);
    });
  });
});
