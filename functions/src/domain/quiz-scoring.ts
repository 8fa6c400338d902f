// Questions and their keys, and scoring a challenge submission on the server. Pure: no Firebase.
//
// Stored keys (quizzes/{quizId}/questions/{questionId}.correct_answer):
// - multiple_choice: the correct option's text; the answer is the chosen option's text.
// - true_false: 'true' | 'false'; the answer 'true' / 'false' (any case) or a boolean.
// - short_answer, fill_blank: the accepted answers (string[]), compared normalised
//   (domain/answer-normalise.ts). A fill-in-the-blank answer that matches none is wrong; a
//   short answer that matches none goes to the teacher (needs_grading), who may still give
//   points; a short answer with no accepted answers is always graded by the teacher.
// - essay: '' ; always graded by the teacher against grading_guidelines.
import { QUESTION_TYPES, QUIZ } from '../shared/constants';
import type {
  CorrectAnswer, GeneratedQuestion, ParsedQuestionInput, QuestionResult, QuestionType, SubmissionStatus,
} from '../shared/schemas/quiz';
import { matchesAccepted, normaliseAnswer } from './answer-normalise';

/** The stored fields of a question (its id and order live alongside). */
export interface QuestionBody {
  type: QuestionType;
  text: string;
  options: string[];
  correct_answer: CorrectAnswer;
  grading_guidelines: string;
  time_limit_s: number;
  points: number;
}

export interface KeyedQuestion extends QuestionBody {
  id: string;
}

export const TRUE_FALSE_OPTIONS = ['true', 'false'];

const unique = (values: readonly string[]): string[] => {
  const seen = new Set<string>();
  return values.filter((value) => {
    if (!value || seen.has(value)) return false;
    seen.add(value);
    return true;
  });
};

const asList = (key: CorrectAnswer): string[] => (Array.isArray(key) ? key : [key]);

function trueFalseKey(key: CorrectAnswer): string {
  const first = normaliseAnswer(asList(key)[0] ?? '');
  if (['true', 'صح', 'صحيح', 'نعم', 'yes', 't'].includes(first)) return 'true';
  if (['false', 'خطا', 'خطأ', 'لا', 'no', 'f'].includes(first)) return 'false';
  return '';
}

/**
 * The stored form of an editor's question: options and key in the shape of its type (see the
 * file header). Drafts may stay incomplete; questionProblems tells what publishing needs.
 */
export function toStoredQuestion(input: ParsedQuestionInput): QuestionBody {
  const base = {
    type: input.type,
    text: input.text.trim(),
    grading_guidelines: input.grading_guidelines.trim(),
    time_limit_s: input.time_limit_s,
    points: input.points,
  };
  switch (input.type) {
    case 'multiple_choice': {
      const options = input.options.map((option) => option.trim());
      const key = (asList(input.correct_answer)[0] ?? '').trim();
      return { ...base, options, correct_answer: key };
    }
    case 'true_false':
      return { ...base, options: [...TRUE_FALSE_OPTIONS], correct_answer: trueFalseKey(input.correct_answer) };
    case 'short_answer':
    case 'fill_blank':
      return { ...base, options: [], correct_answer: unique(asList(input.correct_answer).map((a) => a.trim())) };
    case 'essay':
      return { ...base, options: [], correct_answer: '' };
  }
}

export type QuestionProblem = 'options' | 'duplicate-options' | 'correct-answer' | 'points' | 'blank';

/** What keeps a question from being published (empty when it is ready). */
export function questionProblems(question: QuestionBody): QuestionProblem[] {
  const problems: QuestionProblem[] = [];
  if (question.points < 1) problems.push('points');
  switch (question.type) {
    case 'multiple_choice': {
      const filled = question.options.filter(Boolean);
      if (filled.length < QUIZ.minOptions || filled.length !== question.options.length) problems.push('options');
      else if (new Set(question.options).size !== question.options.length) problems.push('duplicate-options');
      if (typeof question.correct_answer !== 'string' || !question.options.includes(question.correct_answer)) {
        problems.push('correct-answer');
      }
      break;
    }
    case 'true_false':
      if (question.correct_answer !== 'true' && question.correct_answer !== 'false') problems.push('correct-answer');
      break;
    case 'fill_blank':
      if (asList(question.correct_answer).filter(Boolean).length === 0) problems.push('correct-answer');
      if (!question.text.includes(QUIZ.blank)) problems.push('blank');
      break;
    case 'short_answer':
    case 'essay':
      break;
  }
  return problems;
}

