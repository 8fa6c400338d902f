// The quiz builder's question list as the review step edits it: one editor shape for every
// type (so switching type keeps what was typed), a reducer (add, remove, reorder, shuffle the
// options, edit), the conversions to and from the API (docs/quizzes.md, question keys per
// type) and the checks: what keeps a draft from being saved, and what keeps a quiz from being
// published (the same rules as questionProblems() in functions/src/domain/quiz-scoring.ts).
// Pure, so it unit-tests without a DOM.
import { QUESTION_TYPES, QUIZ } from '@shared/constants';
import type { QuestionDto, QuestionImage, QuestionInput, QuestionType } from '@shared/schemas/quiz';

export type TrueFalseKey = 'true' | 'false' | '';

export interface EditorQuestion {
  /** A local key for React lists and actions (stable while editing). */
  key: string;
  /** The server's id of a question that was saved before (kept when the list is replaced). */
  id?: string;
  type: QuestionType;
  text: string;
  /** Multiple choice: the options, in order. */
  options: string[];
  /** Multiple choice: which option is correct (an index, so editing its text keeps it). */
  correctIndex: number | null;
  /** True/false: the key. */
  trueFalse: TrueFalseKey;
  /** Short answer and fill in the blank: the accepted answers (the first is the one shown). */
  accepted: string[];
  guidelines: string;
  /** As typed (number fields may be mid-edit); checked by draftProblems. */
  timeLimit: string;
  points: string;
  /** The question's one image (uploaded for this quiz), or null. */
  image: QuestionImage | null;
}

export type DraftProblem = 'text' | 'text-length' | 'time' | 'points-range' | 'option-length' | 'answer-length' | 'guidelines-length';
export type PublishProblem = 'points' | 'options' | 'duplicate-options' | 'correct-answer' | 'blank';
export type QuestionProblem = DraftProblem | PublishProblem;

export const DRAFT_PROBLEMS: readonly DraftProblem[] = [
  'text', 'text-length', 'time', 'points-range', 'option-length', 'answer-length', 'guidelines-length',
];

let counter = 0;
/** A fresh local key. */
export function newKey(): string {
  counter += 1;
  return `q${Date.now().toString(36)}${counter.toString(36)}`;
}

export function isQuestionType(value: unknown): value is QuestionType {
  return typeof value === 'string' && (QUESTION_TYPES as readonly string[]).includes(value);
}

/** An empty question of a type, with the default time and points. */
export function blankQuestion(type: QuestionType = 'multiple_choice', key: string = newKey()): EditorQuestion {
  return {
    key,
    type,
    text: '',
    options: type === 'multiple_choice' ? ['', '', '', ''] : [],
    correctIndex: null,
    trueFalse: '',
    accepted: type === 'short_answer' || type === 'fill_blank' ? [''] : [],
    guidelines: '',
    timeLimit: String(QUIZ.timeLimitS.default),
    points: String(QUIZ.points.default),
    image: null,
  };
}

const asList = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : typeof value === 'string' && value ? [value] : [];

/** A stored question (GET /quizzes/{id}) in the editor's shape. */
export function fromDto(
  question: Pick<QuestionDto, 'type' | 'text' | 'options' | 'correct_answer' | 'grading_guidelines' | 'time_limit_s' | 'points'> & { id?: string; image?: QuestionImage | null },
  key: string = newKey(),
): EditorQuestion {
  const base = blankQuestion(question.type, key);
  const options = Array.isArray(question.options) ? [...question.options] : [];
  const keyText = asList(question.correct_answer)[0] ?? '';
  const editor: EditorQuestion = {
    ...base,
    ...(question.id ? { id: question.id } : {}),
    text: question.text ?? '',
    guidelines: question.grading_guidelines ?? '',
    timeLimit: String(question.time_limit_s ?? QUIZ.timeLimitS.default),
    points: String(question.points ?? QUIZ.points.default),
    // Templates and AI questions have none.
    image: question.image ?? null,
  };
  switch (question.type) {
    case 'multiple_choice': {
      const index = options.indexOf(keyText);
      return { ...editor, options: options.length > 0 ? options : base.options, correctIndex: index >= 0 ? index : null };
    }
    case 'true_false':
      return { ...editor, trueFalse: keyText === 'true' || keyText === 'false' ? keyText : '' };
    case 'short_answer':
    case 'fill_blank': {
      const accepted = asList(question.correct_answer);
      return { ...editor, accepted: accepted.length > 0 ? accepted : [''] };
    }
    case 'essay':
      return editor;
  }
}

