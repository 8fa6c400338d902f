// Quizzes, challenges and progress: one schema per request body and the DTOs the API answers
// (docs/quizzes.md). Shared by the functions and the web's forms.
import { z } from 'zod';
import {
  AI_PROMPT_MIN_LENGTH_EXCLUSIVE, DIFFICULTIES, FILE_LIMITS, LANGUAGES, QUESTION_IMAGE_MAX_BYTES, QUESTION_IMAGE_TYPES, QUESTION_TYPES, QUIZ,
  type QUIZ_GENERATORS, type QuestionImageType,
  type QUIZ_METHODS, type QUIZ_STATUSES, type SUBMISSION_STATUSES, type ScoreBand,
} from '../constants';
import { clientIdWith, code, docIdWith, requiredDocId, requireSomeField } from './common';

const invalid = code('validation/invalid-input');
const required = code('validation/all-fields-required');

export type QuestionType = (typeof QUESTION_TYPES)[number];
export type Difficulty = (typeof DIFFICULTIES)[number];
export type QuizMethod = (typeof QUIZ_METHODS)[number];
export type QuizStatus = (typeof QUIZ_STATUSES)[number];
export type QuizGenerator = (typeof QUIZ_GENERATORS)[number];
export type SubmissionStatus = (typeof SUBMISSION_STATUSES)[number];
export type QuizLanguage = (typeof LANGUAGES)[number];

/**
 * The stored key of a question:
 * - multiple_choice: the text of the correct option (one of `options`);
 * - true_false: 'true' or 'false' (options are ['true', 'false']);
 * - short_answer, fill_blank: the accepted answers (compared normalised; the first is the
 *   one shown). An empty list on a short answer means "the teacher grades it";
 * - essay: '' (graded by the teacher against grading_guidelines).
 */
export type CorrectAnswer = string | string[];

const text = (max: number) => z.string(invalid).trim().max(max, invalid);
const countedLength = (value: string) => [...value].length;

/** A client-chosen id that makes a paid request safe to retry. */
export const requestIdSchema = clientIdWith('validation/invalid-input');
/** A question's id: a document id, and a key of the answers map (so never `__proto__`). */
export const questionIdSchema = docIdWith('validation/invalid-input').regex(/^[A-Za-z0-9_-]{1,64}$/, invalid);

/**
 * A question as the editor sends it. Drafts may be incomplete (an option list still being
 * typed, no key yet); publishing checks the rest (domain/quiz-scoring.ts questionProblems).
 * `id` keeps an existing question's id when the whole list is replaced.
 */
export const questionInputSchema = z
  .object({
    id: questionIdSchema.optional(),
    type: z.enum(QUESTION_TYPES, invalid),
    text: z.string(required).trim().min(1, required).max(QUIZ.questionMaxLength, invalid),
    options: z.array(text(QUIZ.optionMaxLength), invalid).max(QUIZ.maxOptions, invalid).default([]),
    correct_answer: z
      .union([text(QUIZ.optionMaxLength), z.array(text(QUIZ.optionMaxLength), invalid).max(QUIZ.maxAcceptedAnswers, invalid)], invalid)
      .default(''),
    grading_guidelines: text(QUIZ.guidelinesMaxLength).default(''),
    time_limit_s: z
      .number(invalid)
      .int(invalid)
      .min(QUIZ.timeLimitS.min, invalid)
      .max(QUIZ.timeLimitS.max, invalid)
      .default(QUIZ.timeLimitS.default),
    points: z.number(invalid).int(invalid).min(0, invalid).max(QUIZ.points.max, invalid).default(QUIZ.points.default),
    /** An image uploaded for this quiz (POST /quizzes/{id}/images), or null for none. */
    image_id: docIdWith('validation/invalid-input').nullable().default(null),
  })
  .strict();
export type QuestionInput = z.input<typeof questionInputSchema>;
export type ParsedQuestionInput = z.output<typeof questionInputSchema>;

