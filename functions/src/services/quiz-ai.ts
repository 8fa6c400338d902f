// Quiz generation and grade suggestions through the model (structured output validated by
// zod), or through the offline generator when no API key is configured. Every way the model
// can fail becomes a GenerationFailure with a short reason the user is shown.
import { APIConnectionError, APIConnectionTimeoutError, APIError } from 'openai';
import { ContentFilterFinishReasonError, LengthFinishReasonError } from 'openai/error';
import { zodResponseFormat } from 'openai/helpers/zod';
import { normaliseAnswer } from '../domain/answer-normalise';
import { generateOfflineQuiz } from '../domain/offline-quiz-generator';
import { fromGeneratedQuestion } from '../domain/quiz-scoring';
import { QUIZ } from '../shared/constants';
import {
  generatedQuizSchema, gradeSuggestionsSchema, type CorrectAnswer, type Difficulty, type GeneratedQuiz,
  type ParsedQuestionInput, type QuestionType, type QuizGenerator, type QuizLanguage,
} from '../shared/schemas/quiz';
import { aiClient, aiModel } from './ai-client';

export type GenerationFailureReason =
  | 'invalid-json'
  | 'schema-violation'
  | 'refused'
  | 'truncated'
  | 'empty'
  | 'no-valid-questions'
  | 'timeout'
  | 'connection'
  | 'rate-limited'
  | 'upstream-error'
  | 'internal';

export class GenerationFailure extends Error {
  constructor(
    readonly reason: GenerationFailureReason,
    detail?: string,
  ) {
    super(detail ? `${reason}: ${detail}` : reason);
  }
}

/** A structured answer's parsed content, or a GenerationFailure for a refusal or an empty answer. */
export function parsedAnswer<T>(message: { refusal?: string | null; parsed?: T | null } | undefined): T {
  if (message?.refusal) throw new GenerationFailure('refused', message.refusal);
  if (!message?.parsed) throw new GenerationFailure('empty');
  return message.parsed;
}

/** Why a call to the model failed, as one of the reasons above. */
export function failureReason(error: unknown): GenerationFailureReason {
  if (error instanceof GenerationFailure) return error.reason;
  if (error instanceof APIConnectionTimeoutError) return 'timeout';
  if (error instanceof APIConnectionError) return 'connection';
  if (error instanceof APIError) return error.status === 429 ? 'rate-limited' : 'upstream-error';
  if (error instanceof LengthFinishReasonError) return 'truncated';
  if (error instanceof ContentFilterFinishReasonError) return 'refused';
  if (error instanceof SyntaxError) return 'invalid-json';
  if ((error as { name?: unknown }).name === 'ZodError') return 'schema-violation';
  return 'internal';
}

export interface GenerationRequest {
  prompt: string;
  sourceText?: string;
  sourceName?: string;
  difficulty: Difficulty;
  count: number;
  types: readonly QuestionType[];
  language: QuizLanguage;
}

export interface GenerationResult {
  title: string;
  description: string;
  questions: ParsedQuestionInput[];
  generator: QuizGenerator;
  /** Questions the model wrote that could not be used (dropped). */
  dropped: number;
}

const LANGUAGE_NAMES: Record<QuizLanguage, string> = { ar: 'Arabic (Modern Standard Arabic)', en: 'English' };

const TYPE_RULES: Record<QuestionType, string> = {
  multiple_choice: 'multiple_choice: 3 to 5 short options (no letters or numbering); correct_answer is exactly one of the options; accepted_answers is [].',
  true_false: 'true_false: options are ["true", "false"]; correct_answer is "true" or "false"; accepted_answers is [].',
  short_answer: 'short_answer: a question answered in 1 to 5 words; correct_answer is that answer; accepted_answers lists other correct spellings or synonyms; options is [].',
  fill_blank: `fill_blank: a sentence with exactly one blank written as ${QUIZ.blank}; correct_answer is the missing word or words; accepted_answers lists other correct fillings; options is [].`,
  essay: 'essay: an open question; correct_answer is ""; grading_guidelines say what a full-mark answer contains and how to give partial marks; options is [] and accepted_answers is [].',
};

const DIFFICULTY_RULES: Record<Difficulty, string> = {
  easy: 'easy (recall of facts)',
  medium: 'medium (understanding and application)',
  hard: 'hard (analysis and reasoning)',
  mixed: 'mixed (about a third easy, a third medium, a third hard)',
};

export function quizMessages(request: GenerationRequest): { role: 'system' | 'user'; content: string }[] {
  const system = [
    'You write school quizzes for teachers.',
    `Write exactly ${request.count} questions in ${LANGUAGE_NAMES[request.language]}, difficulty ${DIFFICULTY_RULES[request.difficulty]}.`,
    `Use only these question types, spread evenly: ${request.types.join(', ')}.`,
    ...request.types.map((type) => `- ${TYPE_RULES[type]}`),
    'Every question has short grading_guidelines for the teacher, time_limit_s between 10 and 300 seconds, and points between 5 and 20 (harder questions earn more).',
    request.sourceText ? 'Base every question on the source text only; never ask about facts it does not contain.' : 'Questions must be factually correct and suitable for the students described.',
    'Also write a short title and a one-sentence description of the quiz.',
  ].join('\n');
  const user = [
    request.prompt ? `Teacher's request: ${request.prompt}` : 'Teacher\'s request: a quiz on the source text.',
    request.sourceText ? `\nSource text${request.sourceName ? ` (from ${request.sourceName})` : ''}:\n"""\n${request.sourceText}\n"""` : '',
  ].join('\n');
  return [
    { role: 'system', content: system },
    { role: 'user', content: user },
  ];
}

const cut = (text: string, max: number) => [...text.trim()].slice(0, max).join('');

