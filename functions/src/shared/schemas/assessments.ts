// VARK and personality submissions and their results (docs/assessments.md 1-3).
import { z } from 'zod';
import {
  PERSONALITY_ITEM_IDS, VARK_MODALITIES, VARK_QUESTION_IDS,
  type LearningStyleKey, type PersonalityDichotomy, type VarkModality,
} from '../assessment-catalogue';
import { LANGUAGES } from '../constants';
import type { PersonalityAnswer, PersonalityCounts, PersonalityStrength } from '../personality-scoring';
import type { VarkScores } from '../vark-scoring';
import type { ErrorCode } from '../errors';
import { clientIdWith, code } from './common';

// Issue messages are error codes (see common.ts `code`).
const UNANSWERED: ErrorCode = 'assessment/unanswered';
const INVALID: ErrorCode = 'assessment/invalid-answers';

const blank = (value: unknown) => value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);

/**
 * `{questionId: answer}` for exactly the catalogue's ids: an unknown id or value is
 * assessment/invalid-answers, a missing or empty answer assessment/unanswered (the spec's
 * "Please answer all questions before proceeding"). Answers come out in catalogue order.
 */
function answersSchema<T>(ids: readonly string[], normalise: (value: unknown) => T | undefined) {
  return z.unknown().transform((input, ctx) => {
    if (blank(input)) {
      ctx.addIssue({ code: 'custom', message: UNANSWERED });
      return z.NEVER;
    }
    if (typeof input !== 'object' || Array.isArray(input)) {
      ctx.addIssue({ code: 'custom', message: INVALID });
      return z.NEVER;
    }
    const given = input as Record<string, unknown>;
    const known = new Set(ids);
    const invalid: string[] = Object.keys(given).filter((id) => !known.has(id));
    const missing: string[] = [];
    const answers: Record<string, T> = {};
    for (const id of ids) {
      if (blank(given[id])) {
        missing.push(id);
        continue;
      }
      const answer = normalise(given[id]);
      if (answer === undefined) invalid.push(id);
      else answers[id] = answer;
    }
    // A malformed request (not something a person can do on the screen) is named first.
    for (const id of invalid) ctx.addIssue({ code: 'custom', path: [id], message: INVALID });
    for (const id of missing) ctx.addIssue({ code: 'custom', path: [id], message: UNANSWERED });
    return invalid.length + missing.length > 0 ? z.NEVER : answers;
  });
}

/** 1 to 4 different modalities, stored in catalogue order (so a replay compares equal). */
function varkAnswer(value: unknown): VarkModality[] | undefined {
  if (!Array.isArray(value) || value.length > VARK_MODALITIES.length) return undefined;
  if (!value.every((m): m is VarkModality => (VARK_MODALITIES as readonly unknown[]).includes(m))) return undefined;
  if (new Set(value).size !== value.length) return undefined;
  return VARK_MODALITIES.filter((m) => value.includes(m));
}

const personalityAnswer = (value: unknown): PersonalityAnswer | undefined =>
  value === 'a' || value === 'b' ? value : undefined;

const submissionId = clientIdWith('validation/invalid-input');

/** POST /assessments/vark */
export const varkSubmissionSchema = z
  .object({
    submission_id: submissionId,
    answers: answersSchema(VARK_QUESTION_IDS, varkAnswer),
  })
  .strict();
export type VarkSubmission = z.output<typeof varkSubmissionSchema>;

/** POST /assessments/personality */
export const personalitySubmissionSchema = z
  .object({
    submission_id: submissionId,
    answers: answersSchema(PERSONALITY_ITEM_IDS, personalityAnswer),
  })
  .strict();
export type PersonalitySubmission = z.output<typeof personalitySubmissionSchema>;

/** POST /assessments/vark/email: the language of the mail (default: the user's preference). */
export const varkEmailRequestSchema = z
  .object({ language: z.enum(LANGUAGES, code('validation/invalid-input')).optional() })
  .strict();
export type VarkEmailRequest = z.output<typeof varkEmailRequestSchema>;

/** A VARK result as the API answers it. */
export interface VarkResult {
  id: string;
  submission_id: string;
  scores: VarkScores;
  modalities: VarkModality[];
  style: LearningStyleKey;
  /** ISO 8601. */
  created_at: string;
}

/** A personality result as the API answers it. */
export interface PersonalityResult {
  id: string;
  submission_id: string;
  /** Four letters, e.g. `INTJ`. */
  type: string;
  counts: PersonalityCounts;
  strengths: Record<PersonalityDichotomy, PersonalityStrength>;
  /** ISO 8601. */
  created_at: string;
}

/** POST /assessments/personality: the result, the sparks charged now (0 on a replay) and the balance after. */
export interface PersonalitySubmissionAnswer {
  data: PersonalityResult;
  charged: number;
  balance: number;
}

/** POST /assessments/vark/email: where the report was sent. */
export interface VarkEmailResult {
  email: string;
}

/** GET /classes/{classId}/learner-profiles: one active student's codes (never answers or scores); null = not taken. */
export interface LearnerProfile {
  uid: string;
  learning_style: LearningStyleKey | null;
  learning_modalities: VarkModality[];
  personality_type: string | null;
}
