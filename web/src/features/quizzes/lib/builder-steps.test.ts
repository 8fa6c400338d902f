import { describe, expect, it } from 'vitest';
import { requestIdSchema } from '@shared/schemas/quiz';
import {
  METHOD_COSTS, aiSetupProblem, canEnter, canPublishQuiz, hostLivePath, initialStep, newRequestId, nextStep, previousStep,
  promptLongEnough, type BuilderContext,
} from './builder-steps';
import { blankQuestion, type EditorQuestion } from './question-editor';

const ready: EditorQuestion = { ...blankQuestion('true_false', 'a'), text: 'The sun is a star.', trueFalse: 'true' };
const context = (over: Partial<BuilderContext> = {}): BuilderContext => ({ method: null, quiz: null, questions: [], title: '', ...over });

describe('step gating', () => {
  it('costs 15 sparks with AI and 5 with a template or by hand', () => {
    expect(METHOD_COSTS).toEqual({ ai: 15, template: 5, manual: 5 });
  });

  it('opens set-up only once a method is chosen, and closes both once the quiz exists', () => {
    expect(canEnter('method', context())).toBe(true);
    expect(canEnter('setup', context())).toBe(false);
    expect(canEnter('setup', context({ method: 'ai' }))).toBe(true);
    const created = context({ method: 'ai', quiz: { id: 'q', status: 'draft' } });
    expect(canEnter('method', created)).toBe(false);
    expect(canEnter('setup', created)).toBe(false);
    expect(canEnter('review', created)).toBe(true);
  });

  it('needs a savable question list to go past review', () => {
    const draft = context({ method: 'manual', quiz: { id: 'q', status: 'draft' } });
    expect(canEnter('finalize', { ...draft, questions: [ready] })).toBe(true);
    expect(canEnter('finalize', { ...draft, questions: [blankQuestion('essay')] })).toBe(false);
    expect(canEnter('publish', { ...draft, questions: [] })).toBe(true);
    expect(canEnter('review', context())).toBe(false);
  });

  it('lets a published quiz through (its questions are locked)', () => {
    const published = context({ quiz: { id: 'q', status: 'published' }, questions: [blankQuestion('essay')] });
    expect(canEnter('finalize', published)).toBe(true);
    expect(initialStep(published)).toBe('finalize');
  });

  it('walks forward and back through the open steps', () => {
    const draft = context({ method: 'manual', quiz: { id: 'q', status: 'draft' }, questions: [ready], title: 'T' });
    expect(nextStep('review', draft)).toBe('finalize');
    expect(nextStep('finalize', draft)).toBe('publish');
    expect(nextStep('publish', draft)).toBeNull();
    expect(previousStep('review', draft)).toBeNull();
    expect(previousStep('publish', draft)).toBe('finalize');
    expect(previousStep('setup', context({ method: 'ai' }))).toBe('method');
    expect(nextStep('method', context())).toBeNull();
  });

  it('starts at method, at set-up or at review', () => {
    expect(initialStep(context())).toBe('method');
    expect(initialStep(context({ method: 'template' }))).toBe('setup');
    expect(initialStep(context({ quiz: { id: 'q', status: 'draft' } }))).toBe('review');
  });

  it('publishes a draft with a title and complete questions only', () => {
    const draft = context({ quiz: { id: 'q', status: 'draft' }, questions: [ready], title: 'Stars' });
    expect(canPublishQuiz(draft)).toBe(true);
    expect(canPublishQuiz({ ...draft, title: '  ' })).toBe(false);
    expect(canPublishQuiz({ ...draft, questions: [] })).toBe(false);
    expect(canPublishQuiz({ ...draft, questions: [{ ...ready, trueFalse: '' }] })).toBe(false);
    expect(canPublishQuiz({ ...draft, quiz: { id: 'q', status: 'published' } })).toBe(false);
  });
});

describe('the AI prompt rule', () => {
  it('needs more than 15 characters', () => {
    expect(promptLongEnough('a'.repeat(15))).toBe(false);
    expect(promptLongEnough('a'.repeat(16))).toBe(true);
    expect(promptLongEnough(`  ${'a'.repeat(15)}  `)).toBe(false);
    // Counted as the user sees them (Arabic letters, emoji).
    expect(promptLongEnough('دورة الماء للصف7')).toBe(true);
    expect(promptLongEnough('😀'.repeat(15))).toBe(false);
  });

  it('makes the prompt optional with a PDF, but still long enough when written', () => {
    expect(aiSetupProblem('', false)).toBe('prompt-too-short');
    expect(aiSetupProblem('', true)).toBeNull();
    expect(aiSetupProblem('short', true)).toBe('prompt-too-short');
    expect(aiSetupProblem('The water cycle for grade 7', true)).toBeNull();
  });
});

describe('helpers', () => {
  it('makes request ids the API accepts', () => {
    const ids = new Set(Array.from({ length: 20 }, () => newRequestId()));
    expect(ids.size).toBe(20);
    for (const id of ids) expect(requestIdSchema.safeParse(id).success).toBe(true);
  });

  it('links the live host screen', () => {
    expect(hostLivePath('q 1')).toBe('/live/host?quizId=q%201');
  });
});
