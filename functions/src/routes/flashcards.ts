// Flashcard decks from the caller's quizzes and submitted challenges (section 4) (docs/site.md). Placeholder: filled in by its owner.
import { Router } from 'express';
import { requireAuth } from '../lib/auth-context';
export const flashcardsRouter = Router({ mergeParams: true });
flashcardsRouter.use(requireAuth);
