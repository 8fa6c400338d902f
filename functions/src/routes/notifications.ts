// The signed-in user's notifications: list, mark read, mark all read (section 2) (docs/site.md). Placeholder: filled in by its owner.
import { Router } from 'express';
import { requireAuth } from '../lib/auth-context';
export const notificationsRouter = Router({ mergeParams: true });
notificationsRouter.use(requireAuth);
