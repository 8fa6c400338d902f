// A flashcard study round, pure: the round's cards in order (shuffled or not) with the one on
// screen, which are known and which to see again; "again" cards make the next round until
// every card is known. Moving back and forth changes nothing but the card on screen.
export interface StudySession {
  /** The round's cards not marked yet, in order. */
  order: string[];
  index: number;
  known: string[];
  again: string[];
  total: number;
  round: number;
}

export function startSession(ids: readonly string[], shuffle?: (ids: string[]) => string[]): StudySession {
  const order = shuffle ? shuffle([...ids]) : [...ids];
  return { order, index: 0, known: [], again: [], total: ids.length, round: 1 };
}

export const currentCard = (s: StudySession): string | undefined => s.order[s.index];

/** Marks the card on screen; the next one takes its place (the round wraps to its start). */
export function mark(s: StudySession, result: 'known' | 'again'): StudySession {
  const current = currentCard(s);
  if (current === undefined) return s;
  const known = result === 'known' ? [...s.known, current] : s.known;
  const again = result === 'again' ? [...s.again, current] : s.again;
  const order = s.order.filter((_, i) => i !== s.index);
  if (order.length > 0) return { ...s, order, index: s.index % order.length, known, again };
  if (again.length > 0) return { ...s, order: again, index: 0, known, again: [], round: s.round + 1 };
  return { ...s, order: [], index: 0, known, again };
}

/** The next (+1) or previous (-1) card of the round, wrapping around. */
export function move(s: StudySession, step: 1 | -1): StudySession {
  if (s.order.length === 0) return s;
  return { ...s, index: (s.index + step + s.order.length) % s.order.length };
}

/** The round's remaining cards in a new order, from the first. */
export function reshuffle(s: StudySession, shuffle: (ids: string[]) => string[]): StudySession {
  return { ...s, order: shuffle([...s.order]), index: 0 };
}

export const isFinished = (s: StudySession) => s.order.length === 0;

/** Fisher-Yates with Math.random (a study order, nothing secret). */
export function shuffled<T>(items: T[], random: () => number = Math.random): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [copy[i], copy[j]] = [copy[j]!, copy[i]!];
  }
  return copy;
}
