// Feedback from signed-in users (section 3) (docs/site.md). Placeholder: filled in by its owner.
import { Router } from 'express';
import { requireAuth } from '../lib/auth-context';
export const feedbackRouter = Router({ mergeParams: true });
feedbackRouter.use(requireAuth);