const titleSchema = z.string(required).trim().min(1, required).max(QUIZ.titleMaxLength, invalid);
const descriptionSchema = text(QUIZ.descriptionMaxLength);
const questionsSchema = z.array(questionInputSchema, invalid).max(QUIZ.maxQuestions, invalid);

/** POST /quizzes: a manual quiz (free; 5 sparks when first published) or a copy of a template (5 sparks). */
export const createQuizRequestSchema = z.discriminatedUnion(
  'method',
  [
    z
      .object({
        method: z.literal('manual'),
        title: titleSchema,
        description: descriptionSchema.default(''),
        difficulty: z.enum(DIFFICULTIES, invalid).default('mixed'),
        language: z.enum(LANGUAGES, invalid).default('ar'),
        questions: questionsSchema.default([]),
        requestId: requestIdSchema.optional(),
      })
      .strict(),
    z
      .object({
        method: z.literal('template'),
        template_id: requiredDocId('validation/all-fields-required'),
        title: titleSchema.optional(),
        requestId: requestIdSchema.optional(),
      })
      .strict(),
  ],
  required,
);
export type CreateQuizRequest = z.input<typeof createQuizRequestSchema>;

/** POST /quizzes/{id}/images: a question image about to be uploaded (PNG, JPEG, WebP, GIF; 2 MB). */
export const questionImageRequestSchema = z
  .object({
    contentType: z
      .string(code('quiz/image-type'))
      .refine((value): value is QuestionImageType => Object.hasOwn(QUESTION_IMAGE_TYPES, value), code('quiz/image-type')),
    size: z
      .number(invalid)
      .int(invalid)
      .min(1, code('upload/file-required'))
      .max(QUESTION_IMAGE_MAX_BYTES, code('quiz/image-too-large')),
  })
  .strict();
export type QuestionImageRequest = z.input<typeof questionImageRequestSchema>;

/** A question's image: its id (sent back as image_id) and a URL anyone holding it may load. */
export interface QuestionImage {
  id: string;
  url: string;
}

/** Base64 length of the largest PDF accepted (10 MB, spec 000 section 9). */
export const PDF_BASE64_MAX_LENGTH = Math.ceil(FILE_LIMITS.lecturePdfBytes / 3) * 4;

/**
 * POST /quizzes/generate (15 sparks): from a prompt (more than 15 characters), from a PDF's
 * text, or both (the prompt then steers the questions).
 */
export const generateQuizRequestSchema = z
  .object({
    prompt: text(QUIZ.ai.promptMaxLength).default(''),
    pdf: z
      .object({
        name: z.string(required).trim().min(1, required).max(200, invalid),
        content_base64: z
          .string(code('upload/file-required'))
          .min(1, code('upload/file-required'))
          .max(PDF_BASE64_MAX_LENGTH + 4, code('upload/too-large')),
      })
      .strict()
      .optional(),
    difficulty: z.enum(DIFFICULTIES, invalid).default('mixed'),
    question_count: z.number(invalid).int(invalid).min(1, invalid).max(QUIZ.ai.maxQuestions, invalid).default(QUIZ.ai.defaultQuestions),
    question_types: z.array(z.enum(QUESTION_TYPES, invalid), invalid).min(1, invalid).max(QUESTION_TYPES.length, invalid).optional(),
    /** The quiz's language; by default Arabic when the prompt has Arabic letters, else English. */
    language: z.enum(LANGUAGES, invalid).optional(),
    requestId: requestIdSchema.optional(),
  })
  .strict()
  .superRefine((body, ctx) => {
    const length = countedLength(body.prompt);
    // Without a PDF the prompt is the source and must say enough; with one it is optional.
    if ((!body.pdf || length > 0) && length <= AI_PROMPT_MIN_LENGTH_EXCLUSIVE) {
      ctx.addIssue({ code: 'custom', path: ['prompt'], message: 'quiz/prompt-too-short' });
    }
  });
export type GenerateQuizRequest = z.input<typeof generateQuizRequestSchema>;

