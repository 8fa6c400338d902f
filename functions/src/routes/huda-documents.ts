// Huda PDFs (docs/assessments.md 4, PDFs). Placeholder: being built.
import { Router } from 'express';
import { requireAuth } from '../lib/auth-context';

export const hudaDocumentsRouter = Router({ mergeParams: true });
hudaDocumentsRouter.use(requireAuth);
