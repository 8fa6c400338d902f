// GET /flashcards/decks -> { data: DeckSummary[] } (docs/site.md 4).
import { z } from 'zod';
import { deckSummarySchema, type DeckSummary } from '@shared/schemas/flashcards';
import { apiRequest } from '@/lib/api-client';

export async function getDecks(signal?: AbortSignal): Promise<DeckSummary[]> {
  const answer = await apiRequest<{ data: unknown }>('GET', '/flashcards/decks', { signal });
  return z.array(deckSummarySchema).parse(answer.data);
}
