import { Router, type Request } from 'express';
import { caller, requireAuth } from '../lib/auth-context';
import { jsonBody, parse, route } from '../lib/http';
import {
  createQuizRequestSchema, generateQuizRequestSchema, questionImageRequestSchema, updateQuizRequestSchema,
} from '../shared/schemas/quiz';
import {
  buildCosts, completeQuizImage, createQuiz, createQuizImage, deleteQuiz, generateQuiz, getQuiz, getTemplate, listQuizzes, listTemplates, publishQuiz, updateQuiz,
} from '../services/quizzes';

/** Mounted at /quizzes (docs/quizzes.md). */
export const quizzesRouter = Router();
quizzesRouter.use(requireAuth);

const quizIdOf = (req: Request) => String(req.params.quizId);

/**
 * POST /quizzes/generate (teachers, 15 sparks) -> 201 { data: quiz with questions, charged,
 * balance, generator, dropped }. The model's failure refunds and answers 422
 * quiz/generation-failed with values.reason.
 */
quizzesRouter.post(
  '/generate',
  route(async (req, res) => {
    const input = parse(generateQuizRequestSchema, jsonBody(req));
    const who = caller(req);
    const result = await generateQuiz(who.uid, who.userType, input);
    res.status(result.replayed ? 200 : 201).json({
      status: 'success',
      data: result.quiz,
      generator: result.quiz.generator,
      charged: result.charged,
      balance: result.balance,
      replayed: result.replayed,
      dropped: result.dropped,
    });
  }),
);

/** GET /quizzes/templates (teachers) -> { data: QuizTemplateDto[] }. */
quizzesRouter.get(
  '/templates',
  route(async (req, res) => {
    res.json({ status: 'success', data: await listTemplates(caller(req).userType) });
  }),
);

/**
 * GET /quizzes/build-costs (teachers) -> { data: { ai, template, manual, generator } }: the
 * sparks each method costs now (ai is 0 while the offline generator stands in for a model).
 */
quizzesRouter.get(
  '/build-costs',
  route(async (req, res) => {
    res.json({ status: 'success', data: buildCosts(caller(req).userType) });
  }),
);

/** GET /quizzes/templates/{id} (teachers) -> { data: template with its questions }. */
quizzesRouter.get(
  '/templates/:templateId',
  route(async (req, res) => {
    res.json({ status: 'success', data: await getTemplate(String(req.params.templateId), caller(req).userType) });
  }),
);

/**
 * POST /quizzes (teachers) { method: 'manual' | 'template', ... } -> 201 { data, charged, balance }:
 * a template's copy is charged now, a manual draft is free (charged at its first publication).
 */
quizzesRouter.post(
  '/',
  route(async (req, res) => {
    const input = parse(createQuizRequestSchema, jsonBody(req));
    const who = caller(req);
    const result = await createQuiz(who.uid, who.userType, input);
    res.status(result.replayed ? 200 : 201).json({
      status: 'success',
      data: result.quiz,
      charged: result.charged,
      balance: result.balance,
      replayed: result.replayed,
    });
  }),
);

/** GET /quizzes -> { data: QuizDto[] } (the caller's, newest first). */
quizzesRouter.get(
  '/',
  route(async (req, res) => {
    res.json({ status: 'success', data: await listQuizzes(caller(req).uid) });
  }),
);

/** GET /quizzes/{id} (owner) -> { data: quiz with questions and keys }. */
quizzesRouter.get(
  '/:quizId',
  route(async (req, res) => {
    res.json({ status: 'success', data: await getQuiz(quizIdOf(req), caller(req).uid) });
  }),
);

/** PATCH /quizzes/{id} (owner): settings; questions (replace) | order | shuffle_options. */
quizzesRouter.patch(
  '/:quizId',
  route(async (req, res) => {
    const patch = parse(updateQuizRequestSchema, jsonBody(req));
    res.json({ status: 'success', data: await updateQuiz(quizIdOf(req), caller(req).uid, patch) });
  }),
);

/**
 * POST /quizzes/{id}/publish (owner) -> { data, charged, balance } or 400 quiz/incomplete with
 * fields. A manual quiz's first publication charges its 5 sparks (402 wallet/insufficient-sparks
 * with values.needed leaves it a draft).
 */
quizzesRouter.post(
  '/:quizId/publish',
  route(async (req, res) => {
    const result = await publishQuiz(quizIdOf(req), caller(req).uid);
    res.json({ status: 'success', data: result.quiz, charged: result.charged, balance: result.balance });
  }),
);

/**
 * POST /quizzes/{id}/images (owner, draft) { contentType, size } -> 201 { data: { imageId,
 * upload } }: PUT the bytes to upload.url, then complete. 415 quiz/image-type, 413
 * quiz/image-too-large before any upload.
 */
quizzesRouter.post(
  '/:quizId/images',
  route(async (req, res) => {
    const input = parse(questionImageRequestSchema, jsonBody(req));
    res.status(201).json({ status: 'success', data: await createQuizImage(quizIdOf(req), caller(req).uid, input, req.get('origin')) });
  }),
);

/**
 * POST /quizzes/{id}/images/{imageId}/complete (owner) -> { data: { id, url } }; 409
 * upload/not-finished, 422 upload/invalid-file with values.reason (the object is deleted).
 */
quizzesRouter.post(
  '/:quizId/images/:imageId/complete',
  route(async (req, res) => {
    res.json({ status: 'success', data: await completeQuizImage(quizIdOf(req), caller(req).uid, String(req.params.imageId)) });
  }),
);

/** DELETE /quizzes/{id} (owner; not while assigned: 409 quiz/in-use). */
quizzesRouter.delete(
  '/:quizId',
  route(async (req, res) => {
    await deleteQuiz(quizIdOf(req), caller(req).uid);
    res.json({ status: 'success' });
  }),
);
