// GET /classes/{classId}/learner-profiles (docs/assessments.md 3).
import { Router } from 'express';
import { caller, requireAuth } from '../lib/auth-context';
import { param, route } from '../lib/http';
import { learnerProfiles } from '../services/assessments/learner-profiles';

export const learnerProfilesRouter = Router({ mergeParams: true });
learnerProfilesRouter.use(requireAuth);

/** -> {data: LearnerProfile[]} for the class's teachers and administrators; 403 assessment/teachers-only. */
learnerProfilesRouter.get(
  '/',
  route(async (req, res) => {
    res.json({ status: 'success', data: await learnerProfiles(caller(req), param(req, 'classId')) });
  }),
);