/**
 * PATCH /quizzes/{id}: settings, and at most one of: the whole question list (replace),
 * a new order (every question id once), or a shuffle of the multiple-choice options.
 */
export const updateQuizRequestSchema = z
  .object({
    title: titleSchema,
    description: descriptionSchema,
    difficulty: z.enum(DIFFICULTIES, invalid),
    language: z.enum(LANGUAGES, invalid),
    questions: questionsSchema,
    order: z.array(questionIdSchema, invalid).max(QUIZ.maxQuestions, invalid),
    shuffle_options: z.literal(true, invalid),
  })
  .partial()
  .strict()
  .refine((body) => [body.questions, body.order, body.shuffle_options].filter((v) => v !== undefined).length <= 1, invalid);
export type UpdateQuizRequest = z.input<typeof updateQuizRequestSchema>;

/** POST /classes/{classId}/challenges (class teachers): assign a published quiz. */
export const createChallengeRequestSchema = z
  .object({
    quizId: requiredDocId('validation/all-fields-required'),
    dueAt: z.iso.datetime({ offset: true, ...invalid }).nullable().optional(),
    practiceAllowed: z.boolean(invalid).default(false),
    title: titleSchema.optional(),
  })
  .strict();
export type CreateChallengeRequest = z.input<typeof createChallengeRequestSchema>;

/** PATCH /classes/{classId}/challenges/{id} (class teachers): e.g. allow practice after the due date; at least one field. */
export const updateChallengeRequestSchema = requireSomeField(
  z
    .object({
      dueAt: z.iso.datetime({ offset: true, ...invalid }).nullable(),
      practiceAllowed: z.boolean(invalid),
      title: titleSchema,
    })
    .partial()
    .strict(),
);
export type UpdateChallengeRequest = z.input<typeof updateChallengeRequestSchema>;

/** One answer: the option's text, 'true'/'false' (or a boolean), or the typed text. */
const answerValue = z
  .union([z.string(invalid).max(QUIZ.answerMaxLength, invalid), z.boolean(invalid), z.number(invalid)], invalid)
  .transform((value) => String(value));

/** POST .../challenges/{id}/submissions and .../practice: answers keyed by question id. */
export const submitAnswersRequestSchema = z
  .object({ answers: z.record(questionIdSchema, answerValue, invalid) })
  .strict();
export type SubmitAnswersRequest = z.input<typeof submitAnswersRequestSchema>;

/** PATCH .../challenges/{id}/submissions/{uid} (class teachers). */
export const gradeSubmissionRequestSchema = z
  .object({
    grades: z
      .array(
        z
          .object({
            question_id: questionIdSchema,
            awarded: z.number(invalid).min(0, code('quiz/grade-out-of-range')).max(QUIZ.points.max, code('quiz/grade-out-of-range')),
            feedback: text(QUIZ.guidelinesMaxLength).optional(),
          })
          .strict(),
        invalid,
      )
      .min(1, required)
      .max(QUIZ.maxQuestions, invalid),
  })
  .strict();
export type GradeSubmissionRequest = z.input<typeof gradeSubmissionRequestSchema>;

/** GET /quiz/analytics/class/{classId}/export?by=&requestId= (3 sparks once per requestId). */
export const exportQuerySchema = z.object({
  by: z.enum(['student', 'question'], invalid),
  requestId: requestIdSchema,
});

// ── What the model must answer (OpenAI structured output) ──────────────────────────────
// Flat objects with an enum `type` field: discriminated unions become `oneOf`, which strict
// structured outputs refuse. No numeric bounds here either; domain/quiz-scoring.ts clamps
// and checks every question after parsing.

