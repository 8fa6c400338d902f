// The signed-in user's notifications (docs/site.md 2): list, mark one read, mark all read.
// Functions write them (services/notifications/notify.ts); the bell reads the unread ones live.
import { Router } from 'express';
import { z } from 'zod';
import { caller, requireAuth } from '../lib/auth-context';
import { param, parse, route } from '../lib/http';
import { listNotifications } from '../services/notifications/list-notifications';
import { markAllRead, markRead } from '../services/notifications/mark-read';
import { noStore } from '../services/session-cookie';
import { notificationIdSchema, notificationsQuerySchema } from '../shared/schemas/notification';

export const notificationsRouter = Router({ mergeParams: true });
notificationsRouter.use(requireAuth, (_req, res, next) => {
  noStore(res);
  next();
});

const noQuery = z.strictObject({});

/** GET /notifications?limit&before -> {data: Notification[], next_before}. */
notificationsRouter.get(
  '/',
  route(async (req, res) => {
    const query = parse(notificationsQuerySchema, req.query);
    res.json({ status: 'success', ...(await listNotifications(caller(req).uid, query)) });
  }),
);

/** POST /notifications/read-all -> {data: {updated}}. Before /:id/read, which it never matches anyway. */
notificationsRouter.post(
  '/read-all',
  route(async (req, res) => {
    parse(noQuery, req.query);
    res.json({ status: 'success', data: await markAllRead(caller(req).uid) });
  }),
);

/** POST /notifications/{id}/read -> {data: Notification}. */
notificationsRouter.post(
  '/:id/read',
  route(async (req, res) => {
    parse(noQuery, req.query);
    const id = parse(notificationIdSchema, param(req, 'id'));
    res.json({ status: 'success', data: await markRead(caller(req).uid, id) });
  }),
);
