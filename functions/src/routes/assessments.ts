// VARK and personality tests (docs/assessments.md 1-2).
import { Router } from 'express';
import { caller, requireAuth } from '../lib/auth-context';
import { jsonBody, parse, route } from '../lib/http';
import { latestPersonality } from '../services/assessments/latest-personality';
import { latestVark } from '../services/assessments/latest-vark';
import { mailVarkReport } from '../services/assessments/mail-vark-report';
import { submitPersonality } from '../services/assessments/submit-personality';
import { submitVark } from '../services/assessments/submit-vark';
import {
  personalitySubmissionSchema, varkEmailRequestSchema, varkSubmissionSchema, type PersonalitySubmissionAnswer,
} from '../shared/schemas/assessments';

export const assessmentsRouter = Router({ mergeParams: true });
assessmentsRouter.use(requireAuth);

/** POST /assessments/vark {submission_id, answers} -> 201 {data: VarkResult}; 200 on a replay. */
assessmentsRouter.post(
  '/vark',
  route(async (req, res) => {
    const input = parse(varkSubmissionSchema, jsonBody(req));
    const { result, created } = await submitVark(caller(req).uid, input);
    res.status(created ? 201 : 200).json({ status: 'success', data: result });
  }),
);

/** GET /assessments/vark -> {data: VarkResult} (the latest) or 404 assessment/not-taken. */
assessmentsRouter.get(
  '/vark',
  route(async (req, res) => {
    res.json({ status: 'success', data: await latestVark(caller(req).uid) });
  }),
);

/** POST /assessments/vark/email {language?} -> 202 {data: {email}}; 429 assessment/mail-limit. */
assessmentsRouter.post(
  '/vark/email',
  route(async (req, res) => {
    const input = parse(varkEmailRequestSchema, jsonBody(req));
    const who = caller(req);
    res.status(202).json({ status: 'success', data: await mailVarkReport({ uid: who.uid, email: who.email }, input) });
  }),
);

/** POST /assessments/personality {submission_id, answers} -> 201 {data, charged: 5, balance}; a replay 200 with charged 0. */
assessmentsRouter.post(
  '/personality',
  route(async (req, res) => {
    const input = parse(personalitySubmissionSchema, jsonBody(req));
    const { created, ...answer } = await submitPersonality(caller(req).uid, input);
    const body: PersonalitySubmissionAnswer = answer;
    res.status(created ? 201 : 200).json({ status: 'success', ...body });
  }),
);

/** GET /assessments/personality -> {data: PersonalityResult} (the latest) or 404 assessment/not-taken. */
assessmentsRouter.get(
  '/personality',
  route(async (req, res) => {
    res.json({ status: 'success', data: await latestPersonality(caller(req).uid) });
  }),
);