/** A whole number from a field, or null when it is not one. */
export function wholeNumber(value: string): number | null {
  const text = value.trim();
  if (!/^\d+$/.test(text)) return null;
  const number = Number(text);
  return Number.isSafeInteger(number) ? number : null;
}

/** The editor's question as the API takes it (PATCH /quizzes/{id} questions, POST /quizzes). */
export function toInput(question: EditorQuestion): QuestionInput {
  const base = {
    ...(question.id ? { id: question.id } : {}),
    type: question.type,
    text: question.text.trim(),
    grading_guidelines: question.guidelines.trim(),
    time_limit_s: wholeNumber(question.timeLimit) ?? QUIZ.timeLimitS.default,
    points: wholeNumber(question.points) ?? QUIZ.points.default,
    image_id: question.image?.id ?? null,
  };
  switch (question.type) {
    case 'multiple_choice': {
      const options = question.options.map((option) => option.trim());
      const correct = question.correctIndex === null ? '' : (options[question.correctIndex] ?? '');
      return { ...base, options, correct_answer: correct };
    }
    case 'true_false':
      return { ...base, options: ['true', 'false'], correct_answer: question.trueFalse };
    case 'short_answer':
    case 'fill_blank': {
      const accepted = [...new Set(question.accepted.map((answer) => answer.trim()).filter(Boolean))];
      return { ...base, options: [], correct_answer: accepted.slice(0, QUIZ.maxAcceptedAnswers) };
    }
    case 'essay':
      return { ...base, options: [], correct_answer: '' };
  }
}

/** What is saved of a list, to tell whether it changed since (ids and local keys aside). */
export function savedForm(questions: readonly EditorQuestion[]): string {
  return JSON.stringify(questions.map((question) => ({ ...toInput(question), id: undefined })));
}

/** What keeps a question from being saved as a draft (the API would refuse the list). */
export function draftProblems(question: EditorQuestion): DraftProblem[] {
  const problems: DraftProblem[] = [];
  const text = question.text.trim();
  if (!text) problems.push('text');
  else if (text.length > QUIZ.questionMaxLength) problems.push('text-length');
  const time = wholeNumber(question.timeLimit);
  if (time === null || time < QUIZ.timeLimitS.min || time > QUIZ.timeLimitS.max) problems.push('time');
  const points = wholeNumber(question.points);
  if (points === null || points > QUIZ.points.max) problems.push('points-range');
  if (question.type === 'multiple_choice' && question.options.some((option) => option.trim().length > QUIZ.optionMaxLength)) {
    problems.push('option-length');
  }
  if ((question.type === 'short_answer' || question.type === 'fill_blank') && question.accepted.some((answer) => answer.trim().length > QUIZ.optionMaxLength)) {
    problems.push('answer-length');
  }
  if (question.guidelines.trim().length > QUIZ.guidelinesMaxLength) problems.push('guidelines-length');
  return problems;
}

/** What keeps a question from being published (mirrors the server's questionProblems). */
export function publishProblems(question: EditorQuestion): PublishProblem[] {
  const problems: PublishProblem[] = [];
  const points = wholeNumber(question.points);
  if (points !== null && points < 1) problems.push('points');
  switch (question.type) {
    case 'multiple_choice': {
      const options = question.options.map((option) => option.trim());
      const filled = options.filter(Boolean);
      if (filled.length < QUIZ.minOptions || filled.length !== options.length || options.length > QUIZ.maxOptions) problems.push('options');
      else if (new Set(options).size !== options.length) problems.push('duplicate-options');
      const index = question.correctIndex;
      if (index === null || index < 0 || index >= options.length || !options[index]) problems.push('correct-answer');
      break;
    }
    case 'true_false':
      if (question.trueFalse !== 'true' && question.trueFalse !== 'false') problems.push('correct-answer');
      break;
    case 'fill_blank':
      if (question.accepted.every((answer) => !answer.trim())) problems.push('correct-answer');
      if (!question.text.includes(QUIZ.blank)) problems.push('blank');
      break;
    case 'short_answer':
    case 'essay':
      break;
  }
  return problems;
}

