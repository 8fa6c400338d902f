// VARK and personality tests (docs/assessments.md 1-2). Placeholder: being built.
import { Router } from 'express';
import { requireAuth } from '../lib/auth-context';

export const assessmentsRouter = Router({ mergeParams: true });
assessmentsRouter.use(requireAuth);
