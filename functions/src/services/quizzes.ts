// Quizzes and their questions (docs/quizzes.md): building (AI 15 sparks at generation,
// template 5 at creation, manual 5 when first published), editing drafts, publishing,
// deleting, and the templates. Only the owner ever sees a quiz with its keys; students get
// questions without keys through the challenge routes.
import { createHash, randomInt } from 'node:crypto';
import { FieldValue, Timestamp, type DocumentData, type DocumentSnapshot, type Transaction } from 'firebase-admin/firestore';
import { detectLanguage } from '../domain/offline-quiz-generator';
import { aiClient } from './ai-client';
import {
  questionProblems, quizTotals, toStoredQuestion, type QuestionBody,
} from '../domain/quiz-scoring';
import { db } from '../lib/admin';
import { ApiError } from '../lib/http';
import { withKeyLock } from '../lib/key-lock';
import { QUESTION_TYPES, QUIZ, QUIZ_AUTHOR_TYPES, QUIZ_METHOD_COSTS, SPARK_COSTS, type UserType } from '../shared/constants';
import { formatErrorMessage } from '../shared/errors';
import {
  questionInputSchema,
  type CorrectAnswer, type createQuizRequestSchema, type generateQuizRequestSchema, type ParsedQuestionInput,
  type QuestionDto, type QuizBuildCostsDto, type QuizDto, type QuizMethod, type QuizTemplateDto, type QuizTemplatePreviewDto, type QuizWithQuestionsDto,
  type QuestionImage, type StudentQuestionDto,
  type updateQuizRequestSchema, type questionImageRequestSchema,
} from '../shared/schemas/quiz';
import { z } from 'zod';
import { failureReason, generateQuizQuestions, GenerationFailure } from './quiz-ai';
import { pdfText } from './quiz-pdf';
import { chargeFeature, refundCharge } from './sparks';
import { completeQuestionImage, createQuestionImageUpload, deleteQuestionImages, readQuestionImages } from './question-images';
import type { UploadTarget } from '../shared/schemas/material';

export const quizzesCol = () => db.collection('quizzes');
export const quizRef = (quizId: string) => quizzesCol().doc(quizId);
export const questionsCol = (quizId: string) => quizRef(quizId).collection('questions');
const templatesCol = () => db.collection('quizTemplates');

const isoOf = (value: unknown): string | null =>
  value instanceof Timestamp ? value.toDate().toISOString() : value instanceof Date ? value.toISOString() : null;

export function toQuizDto(id: string, data: DocumentData): QuizDto {
  return {
    id,
    owner_uid: data.owner_uid,
    title: data.title ?? '',
    description: data.description ?? '',
    method: data.method,
    difficulty: data.difficulty ?? 'mixed',
    language: data.language ?? 'ar',
    status: data.status ?? 'draft',
    question_count: data.question_count ?? 0,
    total_points: data.total_points ?? 0,
    source: data.source ?? {},
    generator: data.generator ?? null,
    challenge_count: data.challenge_count ?? 0,
    created_at: isoOf(data.created_at),
    updated_at: isoOf(data.updated_at),
    published_at: isoOf(data.published_at),
    publish_cost: publishCost(data),
  };
}

/** What publishing will still charge: a manual quiz is paid for when first published. */
function publishCost(data: DocumentData): number {
  return data.method === 'manual' && data.status !== 'published' && data.paid !== true ? SPARK_COSTS.manualQuiz : 0;
}

export function toQuestionDto(id: string, data: DocumentData): QuestionDto {
  return {
    id,
    order: data.order ?? 0,
    type: data.type,
    text: data.text ?? '',
    options: Array.isArray(data.options) ? data.options : [],
    correct_answer: (data.correct_answer ?? '') as CorrectAnswer,
    grading_guidelines: data.grading_guidelines ?? '',
    time_limit_s: data.time_limit_s ?? QUIZ.timeLimitS.default,
    points: data.points ?? 0,
    image: data.image && typeof data.image.url === 'string' ? { id: String(data.image.id), url: data.image.url } : null,
  };
}

/** A question as anyone but its quiz's owner may see it: no key, no grading guidelines. */
export const withoutKey = ({ correct_answer: _key, grading_guidelines: _guidelines, ...question }: QuestionDto): StudentQuestionDto => question;

const byOrder = (a: { order: number; id: string }, b: { order: number; id: string }) => a.order - b.order || (a.id < b.id ? -1 : 1);