/** The answers a typed question accepts (empty for the other types). */
export function acceptedAnswers(question: Pick<QuestionBody, 'type' | 'correct_answer'>): string[] {
  if (question.type !== 'short_answer' && question.type !== 'fill_blank') return [];
  return asList(question.correct_answer).filter(Boolean);
}

/**
 * Whether `answer` is right: true or false for the objective types and for matching typed
 * answers; null when only the teacher can tell (essays, non-matching short answers).
 */
export function checkAnswer(question: Pick<QuestionBody, 'type' | 'correct_answer'>, answer: string): boolean | null {
  switch (question.type) {
    case 'multiple_choice':
      return typeof question.correct_answer === 'string' && question.correct_answer !== '' && answer.trim() === question.correct_answer;
    case 'true_false': {
      const given = trueFalseKey(answer);
      return given !== '' && given === question.correct_answer;
    }
    case 'fill_blank':
      return matchesAccepted(answer, acceptedAnswers(question));
    case 'short_answer':
      return matchesAccepted(answer, acceptedAnswers(question)) ? true : null;
    case 'essay':
      return null;
  }
}

export const isAnswered = (answer: string | undefined): answer is string => typeof answer === 'string' && answer.trim() !== '';

/** The ids of the questions without an answer ('Please answer all questions before proceeding'). */
export function unansweredQuestions(questions: readonly Pick<KeyedQuestion, 'id'>[], answers: Readonly<Record<string, string>>): string[] {
  return questions.filter((question) => !isAnswered(answers[question.id])).map((question) => question.id);
}

/** One question's automatic result. */
export function scoreQuestion(question: KeyedQuestion, answer: string | undefined): QuestionResult {
  const max = question.points;
  if (!isAnswered(answer)) return { question_id: question.id, awarded: 0, max, correct: false, needs_grading: false };
  const correct = checkAnswer(question, answer);
  if (correct === null) return { question_id: question.id, awarded: 0, max, correct: null, needs_grading: true };
  return { question_id: question.id, awarded: correct ? max : 0, max, correct, needs_grading: false };
}

export interface ScoredSubmission {
  per_question: QuestionResult[];
  score: number;
  max_score: number;
  percent: number;
  status: SubmissionStatus;
}

const round2 = (value: number) => Math.round(value * 100) / 100;
export const percentOf = (score: number, max: number): number => (max > 0 ? Math.round((score / max) * 1000) / 10 : 0);

/** Totals of per-question results: 'graded' once nothing waits for the teacher. */
export function summarise(perQuestion: QuestionResult[]): ScoredSubmission {
  const score = round2(perQuestion.reduce((sum, result) => sum + result.awarded, 0));
  const max = perQuestion.reduce((sum, result) => sum + result.max, 0);
  return {
    per_question: perQuestion,
    score,
    max_score: max,
    percent: percentOf(score, max),
    status: perQuestion.some((result) => result.needs_grading) ? 'submitted' : 'graded',
  };
}

/** Scores a whole submission (every question, in quiz order). */
export function scoreSubmission(questions: readonly KeyedQuestion[], answers: Readonly<Record<string, string>>): ScoredSubmission {
  return summarise(questions.map((question) => scoreQuestion(question, answers[question.id])));
}

export interface Grade {
  question_id: string;
  awarded: number;
  feedback?: string;
}

export class GradeError extends Error {
  constructor(readonly reason: 'unknown-question' | 'out-of-range', readonly questionId: string) {
    super(`${reason}: ${questionId}`);
  }
}

/**
 * A teacher's grades applied to a submission: each graded question gets the awarded points
 * (0..its points, rounded to hundredths), no longer needs grading, and is correct when full,
 * wrong when 0, null in between. Any question may be re-graded (a typo the key missed).
 */
