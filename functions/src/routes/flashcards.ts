// Flashcard decks from the caller's quizzes and submitted challenges (docs/site.md 4).
// HTTP wiring only: services/me/flashcards.ts.
import { Router } from 'express';
import { z } from 'zod';
import { caller, requireAuth } from '../lib/auth-context';
import { parse, route } from '../lib/http';
import { getDeck, listDecks } from '../services/me/flashcards';
import { noStore } from '../services/session-cookie';
import { deckParamsSchema, deckQuerySchema } from '../shared/schemas/flashcards';

export const flashcardsRouter = Router({ mergeParams: true });
flashcardsRouter.use(requireAuth);

/** GET /flashcards/decks -> { data: DeckSummary[] }. */
flashcardsRouter.get(
  '/decks',
  route(async (req, res) => {
    parse(z.object({}), req.query);
    noStore(res);
    res.json({ status: 'success', data: await listDecks(caller(req).uid) });
  }),
);

/** GET /flashcards/decks/{kind}/{id}[?class_id=] -> { data: Deck }; 404 flashcards/deck-not-found. */
flashcardsRouter.get(
  '/decks/:kind/:id',
  route(async (req, res) => {
    const { kind, id } = parse(deckParamsSchema, req.params);
    const { class_id } = parse(deckQuerySchema, req.query);
    noStore(res);
    res.json({ status: 'success', data: await getDeck(caller(req).uid, kind, id, class_id) });
  }),
);
