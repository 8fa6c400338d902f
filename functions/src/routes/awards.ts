// /awards (docs/awards.md, "API"): a user's awards, stats and the badge catalogue; the
// administrators' badge definitions and certificate revocation. Mounted after
// /awards/certificates and /awards/points, so /:id never shadows them.
import { Router, type Request } from 'express';
import { z } from 'zod';
import { caller, requireAuth } from '../lib/auth-context';
import { ApiError, jsonBody, param, parse, route } from '../lib/http';
import { awardMatches } from '../domain/awards/award-stats';
import {
  adminCertificatesQuerySchema, createBadgeDefinitionSchema, deleteAwardQuerySchema, listAwardsQuerySchema, updateBadgeDefinitionSchema, updateCertificateSchema,
} from '../shared/schemas/awards';
import { assertCanReadAwardsOf, isAwardsAdmin } from '../services/awards/access';
import { adminCertificates, allDefinitionsFor } from '../services/awards/admin-lists';
import { listAwardsOf } from '../services/awards/award-views';
import { deleteAward, updateCertificate } from '../services/awards/manage-awards';
import { createDefinition, deleteDefinition, updateDefinition } from '../services/awards/manage-definitions';
import { awardStatsOf, badgeCatalogueFor, getAwardOrDefinition, userAwardsOf } from '../services/awards/read-awards';
import { noStore } from '../services/session-cookie';

export const awardsRouter = Router();

/** Calls that take no query parameters. */
const noQuery = z.strictObject({});

awardsRouter.use(requireAuth, (_req, res, next) => {
  noStore(res);
  next();
});

const requireAdmin = (req: Request) => {
  if (!isAwardsAdmin(caller(req))) throw new ApiError('awards/admins-only');
};

/** The user a path names: `me` is the caller. */
const userParam = (req: Request) => {
  const userId = param(req, 'userId');
  return userId === 'me' ? caller(req).uid : userId;
};

/** An award id contains `_` (c_{courseId}_{uid}, b_{uid}_{badgeId}); a definition id never does. */
const isAwardId = (id: string) => id.includes('_');

/** GET /awards?type=&search=&user= -> {data: AwardView[]}: own awards (another user's: administrators). */
awardsRouter.get(
  '/',
  route(async (req, res) => {
    const query = parse(listAwardsQuerySchema, req.query);
    const who = caller(req);
    const uid = query.user ?? who.uid;
    if (uid !== who.uid) {
      requireAdmin(req);
      await assertCanReadAwardsOf(who, uid);
    }
    const awards = await listAwardsOf(uid, { includeRevokedBadges: isAwardsAdmin(who) });
    const data = awards.filter((award) => (!query.type || award.type === query.type) && awardMatches(award, query.search));
    res.json({ status: 'success', data });
  }),
);

/** GET /awards/badges -> {data: BadgeDefinitionView[]}: the active catalogue, earned and progress for the caller. */
awardsRouter.get(
  '/badges',
  route(async (req, res) => {
    parse(noQuery, req.query);
    res.json({ status: 'success', data: await badgeCatalogueFor(caller(req).uid) });
  }),
);

/** GET /awards/admin/badges (administrators) -> {data: BadgeDefinitionView[]}: every definition, retired and inactive ones too. */
awardsRouter.get(
  '/admin/badges',
  route(async (req, res) => {
    requireAdmin(req);
    parse(noQuery, req.query);
    res.json({ status: 'success', data: await allDefinitionsFor(caller(req).uid) });
  }),
);

/** GET /awards/admin/certificates?code=&limit= (administrators) -> {data: AdminCertificateView[]}: by credential id, else the newest. */
awardsRouter.get(
  '/admin/certificates',
  route(async (req, res) => {
    requireAdmin(req);
    res.json({ status: 'success', data: await adminCertificates(parse(adminCertificatesQuerySchema, req.query)) });
  }),
);

/** GET /awards/user/{userId|me} -> {data: {all, certificates, badges, stats}}. */
awardsRouter.get(
  '/user/:userId',
  route(async (req, res) => {
    parse(noQuery, req.query);
    const uid = userParam(req);
    await assertCanReadAwardsOf(caller(req), uid);
    res.json({ status: 'success', data: await userAwardsOf(uid, isAwardsAdmin(caller(req))) });
  }),
);

/** GET /awards/stats/{userId|me} -> {data: AwardStats}. */
awardsRouter.get(
  '/stats/:userId',
  route(async (req, res) => {
    parse(noQuery, req.query);
    const uid = userParam(req);
    await assertCanReadAwardsOf(caller(req), uid);
    res.json({ status: 'success', data: await awardStatsOf(uid) });
  }),
);

/** GET /awards/{awardId|definitionId} -> {data: AwardView | BadgeDefinitionView}. */
awardsRouter.get(
  '/:id',
  route(async (req, res) => {
    parse(noQuery, req.query);
    res.json({ status: 'success', data: await getAwardOrDefinition(caller(req), param(req, 'id')) });
  }),
);

/** POST /awards (administrators) {badge definition} -> 201 {data: BadgeDefinitionView, message}. */
awardsRouter.post(
  '/',
  route(async (req, res) => {
    requireAdmin(req);
    const input = parse(createBadgeDefinitionSchema, jsonBody(req));
    const data = await createDefinition(caller(req).uid, input);
    res.status(201).json({ status: 'success', data, message: 'Badge created successfully!' });
  }),
);

/** PUT /awards/{id} (administrators): a definition's fields, or a certificate's status -> {data, message}. */
awardsRouter.put(
  '/:id',
  route(async (req, res) => {
    requireAdmin(req);
    const id = param(req, 'id');
    if (isAwardId(id)) {
      const input = parse(updateCertificateSchema, jsonBody(req));
      const data = await updateCertificate(id, input);
      res.json({ status: 'success', data, message: input.status === 'revoked' ? 'Certificate revoked.' : 'Certificate reinstated.' });
      return;
    }
    const input = parse(updateBadgeDefinitionSchema, jsonBody(req));
    res.json({ status: 'success', data: await updateDefinition(caller(req).uid, id, input), message: 'Badge updated successfully!' });
  }),
);

/** DELETE /awards/{id}?permanent=true|false (administrators) -> {data: the award or definition after a soft delete, or null; message}. */
awardsRouter.delete(
  '/:id',
  route(async (req, res) => {
    requireAdmin(req);
    const { permanent } = parse(deleteAwardQuerySchema, req.query);
    const id = param(req, 'id');
    const data = isAwardId(id) ? await deleteAward(id, permanent) : await deleteDefinition(caller(req).uid, id, permanent);
    res.json({ status: 'success', data, message: permanent ? 'Deleted permanently.' : 'Deleted.' });
  }),
);