/** The questions of a quiz in order, keys included (server side only). */
export async function readQuestions(quizId: string, tx?: Transaction): Promise<QuestionDto[]> {
  const snap = tx ? await tx.get(questionsCol(quizId)) : await questionsCol(quizId).get();
  return snap.docs.map((doc) => toQuestionDto(doc.id, doc.data())).sort(byOrder);
}

/** Who may build quizzes: teachers, and centres and administrators (they host live quizzes too, docs/live.md). */
const QUIZ_BUILDER_TYPES: ReadonlySet<UserType> = new Set<UserType>(QUIZ_AUTHOR_TYPES);

function requireTeacher(userType: UserType | null): void {
  if (!userType || !QUIZ_BUILDER_TYPES.has(userType)) throw new ApiError('quiz/teachers-only');
}

/** The caller's quiz (404 for anyone else's too: its existence is not revealed). */
async function ownedQuiz(quizId: string, uid: string, tx?: Transaction): Promise<DocumentSnapshot> {
  if (!/^[A-Za-z0-9_-]{1,128}$/.test(quizId)) throw new ApiError('quiz/not-found');
  const snap = tx ? await tx.get(quizRef(quizId)) : await quizRef(quizId).get();
  if (!snap.exists || snap.get('owner_uid') !== uid) throw new ApiError('quiz/not-found');
  return snap;
}

/** A quiz id: derived from the caller's requestId (so a retry finds the same quiz), else random. */
function newQuizId(uid: string, requestId: string | undefined): string {
  if (!requestId) return quizzesCol().doc().id;
  return `q${createHash('sha256').update(`${uid}:${requestId}`).digest('base64url').slice(0, 24)}`;
}

interface Writer {
  set(ref: FirebaseFirestore.DocumentReference, data: DocumentData): unknown;
}

function writeQuestions(writer: Writer, quizId: string, questions: readonly QuestionBody[]): void {
  questions.forEach((question, order) => writer.set(questionsCol(quizId).doc(), { ...question, order }));
}

const costOf = (method: QuizMethod): number => SPARK_COSTS[QUIZ_METHOD_COSTS[method]];

export interface CreatedQuiz {
  quiz: QuizWithQuestionsDto;
  charged: number;
  balance: number | null;
  /** True when the requestId had already made this quiz (nothing charged now). */
  replayed: boolean;
}

async function quizWithQuestions(quizId: string): Promise<QuizWithQuestionsDto> {
  const [snap, questions] = await Promise.all([quizRef(quizId).get(), readQuestions(quizId)]);
  return { ...toQuizDto(quizId, snap.data()!), questions };
}

async function replay(quizId: string, uid: string): Promise<CreatedQuiz | null> {
  const snap = await quizRef(quizId).get();
  if (!snap.exists) return null;
  if (snap.get('owner_uid') !== uid) throw new ApiError('quiz/request-used');
  return { quiz: await quizWithQuestions(quizId), charged: 0, balance: null, replayed: true };
}

/**
 * POST /quizzes: a manual draft (free: charged when first published) or a template's copy,
 * charged and written in one transaction (its answer keys are copied into the draft now).
 */
export async function createQuiz(
  uid: string,
  userType: UserType | null,
  input: z.output<typeof createQuizRequestSchema>,
): Promise<CreatedQuiz> {
  requireTeacher(userType);
  const quizId = newQuizId(uid, input.requestId);
  const method: QuizMethod = input.method;
  const operationId = `quiz:${quizId}`;
  const result = await db.runTransaction(async (tx) => {
    const existing = await tx.get(quizRef(quizId));
    if (existing.exists) {
      if (existing.get('owner_uid') !== uid) throw new ApiError('quiz/request-used');
      return null;
    }
    let fields: { title: string; description: string; difficulty: string; language: string; source: Record<string, string> };
    let questions: QuestionBody[];
    if (input.method === 'template') {
      const template = await tx.get(templatesCol().doc(input.template_id));
      if (!template.exists) throw new ApiError('quiz/template-not-found');
      const data = template.data()!;
      fields = {
        title: input.title ?? data.title,
        description: data.description ?? '',
        difficulty: data.difficulty ?? 'mixed',
        language: data.language ?? 'ar',
        source: { template_id: template.id },
      };
      questions = templateQuestions(data).map(toStoredQuestion);
    } else {
      fields = { title: input.title, description: input.description, difficulty: input.difficulty, language: input.language, source: {} };
      questions = input.questions.map(toStoredQuestion);
    }
    const charge = method === 'template' ? await chargeFeature({ uid, feature: QUIZ_METHOD_COSTS[method], operationId }, tx) : null;
    if (charge?.replayed) throw new ApiError('quiz/request-used');
    const now = FieldValue.serverTimestamp();
    tx.set(quizRef(quizId), {
      owner_uid: uid,
      method,
      ...fields,
      status: 'draft',
      ...quizTotals(questions),
      generator: null,
      challenge_count: 0,
      created_at: now,
      updated_at: now,
      published_at: null,
      paid: charge !== null,
    });
    writeQuestions(tx, quizId, questions);
    return { balance: charge?.balance ?? null };
  });
  if (result === null) return (await replay(quizId, uid))!;
  return { quiz: await quizWithQuestions(quizId), charged: result.balance === null ? 0 : costOf(method), balance: result.balance, replayed: false };
}

