// Checking a live player's answer against a question's key. Pure: no Firebase.
//
// - multiple choice: the answer is the chosen option's text, compared exactly. A key with
//   several correct options (an array) wants exactly that set (the answer an array too); a
//   one-element array key also accepts the bare string.
// - true/false: a boolean (or the strings 'true'/'false'), compared exactly.
// - short answer, fill in the blank: the same comparison as practice and challenges
//   (domain/answer-normalise.ts: trimmed, case-insensitive, Arabic diacritics and
//   alef/ya/ta marbuta variants folded, equal numbers equal), against any of the accepted
//   answers (a string or an array of strings).
// - essay: not checked live (null: neither right nor wrong; the teacher grades essays).
import type { QUESTION_TYPES } from '../shared/constants';
import { matchesAccepted, normaliseAnswer } from './answer-normalise';

export type QuestionType = (typeof QUESTION_TYPES)[number];
export type CorrectAnswer = string | string[] | boolean;

const asBoolean = (value: unknown): boolean | undefined => {
  if (typeof value === 'boolean') return value;
  if (typeof value === 'string') {
    const text = value.trim().toLowerCase();
    if (text === 'true') return true;
    if (text === 'false') return false;
  }
  return undefined;
};

const sameSet = (a: readonly string[], b: readonly string[]): boolean => {
  const left = new Set(a);
  const right = new Set(b);
  return left.size === right.size && [...left].every((item) => right.has(item));
};

/**
 * Whether `answer` is right for a question of `type` with key `correct`: true or false, or
 * null for essays (not scored live). A missing or malformed answer is wrong.
 */
export function isCorrectAnswer(type: QuestionType, correct: CorrectAnswer, answer: unknown): boolean | null {
  switch (type) {
    case 'essay':
      return null;
    case 'true_false': {
      const key = asBoolean(correct);
      const given = asBoolean(answer);
      return key !== undefined && given !== undefined && key === given;
    }
    case 'multiple_choice': {
      if (Array.isArray(correct)) {
        if (Array.isArray(answer)) return answer.every((a) => typeof a === 'string') && sameSet(correct, answer as string[]);
        return typeof answer === 'string' && correct.length === 1 && correct[0] === answer;
      }
      return typeof answer === 'string' && typeof correct === 'string' && answer === correct;
    }
    case 'short_answer':
    case 'fill_blank': {
      if (typeof answer !== 'string' || !normaliseAnswer(answer)) return false;
      const accepted = (Array.isArray(correct) ? correct : [correct]).filter((a): a is string => typeof a === 'string');
      return matchesAccepted(answer, accepted);
    }
  }
}
