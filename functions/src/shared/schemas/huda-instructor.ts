// The personal AI instructor (docs/assessments.md, "Personal AI instructor"): the student's
// mistakes, the explain-and-practise session, and what the model must answer.
import { z } from 'zod';
import { HUDA, LANGUAGES } from '../constants';
import { clientIdWith, code, docIdWith } from './common';
import { questionIdSchema, type CorrectAnswer, type PracticeResult, type QuestionType } from './quiz';

const invalid = code('validation/invalid-input');

export const MISTAKE_SOURCES = ['challenge', 'practice', 'live'] as const;
export type MistakeSource = (typeof MISTAKE_SOURCES)[number];

/** users/{uid}/mistakes/{source}:{sourceId}:{questionId}, as stored and as the API answers it. */
export interface MistakeDto {
  id: string;
  uid: string;
  source: MistakeSource;
  class_id: string | null;
  quiz_id: string | null;
  source_id: string;
  question_id: string;
  question: { type: QuestionType; text: string; options: string[] };
  your_answer: string;
  correct_answer: CorrectAnswer;
  created_at: string | null;
}

/** Practice questions are multiple choice or true/false (offline, a typed mistake comes back as fill in the blank). */
export const PRACTICE_QUESTION_TYPES = ['multiple_choice', 'true_false', 'fill_blank'] as const;
export type PracticeQuestionType = (typeof PRACTICE_QUESTION_TYPES)[number];

/** A practice question as stored in hudaPractice/{id} (with its key). */
export interface StoredPracticeQuestion {
  id: string;
  type: PracticeQuestionType;
  text: string;
  options: string[];
  correct_answer: CorrectAnswer;
  /** Why the answer is right, shown after practising. */
  explanation: string;
}

/** What the student sees of a practice question before answering: no key, no explanation. */
export type PracticeQuestionDto = Omit<StoredPracticeQuestion, 'correct_answer' | 'explanation'>;

export interface ExplainedMistake {
  mistake_id: string;
  question: MistakeDto['question'];
  your_answer: string;
  correct_answer: CorrectAnswer;
  explanation: string;
}

export interface PracticeScore {
  score: number;
  max_score: number;
  percent: number;
  practised_at: string | null;
}

/** hudaPractice/{id} as its owner gets it (answers hidden). */
export interface InstructorSession {
  id: string;
  language: (typeof LANGUAGES)[number];
  /** Written offline (no model): template explanations, the same questions again; free. */
  offline: boolean;
  paid_with: 'free' | 'sparks' | null;
  explanations: ExplainedMistake[];
  questions: PracticeQuestionDto[];
  last_score: PracticeScore | null;
  created_at: string | null;
}

export interface InstructorPracticeResult {
  results: PracticeResult[];
  score: number;
  max_score: number;
  percent: number;
}

const mistakeId = docIdWith('validation/invalid-input');

/** POST /huda/instructor/sessions. */
export const createInstructorSessionRequestSchema = z
  .object({
    request_id: clientIdWith('validation/invalid-input'),
    mistake_ids: z.array(mistakeId, invalid).min(1, invalid).max(HUDA.instructor.mistakesPerSession, invalid).optional(),
    language: z.enum(LANGUAGES, invalid).optional(),
  })
  .strict();
export type CreateInstructorSessionRequest = z.input<typeof createInstructorSessionRequestSchema>;

const answerValue = z
  .union([z.string(invalid).max(500, invalid), z.boolean(invalid)], invalid)
  .transform((value) => String(value));

/** POST /huda/instructor/sessions/{id}/practice: answers keyed by practice question id (never `__proto__`). */
export const instructorPracticeRequestSchema = z
  .object({ answers: z.record(questionIdSchema, answerValue, invalid) })
  .strict();
export type InstructorPracticeRequest = z.input<typeof instructorPracticeRequestSchema>;

// ── What the model must answer (structured output `huda_instructor`) ───────────────────
// Flat objects, no numeric bounds (strict structured output); domain/huda/instructor.ts checks
// every question after parsing and drops the unusable ones.
export const instructorOutputSchema = z.object({
  explanations: z.array(z.object({ mistake_id: z.string(), explanation: z.string() })),
  questions: z.array(
    z.object({
      type: z.enum(['multiple_choice', 'true_false']),
      text: z.string(),
      options: z.array(z.string()),
      correct_answer: z.string(),
      explanation: z.string(),
    }),
  ),
});
export type InstructorOutput = z.infer<typeof instructorOutputSchema>;
