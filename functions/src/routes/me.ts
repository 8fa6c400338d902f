// The signed-in user's activity timeline and performance across classes (section 4) (docs/site.md). Placeholder: filled in by its owner.
import { Router } from 'express';
import { requireAuth } from '../lib/auth-context';
export const meRouter = Router({ mergeParams: true });
meRouter.use(requireAuth);