export function applyGrades(perQuestion: readonly QuestionResult[], grades: readonly Grade[]): ScoredSubmission {
  const byId = new Map(perQuestion.map((result) => [result.question_id, result]));
  const next = new Map(byId);
  for (const grade of grades) {
    const result = byId.get(grade.question_id);
    if (!result) throw new GradeError('unknown-question', grade.question_id);
    const awarded = round2(grade.awarded);
    if (!(awarded >= 0 && awarded <= result.max)) throw new GradeError('out-of-range', grade.question_id);
    next.set(grade.question_id, {
      ...result,
      awarded,
      correct: awarded === result.max ? true : awarded === 0 ? false : null,
      needs_grading: false,
      ...(grade.feedback !== undefined && { feedback: grade.feedback }),
    });
  }
  return summarise(perQuestion.map((result) => next.get(result.question_id)!));
}

// ── Model output -> editor questions ───────────────────────────────────────────────────

const clamp = (value: number, min: number, max: number, fallback: number): number =>
  Number.isFinite(value) ? Math.min(max, Math.max(min, Math.round(value))) : fallback;

/**
 * Turns one generated question into an editor question, or null when it cannot be used
 * (no text, a multiple-choice key that is not one of its options, ...). Lengths and
 * numbers are clamped to the editor's limits.
 */
export function fromGeneratedQuestion(generated: GeneratedQuestion): ParsedQuestionInput | null {
  if (!(QUESTION_TYPES as readonly string[]).includes(generated.type)) return null;
  const cut = (value: string, max: number) => [...value.trim()].slice(0, max).join('');
  const text = cut(generated.text, QUIZ.questionMaxLength);
  if (!text) return null;
  const key = cut(generated.correct_answer, QUIZ.optionMaxLength);
  const accepted = unique([key, ...generated.accepted_answers.map((a) => cut(a, QUIZ.optionMaxLength))]).slice(0, QUIZ.maxAcceptedAnswers);
  const input: ParsedQuestionInput = {
    type: generated.type,
    text: generated.type === 'fill_blank' ? text.replace(/_{2,}/g, QUIZ.blank) : text,
    options: generated.type === 'multiple_choice' ? unique(generated.options.map((o) => cut(o, QUIZ.optionMaxLength))).slice(0, QUIZ.maxOptions) : [],
    correct_answer: generated.type === 'short_answer' || generated.type === 'fill_blank' ? accepted : key,
    grading_guidelines: cut(generated.grading_guidelines, QUIZ.guidelinesMaxLength),
    time_limit_s: clamp(generated.time_limit_s, QUIZ.timeLimitS.min, QUIZ.timeLimitS.max, QUIZ.timeLimitS.default),
    points: clamp(generated.points, 1, QUIZ.points.max, QUIZ.points.default),
    // AI questions have no image.
    image_id: null,
  };
  const stored = toStoredQuestion(input);
  const problems = questionProblems(stored).filter((problem) => problem !== 'blank');
  if (problems.length > 0) return null;
  // A fill-in-the-blank without a blank gets one at the end rather than being dropped.
  if (stored.type === 'fill_blank' && !stored.text.includes(QUIZ.blank)) input.text = `${text} ${QUIZ.blank}`;
  return input;
}

/** Totals of a question list. */
export function quizTotals(questions: readonly Pick<QuestionBody, 'points'>[]): { question_count: number; total_points: number } {
  return { question_count: questions.length, total_points: questions.reduce((sum, q) => sum + q.points, 0) };
}

/** A deterministic shuffle (mulberry32 seeded by a string), used for option shuffles and the offline generator. */
export function seededRandom(seed: string): () => number {
  let h = 1779033703 ^ seed.length;
  for (let i = 0; i < seed.length; i += 1) {
    h = Math.imul(h ^ seed.charCodeAt(i), 3432918353);
    h = (h << 13) | (h >>> 19);
  }
  let state = h >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function shuffled<T>(items: readonly T[], random: () => number): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [copy[i], copy[j]] = [copy[j]!, copy[i]!];
  }
  return copy;
}
