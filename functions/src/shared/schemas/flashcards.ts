// GET /flashcards/decks and GET /flashcards/decks/{kind}/{id} (docs/site.md 4): cards from the
// caller's own quizzes and from challenges they already submitted. Keys only ever reach a deck
// the caller may see them in.
import { z } from 'zod';
import { code, docIdWith } from './common';

export const DECK_KINDS = ['quiz', 'challenge'] as const;
export type DeckKind = (typeof DECK_KINDS)[number];

const notFound = code('flashcards/deck-not-found');

/** Path and query of a deck: a challenge is named by its class too (`?class_id=`). */
export const deckParamsSchema = z.object({
  kind: z.enum(DECK_KINDS, notFound),
  id: docIdWith('flashcards/deck-not-found'),
});
export const deckQuerySchema = z.object({ class_id: docIdWith('flashcards/deck-not-found').optional() });

export const deckSummarySchema = z.object({
  kind: z.enum(DECK_KINDS),
  id: z.string(),
  class_id: z.string().nullable(),
  class_name: z.string().nullable(),
  title: z.string(),
  card_count: z.number(),
  at: z.string().nullable(),
});
export type DeckSummary = z.infer<typeof deckSummarySchema>;

export const flashcardSchema = z.object({
  id: z.string(),
  type: z.enum(['multiple_choice', 'true_false', 'short_answer', 'fill_blank', 'essay']),
  front: z.object({ text: z.string(), image_url: z.string().nullable(), options: z.array(z.string()) }),
  /** answers: the accepted answers ('true'/'false' for true or false, localised by the web); explanation: guidelines (own quiz) or the teacher's feedback. */
  back: z.object({ answers: z.array(z.string()), explanation: z.string().nullable(), your_answer: z.string().nullable() }),
});
export type Flashcard = z.infer<typeof flashcardSchema>;

export const deckSchema = deckSummarySchema.extend({ cards: z.array(flashcardSchema) });
export type Deck = z.infer<typeof deckSchema>;
