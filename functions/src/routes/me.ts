// The signed-in user's activity timeline and performance across classes (docs/site.md 4).
// HTTP wiring only: services/me/*.
import { Router } from 'express';
import { z } from 'zod';
import { caller, requireAuth } from '../lib/auth-context';
import { parse, route } from '../lib/http';
import { listActivity } from '../services/me/activity';
import { myPerformance } from '../services/me/performance';
import { noStore } from '../services/session-cookie';
import { activityQuerySchema } from '../shared/schemas/me';

export const meRouter = Router({ mergeParams: true });
meRouter.use(requireAuth);

/** GET /me/activity?before&limit -> { data: ActivityItem[], next_before }. */
meRouter.get(
  '/activity',
  route(async (req, res) => {
    const query = parse(activityQuerySchema, req.query);
    noStore(res);
    res.json({ status: 'success', ...(await listActivity(caller(req).uid, query)) });
  }),
);

/** GET /me/performance -> { data: Performance } (no parameters: the token says whose). */
meRouter.get(
  '/performance',
  route(async (req, res) => {
    parse(z.object({}), req.query);
    noStore(res);
    res.json({ status: 'success', data: await myPerformance(caller(req)) });
  }),
);
