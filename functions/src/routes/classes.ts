// /classes: classes, join codes and QR codes, joining, members and invitations
// (docs/classes.md). HTTP wiring only: parse, check who asks, call the services.
// Static paths (/join, /bulk-invite, /invitations/...) come before the /:classId ones.
import { Router, type Request } from 'express';
import { caller, requireAuth, requireAuthWith, requireUserType } from '../lib/auth-context';
import { clientAddress } from '../lib/client-address';
import { ApiError, jsonBody, parse, route } from '../lib/http';
import {
  bulkInviteRequestSchema, createClassRequestSchema, joinClassRequestSchema, regenerateCodeRequestSchema,
  updateClassRequestSchema, updateMemberRequestSchema, userIdQuerySchema,
} from '../shared/schemas/class';
import { requireClassTeacher } from '../services/class-access';
import { joinUrl, qrDataUrl } from '../services/class-qr';
import { createClass, deleteClass, getClassForCaller, listClassesForCaller, updateClass } from '../services/classes';
import { isLiveClass } from '../services/classes-docs';
import { acceptInvitation, bulkInvite, declineInvitation } from '../services/invitations';
import { getOrCreateLiveCode, regenerateCode } from '../services/join-codes';
import { joinWithCode, leaveClass, removeMember, updateMemberStatus } from '../services/members';
import { noStore } from '../services/session-cookie';

export const classesRouter = Router();

// Answers carry join codes and personal lists: never cached.
classesRouter.use((_req, res, next) => {
  noStore(res);
  next();
});

/** Spec: class create and update say 'Unauthorized: No token found. Please log in.' */
const requireToken = requireAuthWith('class/no-token');
/** Spec: code (and QR) generation says 'Token is required'. */
const requireCodeToken = requireAuthWith('class/token-required');

/**
 * The class id of the path (route() has checked it is a document id). A client that lost it
 * sends 'undefined' or 'null' ('Class ID is required').
 */
function classIdOf(req: Request): string {
  const id = String(req.params.classId ?? '');
  if (id === 'undefined' || id === 'null') throw new ApiError('class/class-id-required');
  return id;
}

/** ?userId= must be present ('User ID is required') and be the caller. */
function requireSelfQuery(req: Request): string {
  const { userId } = parse(userIdQuerySchema, req.query);
  const { uid } = caller(req);
  if (userId !== uid) throw new ApiError('auth/forbidden');
  return uid;
}

const memberUidOf = (req: Request): string => String(req.params.uid);

// ── The caller's classes ───────────────────────────────────────────────────────────────

classesRouter.get(
  '/',
  requireAuth,
  route(async (req, res) => {
    const { uid, email, token } = caller(req);
    const data = await listClassesForCaller({ uid, email, emailVerified: token.email_verified === true });
    res.json({ status: 'success', data });
  }),
);

classesRouter.post(
  '/',
  requireToken,
  route(async (req, res) => {
    const user = caller(req);
    if (user.userType !== 'teacher') throw new ApiError('class/teachers-only');
    const input = parse(createClassRequestSchema, jsonBody(req));
    res.status(201).json({ status: 'success', data: await createClass(user, input) });
  }),
);

// ── Joining, bulk invites and invitations (static paths first) ────────────────────────

classesRouter.post(
  '/join',
  requireAuth,
  requireUserType('student'),
  route(async (req, res) => {
    const { code } = parse(joinClassRequestSchema, jsonBody(req));
    res.json({ status: 'success', data: await joinWithCode(caller(req), code, clientAddress(req)) });
  }),
);

classesRouter.post(
  '/bulk-invite',
  requireAuth,
  route(async (req, res) => {
    const input = parse(bulkInviteRequestSchema, jsonBody(req));
    res.json({ status: 'success', data: await bulkInvite(caller(req), input) });
  }),
);

classesRouter.post(
  '/invitations/:invitationId/accept',
  requireAuth,
  route(async (req, res) => {
    res.json({ status: 'success', data: await acceptInvitation(caller(req), String(req.params.invitationId)) });
  }),
);

classesRouter.post(
  '/invitations/:invitationId/decline',
  requireAuth,
  route(async (req, res) => {
    await declineInvitation(caller(req), String(req.params.invitationId));
    res.json({ status: 'success' });
  }),
);

// ── Join codes and QR codes (class teachers) ───────────────────────────────────────────

/** The class's teachers, for a class that is not being deleted. */
async function requireLiveClassTeacher(classId: string, uid: string): Promise<void> {
  const access = await requireClassTeacher(classId, uid);
  if (!isLiveClass(access.data)) throw new ApiError('class/not-found');
}

classesRouter.get(
  '/:classId/unique-code',
  requireCodeToken,
  route(async (req, res) => {
    const uid = requireSelfQuery(req);
    const classId = classIdOf(req);
    await requireLiveClassTeacher(classId, uid);
    res.json({ status: 'success', ...(await getOrCreateLiveCode(classId)) });
  }),
);

classesRouter.post(
  '/:classId/unique-code',
  requireCodeToken,
  route(async (req, res) => {
    const uid = requireSelfQuery(req);
    const classId = classIdOf(req);
    const { ttlDays } = parse(regenerateCodeRequestSchema, jsonBody(req));
    await requireLiveClassTeacher(classId, uid);
    res.json({ status: 'success', ...(await regenerateCode(classId, ttlDays)) });
  }),
);

classesRouter.get(
  '/:classId/qr-code',
  requireCodeToken,
  route(async (req, res) => {
    const uid = requireSelfQuery(req);
    const classId = classIdOf(req);
    await requireLiveClassTeacher(classId, uid);
    const code = await getOrCreateLiveCode(classId);
    const url = joinUrl(code.uniqueCode);
    res.json({ status: 'success', QRCode: await qrDataUrl(url), joinUrl: url, ...code });
  }),
);

// ── Members ────────────────────────────────────────────────────────────────────────────

classesRouter.post(
  '/:classId/leave',
  requireAuth,
  route(async (req, res) => {
    await leaveClass(classIdOf(req), caller(req).uid);
    res.json({ status: 'success' });
  }),
);

classesRouter.patch(
  '/:classId/members/:uid',
  requireAuth,
  route(async (req, res) => {
    const classId = classIdOf(req);
    const target = memberUidOf(req);
    const { status } = parse(updateMemberRequestSchema, jsonBody(req));
    res.json({ status: 'success', data: await updateMemberStatus(classId, caller(req).uid, target, status) });
  }),
);

classesRouter.delete(
  '/:classId/members/:uid',
  requireAuth,
  route(async (req, res) => {
    await removeMember(classIdOf(req), caller(req).uid, memberUidOf(req));
    res.json({ status: 'success' });
  }),
);

// ── One class ──────────────────────────────────────────────────────────────────────────

classesRouter.get(
  '/:classId',
  requireAuth,
  route(async (req, res) => {
    const uid = requireSelfQuery(req);
    // Spec: the client reads the first item of data.
    res.json({ status: 'success', data: [await getClassForCaller(classIdOf(req), uid)] });
  }),
);

classesRouter.patch(
  '/:classId',
  requireToken,
  route(async (req, res) => {
    const uid = requireSelfQuery(req);
    const classId = classIdOf(req);
    const patch = parse(updateClassRequestSchema, jsonBody(req));
    res.json({ status: 'success', data: await updateClass(classId, uid, patch) });
  }),
);

classesRouter.delete(
  '/:classId',
  requireAuth,
  route(async (req, res) => {
    const uid = requireSelfQuery(req);
    await deleteClass(classIdOf(req), uid);
    res.json({ status: 'success' });
  }),
);
