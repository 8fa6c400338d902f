// Huda conversations, messages, usage (docs/assessments.md 4). Placeholder: being built.
import { Router } from 'express';
import { requireAuth } from '../lib/auth-context';

export const hudaRouter = Router({ mergeParams: true });
hudaRouter.use(requireAuth);