/**
 * POST /quizzes/generate: the PDF is read first (nothing is charged for a bad file), then
 * 15 sparks are charged, the model writes the questions, and the draft is stored. If the
 * model fails or answers something unusable, the charge is refunded and the caller gets
 * 422 quiz/generation-failed with the reason.
 */
export async function generateQuiz(
  uid: string,
  userType: UserType | null,
  input: z.output<typeof generateQuizRequestSchema>,
): Promise<CreatedQuiz & { dropped: number }> {
  requireTeacher(userType);
  const pdf = input.pdf ? await pdfText(input.pdf) : null;
  const quizId = newQuizId(uid, input.requestId);
  const replayed = input.requestId ? await replay(quizId, uid) : null;
  if (replayed) return { ...replayed, dropped: 0 };

  const operationId = `quiz:${quizId}`;
  // Without a model the labelled offline generator writes sample questions: that costs nothing.
  const offline = aiClient() === null;
  const charge = offline ? null : await chargeFeature({ uid, feature: 'aiQuiz', operationId });
  if (charge?.replayed) throw new ApiError('quiz/request-used');
  try {
    const language = input.language ?? detectLanguage(`${input.prompt} ${pdf?.text.slice(0, 2000) ?? ''}`);
    const generated = await generateQuizQuestions({
      prompt: input.prompt,
      sourceText: pdf?.text,
      sourceName: pdf?.name,
      difficulty: input.difficulty,
      count: input.question_count,
      types: input.question_types ?? QUESTION_TYPES.filter((type) => type !== 'essay'),
      language,
    });
    const questions = generated.questions.map(toStoredQuestion);
    const batch = db.batch();
    const now = FieldValue.serverTimestamp();
    batch.create(quizRef(quizId), {
      owner_uid: uid,
      method: 'ai',
      title: generated.title,
      description: generated.description,
      difficulty: input.difficulty,
      language,
      status: 'draft',
      ...quizTotals(questions),
      source: { ...(input.prompt && { prompt: input.prompt }), ...(pdf && { pdf_name: pdf.name }) },
      generator: generated.generator,
      challenge_count: 0,
      created_at: now,
      updated_at: now,
      published_at: null,
    });
    writeQuestions(batch, quizId, questions);
    await batch.commit();
    return {
      quiz: await quizWithQuestions(quizId),
      charged: charge ? costOf('ai') : 0,
      balance: charge?.balance ?? null,
      replayed: false,
      dropped: generated.dropped,
    };
  } catch (error) {
    const reason = failureReason(error);
    if (!(error instanceof GenerationFailure)) console.error('Quiz generation failed after the charge', error);
    else console.warn(`Quiz generation failed (${reason}): ${error.message.replace(/\s+/g, ' ').slice(0, 300)}`);
    if (charge) await refundCharge({ uid, chargeOperationId: operationId, reason: `aiQuiz failed: ${reason}` });
    throw new ApiError('quiz/generation-failed', { reason });
  }
}

/**
 * GET /quizzes/build-costs (teachers): what each way of building costs now. AI generation is
 * free while no model is configured (the labelled offline generator writes sample questions).
 */
export function buildCosts(userType: UserType | null): QuizBuildCostsDto {
  requireTeacher(userType);
  const offline = aiClient() === null;
  return { ai: offline ? 0 : costOf('ai'), template: costOf('template'), manual: costOf('manual'), generator: offline ? 'offline' : 'openai' };
}

/** GET /quizzes: the caller's quizzes, newest first. */
export async function listQuizzes(uid: string): Promise<QuizDto[]> {
  const snap = await quizzesCol().where('owner_uid', '==', uid).get();
  return snap.docs
    .map((doc) => toQuizDto(doc.id, doc.data()))
    .sort((a, b) => (b.created_at ?? '').localeCompare(a.created_at ?? ''));
}

