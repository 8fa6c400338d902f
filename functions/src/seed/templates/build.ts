// Short builders for template questions (the editor's form, questionInputSchema).
import type { QuestionInput } from '../../shared/schemas/quiz';

export const mc = (text: string, options: string[], answer: string, guide: string, time_limit_s = 30, points = 10): QuestionInput => ({
  type: 'multiple_choice', text, options, correct_answer: answer, grading_guidelines: guide, time_limit_s, points,
});
export const tf = (text: string, answer: boolean, guide: string, time_limit_s = 20, points = 10): QuestionInput => ({
  type: 'true_false', text, correct_answer: answer ? 'true' : 'false', grading_guidelines: guide, time_limit_s, points,
});
export const fb = (text: string, answers: string[], guide: string, time_limit_s = 30, points = 10): QuestionInput => ({
  type: 'fill_blank', text, correct_answer: answers, grading_guidelines: guide, time_limit_s, points,
});
export const sa = (text: string, answers: string[], guide: string, time_limit_s = 40, points = 10): QuestionInput => ({
  type: 'short_answer', text, correct_answer: answers, grading_guidelines: guide, time_limit_s, points,
});
