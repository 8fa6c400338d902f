import { Router, type Request } from 'express';
import { caller, requireAuth } from '../lib/auth-context';
import { jsonBody, parse, route } from '../lib/http';
import {
  createChallengeRequestSchema, gradeSubmissionRequestSchema, submitAnswersRequestSchema, updateChallengeRequestSchema,
} from '../shared/schemas/quiz';
import {
  challengeHub, challengeQuestions, createChallenge, deleteChallenge, getSubmission, gradeSubmission, listChallenges,
  listSubmissions, practise, submitAnswers, suggestGrades, updateChallenge,
} from '../services/challenges';

/** Mounted at /classes/:classId/challenges (mergeParams gives it classId); docs/quizzes.md. */
export const challengesRouter = Router({ mergeParams: true });
challengesRouter.use(requireAuth);

const classIdOf = (req: Request) => String(req.params.classId);
const challengeIdOf = (req: Request) => String(req.params.challengeId);

/** POST /classes/{classId}/challenges (class teachers) { quizId, dueAt?, practiceAllowed?, title? } -> 201 { data }. */
challengesRouter.post(
  '/',
  route(async (req, res) => {
    const input = parse(createChallengeRequestSchema, jsonBody(req));
    res.status(201).json({ status: 'success', data: await createChallenge(classIdOf(req), caller(req).uid, input) });
  }),
);

/** GET /classes/{classId}/challenges (teachers and active members) -> { data: ChallengeDto[] }. */
challengesRouter.get(
  '/',
  route(async (req, res) => {
    res.json({ status: 'success', data: await listChallenges(classIdOf(req), caller(req).uid) });
  }),
);

/** GET /classes/{classId}/challenges/hub -> { data: { due, done } } for the caller. */
challengesRouter.get(
  '/hub',
  route(async (req, res) => {
    res.json({ status: 'success', data: await challengeHub(classIdOf(req), caller(req).uid) });
  }),
);

/** PATCH /classes/{classId}/challenges/{id} (class teachers) { dueAt?, practiceAllowed?, title? } -> { data }. */
challengesRouter.patch(
  '/:challengeId',
  route(async (req, res) => {
    const patch = parse(updateChallengeRequestSchema, jsonBody(req));
    res.json({ status: 'success', data: await updateChallenge(classIdOf(req), challengeIdOf(req), caller(req).uid, patch) });
  }),
);

/** DELETE /classes/{classId}/challenges/{id} (class teachers): with its submissions and their class points. */
challengesRouter.delete(
  '/:challengeId',
  route(async (req, res) => {
    await deleteChallenge(classIdOf(req), challengeIdOf(req), caller(req).uid);
    res.json({ status: 'success' });
  }),
);

/** GET .../challenges/{id}/questions -> { data: { challenge, questions (no keys), submission } }. */
challengesRouter.get(
  '/:challengeId/questions',
  route(async (req, res) => {
    res.json({ status: 'success', data: await challengeQuestions(classIdOf(req), challengeIdOf(req), caller(req).uid) });
  }),
);

/** POST .../challenges/{id}/submissions { answers } (students, once) -> 201 { data: SubmissionDto }. */
challengesRouter.post(
  '/:challengeId/submissions',
  route(async (req, res) => {
    const { answers } = parse(submitAnswersRequestSchema, jsonBody(req));
    res.status(201).json({ status: 'success', data: await submitAnswers(classIdOf(req), challengeIdOf(req), caller(req).uid, answers) });
  }),
);

/** GET .../challenges/{id}/submissions (class teachers) -> { data: { submissions, not_submitted } }. */
challengesRouter.get(
  '/:challengeId/submissions',
  route(async (req, res) => {
    res.json({ status: 'success', data: await listSubmissions(classIdOf(req), challengeIdOf(req), caller(req).uid) });
  }),
);

/** POST .../challenges/{id}/practice { answers } -> { data: { results (with correct answers), score, ... } }; nothing stored. */
challengesRouter.post(
  '/:challengeId/practice',
  route(async (req, res) => {
    const { answers } = parse(submitAnswersRequestSchema, jsonBody(req));
    res.json({ status: 'success', data: await practise(classIdOf(req), challengeIdOf(req), caller(req).uid, answers) });
  }),
);

/** GET .../challenges/{id}/submissions/{uid}: own (students) or any (class teachers, with keys). */
challengesRouter.get(
  '/:challengeId/submissions/:uid',
  route(async (req, res) => {
    const data = await getSubmission(classIdOf(req), challengeIdOf(req), String(req.params.uid), caller(req).uid);
    res.json({ status: 'success', data });
  }),
);

/** PATCH .../challenges/{id}/submissions/{uid} (class teachers) { grades: [{question_id, awarded, feedback?}] }. */
challengesRouter.patch(
  '/:challengeId/submissions/:uid',
  route(async (req, res) => {
    const input = parse(gradeSubmissionRequestSchema, jsonBody(req));
    const data = await gradeSubmission(classIdOf(req), challengeIdOf(req), String(req.params.uid), caller(req).uid, input);
    res.json({ status: 'success', data });
  }),
);

/** POST .../challenges/{id}/submissions/{uid}/suggest-grades (class teachers) -> { data: { generator, suggestions } }. */
challengesRouter.post(
  '/:challengeId/submissions/:uid/suggest-grades',
  route(async (req, res) => {
    const data = await suggestGrades(classIdOf(req), challengeIdOf(req), String(req.params.uid), caller(req).uid);
    res.json({ status: 'success', data });
  }),
);