export async function getQuiz(quizId: string, uid: string): Promise<QuizWithQuestionsDto> {
  const snap = await ownedQuiz(quizId, uid);
  return { ...toQuizDto(quizId, snap.data()!), questions: await readQuestions(quizId) };
}

function secureShuffle<T>(items: readonly T[]): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i -= 1) {
    const j = randomInt(i + 1);
    [copy[i], copy[j]] = [copy[j]!, copy[i]!];
  }
  return copy;
}

/**
 * PATCH /quizzes/{id}: settings, and one of: replace the questions (ids kept for items that
 * carry them), reorder them, or shuffle the multiple-choice options. A published quiz keeps
 * its questions (challenges were scored against them); only its texts change.
 */
export async function updateQuiz(quizId: string, uid: string, patch: z.output<typeof updateQuizRequestSchema>): Promise<QuizWithQuestionsDto> {
  await db.runTransaction(async (tx) => {
    const snap = await ownedQuiz(quizId, uid, tx);
    const current = await tx.get(questionsCol(quizId));
    const touchesQuestions = patch.questions !== undefined || patch.order !== undefined || patch.shuffle_options !== undefined;
    if (touchesQuestions && snap.get('status') === 'published') throw new ApiError('quiz/published-locked');
    const update: Record<string, unknown> = { updated_at: FieldValue.serverTimestamp() };
    for (const key of ['title', 'description', 'difficulty', 'language'] as const) {
      if (patch[key] !== undefined) update[key] = patch[key];
    }
    const existing = new Map(current.docs.map((doc) => [doc.id, doc]));
    const images = await readQuestionImages(tx, snap.ref, (patch.questions ?? []).flatMap((q) => (q.image_id ? [q.image_id] : [])));

    if (patch.questions) {
      const kept = new Set<string>();
      const stored = patch.questions.map((input) => {
        const id = input.id && existing.has(input.id) && !kept.has(input.id) ? input.id : questionsCol(quizId).doc().id;
        kept.add(id);
        return { id, body: { ...toStoredQuestion(input), image: input.image_id ? images.get(input.image_id)! : null } };
      });
      for (const id of existing.keys()) if (!kept.has(id)) tx.delete(questionsCol(quizId).doc(id));
      stored.forEach(({ id, body }, order) => tx.set(questionsCol(quizId).doc(id), { ...body, order }));
      Object.assign(update, quizTotals(stored.map((s) => s.body)));
    }

    if (patch.order) {
      const ids = patch.order;
      const permutation = ids.length === existing.size && new Set(ids).size === ids.length && ids.every((id) => existing.has(id));
      if (!permutation) {
        throw new ApiError('validation/invalid-input', undefined, [
          { path: 'order', code: 'validation/invalid-input', message: formatErrorMessage('validation/invalid-input') },
        ]);
      }
      ids.forEach((id, order) => tx.update(questionsCol(quizId).doc(id), { order }));
    }

    if (patch.shuffle_options) {
      for (const doc of current.docs) {
        const options = doc.get('options');
        if (doc.get('type') === 'multiple_choice' && Array.isArray(options) && options.length > 1) {
          tx.update(doc.ref, { options: secureShuffle(options) });
        }
      }
    }
    tx.update(snap.ref, update);
  });
  return getQuiz(quizId, uid);
}

export interface PublishedQuiz {
  quiz: QuizWithQuestionsDto;
  /** Sparks this call charged (a manual quiz's first publication), else 0. */
  charged: number;
  balance: number | null;
}

/**
 * POST /quizzes/{id}/publish: every question complete (else 400 quiz/incomplete naming them).
 * A manual quiz is charged its cost here, in the same transaction (402
 * wallet/insufficient-sparks leaves it a draft); the charge's id is the quiz's, so it is paid
 * once however often it is published.
 */
