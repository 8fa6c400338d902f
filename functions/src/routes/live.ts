import { Router, type Request } from 'express';
import { caller, requireAuth, requirePlayer } from '../lib/auth-context';
import { clientAddress } from '../lib/client-address';
import { jsonBody, parse, route } from '../lib/http';
import {
  closeSessionQuestion,
  createLiveSession,
  endSession,
  joinLiveSession,
  nextQuestion,
  removePlayer,
  resetSession,
  sessionQr,
  setLocked,
  startSession,
  updateSettings,
} from '../services/live';
import { getLiveReport, listLiveReports } from '../services/live-report';
import { docId } from '../shared/schemas/common';
import { createLiveSessionRequestSchema, joinLiveRequestSchema, updateLiveSessionRequestSchema } from '../shared/schemas/live';
import { listLiveReportsQuerySchema } from '../shared/schemas/live-report';

/**
 * Live quizzes (docs/live.md). Players join with a verified account or as anonymous guests;
 * every other call is the host's and needs a verified account. Clients follow the game through
 * Firestore listeners and write their answers straight to Firestore (the rules check them);
 * nothing here runs per answer.
 */
export const liveRouter = Router();

const uidOf = (req: Request) => caller(req).uid;
const sessionIdOf = (req: Request) => String(req.params.sessionId);

/** POST /live/sessions { quizId, classId?, speedScoring? } -> 201 { sessionId, code, joinUrl, qr }. */
liveRouter.post(
  '/sessions',
  requireAuth,
  route(async (req, res) => {
    const input = parse(createLiveSessionRequestSchema, jsonBody(req));
    res.status(201).json({ status: 'success', ...(await createLiveSession(caller(req), input)) });
  }),
);

/** POST /live/join { code, nickname } -> { sessionId, rejoined, player }; guesses are limited per uid, address and globally. */
liveRouter.post(
  '/join',
  requirePlayer,
  route(async (req, res) => {
    const input = parse(joinLiveRequestSchema, jsonBody(req));
    res.json({ status: 'success', ...(await joinLiveSession(uidOf(req), input, clientAddress(req))) });
  }),
);

// Everything below is the host's.
liveRouter.use(requireAuth);

/** GET /live/reports[?quizId=] -> { reports } (the caller's finished games, newest first). */
liveRouter.get(
  '/reports',
  route(async (req, res) => {
    const { quizId } = parse(listLiveReportsQuerySchema, req.query);
    res.json({ status: 'success', reports: await listLiveReports(uidOf(req), quizId) });
  }),
);

/** GET /live/reports/{sessionId} -> { report } (the host or the class's teachers, once the game is complete). */
liveRouter.get(
  '/reports/:sessionId',
  route(async (req, res) => {
    const sessionId = parse(docId, req.params.sessionId);
    res.json({ status: 'success', report: await getLiveReport(sessionId, uidOf(req)) });
  }),
);

/** GET /live/sessions/{id}/qr -> { code, joinUrl, qr } (host). */
liveRouter.get(
  '/sessions/:sessionId/qr',
  route(async (req, res) => {
    res.json({ status: 'success', ...(await sessionQr(sessionIdOf(req), uidOf(req))) });
  }),
);

/** PATCH /live/sessions/{id} { speedScoring } -> { session } (host). */
liveRouter.patch(
  '/sessions/:sessionId',
  route(async (req, res) => {
    const { speedScoring } = parse(updateLiveSessionRequestSchema, jsonBody(req));
    res.json({ status: 'success', session: await updateSettings(sessionIdOf(req), uidOf(req), speedScoring) });
  }),
);

/** POST /live/sessions/{id}/close -> { closed, scoring, session } (host; idempotent). */
liveRouter.post(
  '/sessions/:sessionId/close',
  route(async (req, res) => {
    res.json({ status: 'success', ...(await closeSessionQuestion(sessionIdOf(req), uidOf(req))) });
  }),
);

const actions = {
  start: startSession,
  next: nextQuestion,
  lock: (sessionId: string, uid: string) => setLocked(sessionId, uid, true),
  unlock: (sessionId: string, uid: string) => setLocked(sessionId, uid, false),
  reset: resetSession,
  end: endSession,
} as const;

/** POST /live/sessions/{id}/(start|next|lock|unlock|reset|end) -> { session } (host). */
for (const [name, action] of Object.entries(actions)) {
  liveRouter.post(
    `/sessions/:sessionId/${name}`,
    route(async (req, res) => {
      res.json({ status: 'success', session: await action(sessionIdOf(req), uidOf(req)) });
    }),
  );
}

/** DELETE /live/sessions/{id}/players/{uid} -> { session } (host). */
liveRouter.delete(
  '/sessions/:sessionId/players/:uid',
  route(async (req, res) => {
    res.json({ status: 'success', session: await removePlayer(sessionIdOf(req), uidOf(req), String(req.params.uid)) });
  }),
);
