// Grading a submission: the points field of each question as typed (0 to the question's points,
// halves and hundredths allowed), feedback, the suggestions of the AI (filled in, never
// saved by themselves), and what is sent. Pure.
import type { QuestionResult } from '@shared/schemas/quiz';

export interface GradeField {
  awarded: string;
  feedback: string;
}
export type GradeFields = Record<string, GradeField>;

/** The fields as the submission has them now. */
export function initialGrades(results: readonly QuestionResult[]): GradeFields {
  const fields: GradeFields = {};
  for (const result of results) {
    fields[result.question_id] = { awarded: formatPoints(result.awarded), feedback: result.feedback ?? '' };
  }
  return fields;
}

/** Points without trailing zeros ("2.5", "10"). */
export function formatPoints(value: number): string {
  return Number.isFinite(value) ? String(Math.round(value * 100) / 100) : '0';
}

/** A typed grade as a number (dot or comma, Arabic-Indic digits), or null when it is not one. */
export function parseGrade(value: string): number | null {
  const text = value
    .trim()
    .replace(/[٠-٩]/g, (digit) => String(digit.charCodeAt(0) - 0x0660))
    .replace(/[۰-۹]/g, (digit) => String(digit.charCodeAt(0) - 0x06f0))
    .replace(/[,،٫]/g, '.');
  if (!/^\d+(\.\d{1,2})?$/.test(text)) return null;
  return Number(text);
}

export type GradeProblem = 'format' | 'range';

/** What is wrong with a typed grade for a question worth `max` points. */
export function gradeProblem(value: string, max: number): GradeProblem | null {
  const number = parseGrade(value);
  if (number === null) return 'format';
  return number < 0 || number > max ? 'range' : null;
}

/** Every question with a wrong grade. */
export function gradeProblems(fields: GradeFields, results: readonly QuestionResult[]): Record<string, GradeProblem> {
  const problems: Record<string, GradeProblem> = {};
  for (const result of results) {
    const field = fields[result.question_id];
    if (!field) continue;
    const problem = gradeProblem(field.awarded, result.max);
    if (problem) problems[result.question_id] = problem;
  }
  return problems;
}

/**
 * The grades to send: questions whose points or feedback changed, and every question still
 * waiting for the teacher (so that saving marks it graded even at its current points).
 */
export function gradesToSend(
  fields: GradeFields,
  results: readonly QuestionResult[],
): { question_id: string; awarded: number; feedback?: string }[] {
  const grades: { question_id: string; awarded: number; feedback?: string }[] = [];
  for (const result of results) {
    const field = fields[result.question_id];
    if (!field) continue;
    const awarded = parseGrade(field.awarded);
    if (awarded === null) continue;
    const feedback = field.feedback.trim();
    const changed = awarded !== result.awarded || feedback !== (result.feedback ?? '').trim();
    if (changed || result.needs_grading) {
      grades.push({ question_id: result.question_id, awarded, ...(feedback || result.feedback ? { feedback } : {}) });
    }
  }
  return grades;
}

/** Suggestions filled into the fields (clamped to each question's points). */
export function applySuggestions(
  fields: GradeFields,
  results: readonly QuestionResult[],
  suggestions: readonly { question_id: string; awarded: number }[],
): GradeFields {
  const max = new Map(results.map((result) => [result.question_id, result.max]));
  const next: GradeFields = { ...fields };
  for (const suggestion of suggestions) {
    const limit = max.get(suggestion.question_id);
    if (limit === undefined || !Number.isFinite(suggestion.awarded)) continue;
    const awarded = Math.min(Math.max(0, suggestion.awarded), limit);
    next[suggestion.question_id] = { feedback: next[suggestion.question_id]?.feedback ?? '', awarded: formatPoints(awarded) };
  }
  return next;
}

/** The submission's score if the typed grades were saved. */
export function previewScore(fields: GradeFields, results: readonly QuestionResult[]): { score: number; max: number } {
  let score = 0;
  let max = 0;
  for (const result of results) {
    max += result.max;
    const typed = parseGrade(fields[result.question_id]?.awarded ?? '');
    score += typed !== null && typed >= 0 && typed <= result.max ? typed : result.awarded;
  }
  return { score: Math.round(score * 100) / 100, max };
}
