// GET /classes/{classId}/learner-profiles (docs/assessments.md 3). Placeholder: being built.
import { Router } from 'express';
import { requireAuth } from '../lib/auth-context';

export const learnerProfilesRouter = Router({ mergeParams: true });
learnerProfilesRouter.use(requireAuth);