export async function publishQuiz(quizId: string, uid: string): Promise<PublishedQuiz> {
  const charge = await withKeyLock(`wallet:${uid}`, () => db.runTransaction(async (tx) => {
    const snap = await ownedQuiz(quizId, uid, tx);
    if (snap.get('status') === 'published') return null;
    const questions = await readQuestions(quizId, tx);
    const fields = questions.flatMap((question, index) =>
      questionProblems(question).map((problem) => ({
        path: `questions.${index}.${problem}`,
        code: 'quiz/incomplete' as const,
        message: formatErrorMessage('quiz/incomplete'),
      })),
    );
    if (questions.length === 0) fields.push({ path: 'questions', code: 'quiz/incomplete', message: formatErrorMessage('quiz/incomplete') });
    if (fields.length > 0) throw new ApiError('quiz/incomplete', undefined, fields);
    const charge = snap.get('method') === 'manual' && snap.get('paid') !== true
      ? await chargeFeature({ uid, feature: 'manualQuiz', operationId: `quiz:${quizId}` }, tx)
      : null;
    const now = FieldValue.serverTimestamp();
    tx.update(snap.ref, { status: 'published', published_at: now, updated_at: now, paid: true, ...quizTotals(questions) });
    return charge;
  }, { maxAttempts: 50 }));
  const charged = charge && !charge.replayed ? SPARK_COSTS.manualQuiz : 0;
  return { quiz: await getQuiz(quizId, uid), charged, balance: charge?.balance ?? null };
}

/** DELETE /quizzes/{id}: not while a class challenge uses it. */
export async function deleteQuiz(quizId: string, uid: string): Promise<void> {
  await db.runTransaction(async (tx) => {
    const snap = await ownedQuiz(quizId, uid, tx);
    if ((snap.get('challenge_count') ?? 0) > 0) throw new ApiError('quiz/in-use');
    const questions = await tx.get(questionsCol(quizId));
    for (const doc of questions.docs) tx.delete(doc.ref);
    tx.delete(snap.ref);
  });
  await deleteQuestionImages(quizRef(quizId));
}

/** POST /quizzes/{id}/images: an upload session for one question image of a draft. */
export async function createQuizImage(
  quizId: string,
  uid: string,
  file: z.output<typeof questionImageRequestSchema>,
  origin?: string,
): Promise<{ imageId: string; upload: UploadTarget }> {
  const snap = await ownedQuiz(quizId, uid);
  if (snap.get('status') === 'published') throw new ApiError('quiz/published-locked');
  return createQuestionImageUpload(snap.ref, file, origin);
}

/** POST /quizzes/{id}/images/{imageId}/complete: the finished image, checked. */
export async function completeQuizImage(quizId: string, uid: string, imageId: string): Promise<QuestionImage> {
  const snap = await ownedQuiz(quizId, uid);
  if (!/^[A-Za-z0-9_-]{1,128}$/.test(imageId)) throw new ApiError('quiz/image-not-found');
  return completeQuestionImage(snap.ref, imageId);
}

/** A template's questions, in the editor's form (seeded data: checked like a client's). */
function templateQuestions(data: DocumentData): ParsedQuestionInput[] {
  return z.array(questionInputSchema).parse(data.questions ?? []);
}

export function toTemplateDto(id: string, data: DocumentData): QuizTemplateDto {
  const questions = Array.isArray(data.questions) ? (data.questions as { points?: number }[]) : [];
  return {
    id,
    title: data.title ?? '',
    description: data.description ?? '',
    subject: data.subject ?? '',
    language: data.language ?? 'ar',
    difficulty: data.difficulty ?? 'mixed',
    question_count: questions.length,
    total_points: questions.reduce((sum, q) => sum + (q.points ?? 0), 0),
  };
}

/** GET /quizzes/templates (teachers). */
export async function listTemplates(userType: UserType | null): Promise<QuizTemplateDto[]> {
  requireTeacher(userType);
  const snap = await templatesCol().get();
  return snap.docs.map((doc) => toTemplateDto(doc.id, doc.data())).sort((a, b) => a.title.localeCompare(b.title));
}

/**
 * GET /quizzes/templates/{id}: the template with its questions for the preview step, WITHOUT
 * answer keys and grading guidelines. Templates are the same for every teacher, and a student
 * can open a teacher account, so a preview with keys would hand out the keys of every
 * challenge and live session built from a template. The keys reach only the quiz a teacher
 * builds from the template (POST /quizzes, charged).
 */
export async function getTemplate(templateId: string, userType: UserType | null): Promise<QuizTemplatePreviewDto> {
  requireTeacher(userType);
  if (!/^[A-Za-z0-9_-]{1,128}$/.test(templateId)) throw new ApiError('quiz/template-not-found');
  const snap = await templatesCol().doc(templateId).get();
  if (!snap.exists) throw new ApiError('quiz/template-not-found');
  const questions = templateQuestions(snap.data()!).map((question, order) =>
    withoutKey(toQuestionDto(`t${order + 1}`, { ...toStoredQuestion(question), order })),
  );
  return { ...toTemplateDto(snap.id, snap.data()!), questions };
}
