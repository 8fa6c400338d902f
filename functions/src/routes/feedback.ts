// Feedback from signed-in users (docs/site.md 3): administrators read it in their inbox.
import { Router } from 'express';
import { caller, requireAuth } from '../lib/auth-context';
import { jsonBody, parse, route } from '../lib/http';
import { feedbackSchema } from '../shared/schemas/inquiry';
import { submitFeedback } from '../services/inquiries/submit-feedback';

export const feedbackRouter = Router({ mergeParams: true });
feedbackRouter.use(requireAuth);

/** POST /feedback -> 201 { message }; 429 inquiry/rate-limited. */
feedbackRouter.post(
  '/',
  route(async (req, res) => {
    await submitFeedback(caller(req), parse(feedbackSchema, jsonBody(req)));
    res.status(201).json({ status: 'success', message: 'Thank you for your feedback!' });
  }),
);
