// The closed question's reveal (liveSessions/{id}.reveal, docs/live.md "Reveal"), read
// defensively, and the bars the screens draw from it. Pure, so it unit-tests without Firestore.
import type { LiveRevealView } from '@shared/schemas/live-report';
import type { LiveQuestion } from './live-docs';

export type LiveReveal = LiveRevealView;

type Data = Record<string, unknown>;
const isData = (value: unknown): value is Data => typeof value === 'object' && value !== null && !Array.isArray(value);
const count = (value: unknown): number => (typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : 0);
const numbers = (value: unknown): number[] => (Array.isArray(value) ? value.map(count) : []);

export function toReveal(value: unknown): LiveReveal | null {
  if (!isData(value) || typeof value.index !== 'number') return null;
  const key = value.correct_answer;
  return {
    index: value.index,
    type: (typeof value.type === 'string' ? value.type : 'multiple_choice') as LiveReveal['type'],
    correct_answer:
      typeof key === 'boolean' ? key : Array.isArray(key) ? key.filter((item): item is string => typeof item === 'string') : null,
    correct_options: numbers(value.correct_options),
    counts: numbers(value.counts),
    players: count(value.players),
    answered: count(value.answered),
    correct: typeof value.correct === 'number' ? count(value.correct) : null,
  };
}

export interface RevealBar {
  /** Position in the question's options (true/false: 0 true, 1 false). */
  position: number;
  /** The option's text (null for true/false, whose labels are messages). */
  text: string | null;
  count: number;
  correct: boolean;
  /** Bar length, 0-100: the count against the answers received (a bar per option). */
  percent: number;
}

/** One bar per option (multiple choice, true/false); none for typed answers and essays. */
export function revealBars(reveal: LiveReveal, question: Pick<LiveQuestion, 'options'> | null): RevealBar[] {
  if (reveal.type !== 'multiple_choice' && reveal.type !== 'true_false') return [];
  const total = Math.max(reveal.answered, ...reveal.counts, 1);
  return reveal.counts.map((n, position) => ({
    position,
    text: reveal.type === 'true_false' ? null : (question?.options[position] ?? null),
    count: n,
    correct: reveal.correct_options.includes(position),
    percent: Math.round((n / total) * 100),
  }));
}

/** Typed answers (short answer, fill in the blank): two bars, correct then not correct; none for essays and choices. */
export function typedBars(reveal: LiveReveal): RevealBar[] {
  if (reveal.type !== 'short_answer' && reveal.type !== 'fill_blank') return [];
  const correct = reveal.correct ?? 0;
  const wrong = Math.max(0, reveal.answered - correct);
  const total = Math.max(reveal.answered, 1);
  return [
    { position: 0, text: null, count: correct, correct: true, percent: Math.round((correct / total) * 100) },
    { position: 1, text: null, count: wrong, correct: false, percent: Math.round((wrong / total) * 100) },
  ];
}

/** The reveal to show with the session's published leaderboard (never one for another question). */
export function currentReveal(session: { reveal: LiveReveal | null; leaderboardIndex: number | null; questionIndex: number }): LiveReveal | null {
  const { reveal } = session;
  return reveal && reveal.index === session.leaderboardIndex && reveal.index === session.questionIndex ? reveal : null;
}
