// The personal AI instructor (docs/assessments.md 4). Placeholder: being built.
import { Router } from 'express';
import { requireAuth } from '../lib/auth-context';

export const hudaInstructorRouter = Router({ mergeParams: true });
hudaInstructorRouter.use(requireAuth);