/** Every problem of a question: the draft ones first. */
export function questionProblems(question: EditorQuestion): QuestionProblem[] {
  return [...draftProblems(question), ...publishProblems(question)];
}

/** Whether the list can be saved (PATCH) as it is. */
export function canSaveDraft(questions: readonly EditorQuestion[]): boolean {
  return questions.length <= QUIZ.maxQuestions && questions.every((question) => draftProblems(question).length === 0);
}

/** Whether the list is ready to publish: at least one question and no problem left. */
export function canPublish(questions: readonly EditorQuestion[]): boolean {
  return questions.length > 0 && questions.length <= QUIZ.maxQuestions && questions.every((question) => questionProblems(question).length === 0);
}

/** The totals the finalize and publish steps show. */
export function totals(questions: readonly EditorQuestion[]): { count: number; points: number } {
  return { count: questions.length, points: questions.reduce((sum, question) => sum + (wholeNumber(question.points) ?? 0), 0) };
}

/**
 * Problems the server named on publish (400 quiz/incomplete fields such as
 * `questions.2.correct-answer`), by question index.
 */
export function serverProblems(fields: readonly { path: string }[] | undefined): Map<number, QuestionProblem[]> {
  const byIndex = new Map<number, QuestionProblem[]>();
  for (const field of fields ?? []) {
    const match = /^questions\.(\d+)\.([\w-]+)$/.exec(field.path);
    if (!match) continue;
    const index = Number(match[1]);
    const problem = match[2] as QuestionProblem;
    byIndex.set(index, [...(byIndex.get(index) ?? []), problem]);
  }
  return byIndex;
}

// ── Shuffling ───────────────────────────────────────────────────────────────────────────

/**
 * A new order of `items` (Fisher-Yates with `random`); when there are two or more distinct
 * items the result always differs from the input, so the button visibly does something.
 */
export function shuffled<T>(items: readonly T[], random: () => number = Math.random): T[] {
  const result = [...items];
  for (let i = result.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [result[i], result[j]] = [result[j]!, result[i]!];
  }
  const distinct = new Set(items).size > 1;
  if (distinct && result.every((item, index) => item === items[index])) {
    result.push(result.shift()!);
  }
  return result;
}

/** A multiple-choice question with its options in a new order; the correct option stays correct. */
export function shuffleOptions(question: EditorQuestion, random: () => number = Math.random): EditorQuestion {
  if (question.type !== 'multiple_choice' || question.options.length < 2) return question;
  const order = shuffled(question.options.map((_, index) => index), random);
  return {
    ...question,
    options: order.map((index) => question.options[index]!),
    correctIndex: question.correctIndex === null ? null : order.indexOf(question.correctIndex),
  };
}

// ── The reducer ─────────────────────────────────────────────────────────────────────────

export type EditorAction =
  | { type: 'load'; questions: EditorQuestion[] }
  | { type: 'add'; questionType?: QuestionType; key?: string }
  | { type: 'remove'; key: string }
  | { type: 'move'; key: string; by: -1 | 1 }
  | { type: 'update'; key: string; patch: Partial<Pick<EditorQuestion, 'text' | 'guidelines' | 'timeLimit' | 'points' | 'trueFalse' | 'image'>> }
  | { type: 'set-type'; key: string; questionType: QuestionType }
  | { type: 'set-option'; key: string; index: number; value: string }
  | { type: 'add-option'; key: string }
  | { type: 'remove-option'; key: string; index: number }
  | { type: 'set-correct'; key: string; index: number }
  | { type: 'set-accepted'; key: string; index: number; value: string }
  | { type: 'add-accepted'; key: string }
  | { type: 'remove-accepted'; key: string; index: number }
  | { type: 'insert-blank'; key: string }
  | { type: 'shuffle-options'; key: string; random?: () => number }
  | { type: 'shuffle-all-options'; random?: () => number }
  /** After a save: the server's ids of the questions saved, by local key. */
  | { type: 'assign-ids'; ids: Readonly<Record<string, string>> };

