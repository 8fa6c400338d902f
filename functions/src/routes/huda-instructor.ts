// The personal AI instructor (docs/assessments.md, "Personal AI instructor"): the caller's
// mistakes, explain-and-practise sessions, and practising them.
import { Router } from 'express';
import { caller, requireAuth } from '../lib/auth-context';
import { jsonBody, param, parse, route } from '../lib/http';
import { createInstructorSession } from '../services/huda/create-instructor-session';
import { getInstructorSession } from '../services/huda/get-instructor-session';
import { listMistakes } from '../services/huda/list-mistakes';
import { practiseInstructorSession } from '../services/huda/practise-instructor-session';
import { createInstructorSessionRequestSchema, instructorPracticeRequestSchema } from '../shared/schemas/huda-instructor';

export const hudaInstructorRouter = Router({ mergeParams: true });
hudaInstructorRouter.use(requireAuth);

/** GET /huda/instructor/mistakes -> { data: MistakeDto[] } (newest first, at most 50). */
hudaInstructorRouter.get(
  '/mistakes',
  route(async (req, res) => {
    res.json({ status: 'success', data: await listMistakes(caller(req).uid) });
  }),
);

/** POST /huda/instructor/sessions { request_id, mistake_ids?, language? } -> 201 { data: InstructorSession } (200 for a replayed request_id). */
hudaInstructorRouter.post(
  '/sessions',
  route(async (req, res) => {
    const input = parse(createInstructorSessionRequestSchema, jsonBody(req));
    const { session, created } = await createInstructorSession(caller(req).uid, input);
    res.status(created ? 201 : 200).json({ status: 'success', data: session });
  }),
);

/** GET /huda/instructor/sessions/{id} -> { data: InstructorSession } (404 huda/practice-not-found for anyone else's). */
hudaInstructorRouter.get(
  '/sessions/:sessionId',
  route(async (req, res) => {
    res.json({ status: 'success', data: await getInstructorSession(caller(req).uid, param(req, 'sessionId')) });
  }),
);

/** POST /huda/instructor/sessions/{id}/practice { answers } -> { data: { results, score, max_score, percent } }. */
hudaInstructorRouter.post(
  '/sessions/:sessionId/practice',
  route(async (req, res) => {
    const { answers } = parse(instructorPracticeRequestSchema, jsonBody(req));
    res.json({ status: 'success', data: await practiseInstructorSession(caller(req).uid, param(req, 'sessionId'), answers) });
  }),
);