/** The model's (or the offline generator's) quiz checked and turned into editor questions. */
export function acceptGenerated(generated: GeneratedQuiz, request: GenerationRequest, generator: QuizGenerator): GenerationResult {
  const usable = generated.questions
    .filter((question) => request.types.includes(question.type))
    .map(fromGeneratedQuestion)
    .filter((question): question is ParsedQuestionInput => question !== null)
    .slice(0, request.count);
  if (usable.length === 0) throw new GenerationFailure('no-valid-questions');
  const fallbackTitle = cut(request.sourceName?.replace(/\.pdf$/i, '') || request.prompt, QUIZ.titleMaxLength) || 'Quiz';
  return {
    title: cut(generated.title, QUIZ.titleMaxLength) || fallbackTitle,
    description: cut(generated.description, QUIZ.descriptionMaxLength),
    questions: usable,
    generator,
    dropped: generated.questions.length - usable.length,
  };
}

/** Writes the questions with the model, or offline when no key is set. Throws GenerationFailure. */
export async function generateQuizQuestions(request: GenerationRequest): Promise<GenerationResult> {
  const client = aiClient();
  if (!client) return acceptGenerated(generateOfflineQuiz(request), request, 'offline');
  let generated: GeneratedQuiz;
  try {
    const completion = await client.chat.completions.parse({
      model: aiModel(),
      messages: quizMessages(request),
      response_format: zodResponseFormat(generatedQuizSchema, 'quiz'),
    });
    generated = parsedAnswer(completion.choices[0]?.message);
  } catch (error) {
    throw error instanceof GenerationFailure ? error : new GenerationFailure(failureReason(error), String(error));
  }
  return acceptGenerated(generated, request, 'openai');
}

// ── Grade suggestions (short answers and essays) ───────────────────────────────────────

export interface GradingItem {
  question_id: string;
  type: QuestionType;
  text: string;
  points: number;
  grading_guidelines: string;
  correct_answer: CorrectAnswer;
  answer: string;
}

export interface GradeSuggestion {
  question_id: string;
  awarded: number;
  rationale: string;
}

export interface SuggestionResult {
  generator: QuizGenerator;
  suggestions: GradeSuggestion[];
}

const clampGrade = (value: number, points: number) => (Number.isFinite(value) ? Math.min(points, Math.max(0, Math.round(value * 2) / 2)) : 0);

function gradingMessages(items: readonly GradingItem[], language: QuizLanguage) {
  const system = [
    'You help a teacher grade short answers and essays.',
    'For each item, suggest points between 0 and its maximum (halves allowed) by the grading guidelines and the expected answer, and give a one-sentence rationale.',
    `Write the rationale in ${LANGUAGE_NAMES[language]}. Answer for every question_id given, and no other.`,
  ].join('\n');
  const user = JSON.stringify(
    items.map((item) => ({
      question_id: item.question_id,
      question: item.text,
      max_points: item.points,
      grading_guidelines: item.grading_guidelines,
      expected_answer: item.correct_answer,
      student_answer: item.answer,
    })),
  );
  return [
    { role: 'system' as const, content: system },
    { role: 'user' as const, content: user },
  ];
}

const contentWords = (text: string) => new Set(normaliseAnswer(text).split(/[^\p{L}\p{N}]+/u).filter((w) => [...w].length >= 4));

/** The offline estimate: the share of the guidelines' and key's words the answer uses. */
export function offlineSuggestion(item: GradingItem, language: QuizLanguage): GradeSuggestion {
  const key = contentWords([item.grading_guidelines, ...(Array.isArray(item.correct_answer) ? item.correct_answer : [item.correct_answer])].join(' '));
  const answer = contentWords(item.answer);
  const shared = [...key].filter((word) => answer.has(word)).length;
  const needed = Math.max(1, Math.min(key.size, 3 + Math.floor(key.size / 4)));
  const awarded = key.size === 0 ? 0 : clampGrade((item.points * Math.min(shared, needed)) / needed, item.points);
  const rationale =
    language === 'ar'
      ? `تقدير تجريبي دون اتصال: تستخدم الإجابة ${shared} من ${key.size} كلمة مفتاحية من الإرشادات. راجعه بنفسك.`
      : `Offline estimate: the answer uses ${shared} of ${key.size} key words of the guidelines. Check it yourself.`;
  return { question_id: item.question_id, awarded, rationale };
}

/**
 * Suggested grades (never stored): the model's, read from a streamed structured answer, or
 * the offline estimate. Throws GenerationFailure.
 */
export async function suggestGradesFor(items: readonly GradingItem[], language: QuizLanguage): Promise<SuggestionResult> {
  if (items.length === 0) return { generator: aiClient() ? 'openai' : 'offline', suggestions: [] };
  const client = aiClient();
  if (!client) return { generator: 'offline', suggestions: items.map((item) => offlineSuggestion(item, language)) };
  try {
    const stream = client.chat.completions.stream({
      model: aiModel(),
      messages: gradingMessages(items, language),
      response_format: zodResponseFormat(gradeSuggestionsSchema, 'grades'),
    });
    const completion = await stream.finalChatCompletion();
    const parsed = parsedAnswer(completion.choices[0]?.message);
    const byId = new Map(items.map((item) => [item.question_id, item]));
    const suggestions = parsed.suggestions.flatMap((suggestion) => {
      const item = byId.get(suggestion.question_id);
      if (!item) return [];
      byId.delete(suggestion.question_id);
      return [{ question_id: item.question_id, awarded: clampGrade(suggestion.awarded, item.points), rationale: cut(suggestion.rationale, 500) }];
    });
    return { generator: 'openai', suggestions };
  } catch (error) {
    throw error instanceof GenerationFailure ? error : new GenerationFailure(failureReason(error), String(error));
  }
}