function changeOne(questions: EditorQuestion[], key: string, change: (question: EditorQuestion) => EditorQuestion): EditorQuestion[] {
  return questions.map((question) => (question.key === key ? change(question) : question));
}

/** The question with its type changed; options and answers typed before are kept for later. */
export function withType(question: EditorQuestion, type: QuestionType): EditorQuestion {
  if (question.type === type) return question;
  const next = { ...question, type };
  if (type === 'multiple_choice' && next.options.length < QUIZ.minOptions) {
    next.options = [...next.options, ...Array<string>(QUIZ.minOptions - next.options.length).fill('')];
  }
  if ((type === 'short_answer' || type === 'fill_blank') && next.accepted.length === 0) next.accepted = [''];
  return next;
}

export function editorReducer(questions: EditorQuestion[], action: EditorAction): EditorQuestion[] {
  switch (action.type) {
    case 'load':
      return action.questions;
    case 'add':
      if (questions.length >= QUIZ.maxQuestions) return questions;
      return [...questions, blankQuestion(action.questionType ?? 'multiple_choice', action.key)];
    case 'remove':
      return questions.filter((question) => question.key !== action.key);
    case 'move': {
      const from = questions.findIndex((question) => question.key === action.key);
      const to = from + action.by;
      if (from < 0 || to < 0 || to >= questions.length) return questions;
      const next = [...questions];
      [next[from], next[to]] = [next[to]!, next[from]!];
      return next;
    }
    case 'update':
      return changeOne(questions, action.key, (question) => ({ ...question, ...action.patch }));
    case 'set-type':
      return changeOne(questions, action.key, (question) => withType(question, action.questionType));
    case 'set-option':
      return changeOne(questions, action.key, (question) => ({
        ...question,
        options: question.options.map((option, index) => (index === action.index ? action.value : option)),
      }));
    case 'add-option':
      return changeOne(questions, action.key, (question) =>
        question.options.length >= QUIZ.maxOptions ? question : { ...question, options: [...question.options, ''] },
      );
    case 'remove-option':
      return changeOne(questions, action.key, (question) => {
        if (question.options.length <= QUIZ.minOptions || action.index < 0 || action.index >= question.options.length) return question;
        const correct = question.correctIndex;
        return {
          ...question,
          options: question.options.filter((_, index) => index !== action.index),
          correctIndex: correct === null || correct === action.index ? null : correct > action.index ? correct - 1 : correct,
        };
      });
    case 'set-correct':
      return changeOne(questions, action.key, (question) =>
        action.index >= 0 && action.index < question.options.length ? { ...question, correctIndex: action.index } : question,
      );
    case 'set-accepted':
      return changeOne(questions, action.key, (question) => ({
        ...question,
        accepted: question.accepted.map((answer, index) => (index === action.index ? action.value : answer)),
      }));
    case 'add-accepted':
      return changeOne(questions, action.key, (question) =>
        question.accepted.length >= QUIZ.maxAcceptedAnswers ? question : { ...question, accepted: [...question.accepted, ''] },
      );
    case 'remove-accepted':
      return changeOne(questions, action.key, (question) =>
        question.accepted.length <= 1 ? { ...question, accepted: [''] } : { ...question, accepted: question.accepted.filter((_, index) => index !== action.index) },
      );
    case 'insert-blank':
      return changeOne(questions, action.key, (question) =>
        question.text.includes(QUIZ.blank) ? question : { ...question, text: question.text.trimEnd() ? `${question.text.trimEnd()} ${QUIZ.blank}` : QUIZ.blank },
      );
    case 'shuffle-options':
      return changeOne(questions, action.key, (question) => shuffleOptions(question, action.random));
    case 'shuffle-all-options':
      return questions.map((question) => shuffleOptions(question, action.random));
    case 'assign-ids':
      return questions.map((question) => {
        const id = action.ids[question.key];
        return id && id !== question.id ? { ...question, id } : question;
      });
  }
}