export const generatedQuestionSchema = z.object({
  type: z.enum(QUESTION_TYPES),
  text: z.string(),
  options: z.array(z.string()),
  correct_answer: z.string(),
  accepted_answers: z.array(z.string()),
  grading_guidelines: z.string(),
  time_limit_s: z.number(),
  points: z.number(),
});
export const generatedQuizSchema = z.object({
  title: z.string(),
  description: z.string(),
  questions: z.array(generatedQuestionSchema),
});
export type GeneratedQuestion = z.infer<typeof generatedQuestionSchema>;
export type GeneratedQuiz = z.infer<typeof generatedQuizSchema>;

export const gradeSuggestionsSchema = z.object({
  suggestions: z.array(z.object({ question_id: z.string(), awarded: z.number(), rationale: z.string() })),
});
export type GradeSuggestions = z.infer<typeof gradeSuggestionsSchema>;

// ── Answers ─────────────────────────────────────────────────────────────────────────────

/** quizzes/{quizId}/questions/{questionId} as the quiz owner sees it. */
export interface QuestionDto {
  id: string;
  order: number;
  type: QuestionType;
  text: string;
  options: string[];
  correct_answer: CorrectAnswer;
  grading_guidelines: string;
  time_limit_s: number;
  points: number;
  /** null for none (templates and AI quizzes have none). */
  image: QuestionImage | null;
}

/** A question as a student gets it: no key, no guidelines. */
export type StudentQuestionDto = Omit<QuestionDto, 'correct_answer' | 'grading_guidelines'>;

export interface QuizSource {
  prompt?: string;
  template_id?: string;
  pdf_name?: string;
}

export interface QuizDto {
  id: string;
  owner_uid: string;
  title: string;
  description: string;
  method: QuizMethod;
  difficulty: Difficulty;
  language: QuizLanguage;
  status: QuizStatus;
  question_count: number;
  total_points: number;
  source: QuizSource;
  /** Who wrote the questions of an AI quiz; null for template and manual quizzes. */
  generator: QuizGenerator | null;
  /** How many class challenges use it (a quiz in use cannot be deleted). */
  challenge_count: number;
  created_at: string | null;
  updated_at: string | null;
  published_at: string | null;
  /** Sparks publishing will charge: a manual draft not yet paid for, else 0. */
  publish_cost: number;
}

/**
 * GET /quizzes/build-costs: the sparks each way of building costs now. A template's copy is
 * charged when made, a manual quiz when first published, an AI quiz when generated (0 while
 * the offline generator stands in for a model: `generator`).
 */
export interface QuizBuildCostsDto {
  ai: number;
  template: number;
  manual: number;
  generator: QuizGenerator;
}

export interface QuizWithQuestionsDto extends QuizDto {
  questions: QuestionDto[];
}

export interface QuizTemplateDto {
  id: string;
  title: string;
  description: string;
  subject: string;
  language: QuizLanguage;
  difficulty: Difficulty;
  question_count: number;
  total_points: number;
}

/** GET /quizzes/templates/{id}: the preview, questions without keys or grading guidelines. */
export interface QuizTemplatePreviewDto extends QuizTemplateDto {
  questions: StudentQuestionDto[];
}

export interface ChallengeDto {
  id: string;
  class_id: string;
  quiz_id: string;
  title: string;
  description: string;
  question_count: number;
  total_points: number;
  due_at: string | null;
  practice_allowed: boolean;
  assigned_by: string;
  created_at: string | null;
}

export interface QuestionResult {
  question_id: string;
  awarded: number;
  max: number;
  /** null: not right or wrong by itself (essays, short answers waiting for or given a partial grade). */
  correct: boolean | null;
  needs_grading: boolean;
  feedback?: string | null;
}

export interface SubmissionDto {
  uid: string;
  challenge_id: string;
  answers: Record<string, string>;
  per_question: QuestionResult[];
  score: number;
  max_score: number;
  percent: number;
  band: ScoreBand;
  status: SubmissionStatus;
  late: boolean;
  submitted_at: string | null;
  graded_at: string | null;
}

/** One question's feedback in practice mode (nothing is stored). */
export interface PracticeResult extends QuestionResult {
  your_answer: string;
  correct_answer: CorrectAnswer;
}
