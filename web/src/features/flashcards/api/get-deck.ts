// GET /flashcards/decks/{kind}/{id}[?class_id=] -> { data: Deck } (docs/site.md 4).
import { deckSchema, type Deck, type DeckSummary } from '@shared/schemas/flashcards';
import { apiRequest } from '@/lib/api-client';

export async function getDeck(deck: Pick<DeckSummary, 'kind' | 'id' | 'class_id'>, signal?: AbortSignal): Promise<Deck> {
  const query = deck.class_id ? `?class_id=${encodeURIComponent(deck.class_id)}` : '';
  const answer = await apiRequest<{ data: unknown }>('GET', `/flashcards/decks/${deck.kind}/${encodeURIComponent(deck.id)}${query}`, { signal });
  return deckSchema.parse(answer.data);
}
