// The quiz builder's steps (spec 000 section 4: choose a method -> set up the template or
// generate -> review -> finalize -> publish) and which of them may be entered. The sparks are
// charged when the draft is created (end of "set up"), so once a quiz exists the method and
// set-up steps are closed: going back there would charge again. Pure.
import { AI_PROMPT_MIN_LENGTH_EXCLUSIVE, QUIZ, SPARK_COSTS } from '@shared/constants';
import type { QuizMethod, QuizStatus } from '@shared/schemas/quiz';
import { canPublish, canSaveDraft, type EditorQuestion } from './question-editor';

export const BUILDER_STEPS = ['method', 'setup', 'review', 'finalize', 'publish'] as const;
export type BuilderStep = (typeof BUILDER_STEPS)[number];

/** What each method costs (spec 000 section 9). */
export const METHOD_COSTS: Record<QuizMethod, number> = {
  ai: SPARK_COSTS.aiQuiz,
  template: SPARK_COSTS.templateQuiz,
  manual: SPARK_COSTS.manualQuiz,
};
export const METHODS: readonly QuizMethod[] = ['ai', 'template', 'manual'];

export interface BuilderContext {
  method: QuizMethod | null;
  /** The draft on the server, once created (or opened for editing). */
  quiz: { id: string; status: QuizStatus } | null;
  questions: readonly EditorQuestion[];
  title: string;
}

export function stepIndex(step: BuilderStep): number {
  return BUILDER_STEPS.indexOf(step);
}

/** Whether the builder may show `step` now. */
export function canEnter(step: BuilderStep, context: BuilderContext): boolean {
  switch (step) {
    case 'method':
      return context.quiz === null;
    case 'setup':
      return context.quiz === null && context.method !== null;
    case 'review':
      return context.quiz !== null;
    case 'finalize':
    case 'publish':
      // A published quiz keeps its questions; a draft must be savable before moving on.
      return context.quiz !== null && (context.quiz.status === 'published' || canSaveDraft(context.questions));
  }
}

/** Whether the Publish button may be pressed. */
export function canPublishQuiz(context: BuilderContext): boolean {
  return context.quiz !== null && context.quiz.status === 'draft' && context.title.trim().length > 0 && context.title.trim().length <= QUIZ.titleMaxLength && canPublish(context.questions);
}

/** The step after `step`, when it may be entered. */
export function nextStep(step: BuilderStep, context: BuilderContext): BuilderStep | null {
  const next = BUILDER_STEPS[stepIndex(step) + 1];
  return next && canEnter(next, context) ? next : null;
}

/** The step before `step`, when it may be entered. */
export function previousStep(step: BuilderStep, context: BuilderContext): BuilderStep | null {
  const previous = stepIndex(step) > 0 ? BUILDER_STEPS[stepIndex(step) - 1] : undefined;
  return previous && canEnter(previous, context) ? previous : null;
}

/** Where the builder opens: a quiz being edited at review (drafts) or finalize (published). */
export function initialStep(context: BuilderContext): BuilderStep {
  if (!context.quiz) return context.method ? 'setup' : 'method';
  return context.quiz.status === 'published' ? 'finalize' : 'review';
}

/** The prompt rule of the AI method: more than 15 characters (counted as the user sees them). */
export function promptLongEnough(prompt: string): boolean {
  return [...prompt.trim()].length > AI_PROMPT_MIN_LENGTH_EXCLUSIVE;
}

/**
 * Whether the AI set-up can be sent: a prompt of more than 15 characters, or a PDF with no
 * prompt or with one of more than 15 characters (the server's rule).
 */
export function aiSetupProblem(prompt: string, hasPdf: boolean): 'prompt-too-short' | null {
  const length = [...prompt.trim()].length;
  if (!hasPdf || length > 0) return length > AI_PROMPT_MIN_LENGTH_EXCLUSIVE ? null : 'prompt-too-short';
  return null;
}

/** A client request id (8-64 of [A-Za-z0-9_-]) that makes a paid create call safe to retry. */
export function newRequestId(random: () => number = Math.random): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
  let id = 'qb-';
  for (let i = 0; i < 20; i += 1) id += alphabet[Math.floor(random() * alphabet.length)];
  return id;
}

/** The live host screen for a quiz (built by the live feature). */
export function hostLivePath(quizId: string): string {
  return `/live/host?quizId=${encodeURIComponent(quizId)}`;
}
