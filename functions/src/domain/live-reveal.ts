// What everyone sees after a live question closes (docs/live.md, "Reveal"), and the figures the
// host's report keeps for it. Pure: computed by the close pass from the answers it already read,
// published with the leaderboard in the session's one write of that phase.
//
// - multiple choice: one count per option (in the question's order); a list answer counts for
//   each option it names. The correct options' positions are given, and their texts.
// - true/false: two counts, [true, false]; the key as a boolean.
// - short answer, fill in the blank: no options, only answered and correct totals; the accepted
//   answers are shown.
// - essay: answered only (not checked live): no key, correct null.
// Correct means what scoring counted (domain/live-scoring.ts): late answers are not correct.
import type { LiveRevealView } from '../shared/schemas/live-report';
import type { CorrectAnswer, QuestionType } from './live-answers';
import { scoreAnswer, type QuestionKey, type QuestionWindow, type SubmittedAnswer } from './live-scoring';

export interface RevealQuestion extends QuestionKey {
  options: string[];
}

/** liveSessions/{id}.reveal: the closed question's answer and how the players answered (the shape the web reads). */
export type QuestionReveal = LiveRevealView;

/** The reveal plus what only the host's report shows. */
export interface QuestionStats extends QuestionReveal {
  /** Mean server-measured response time of the answers received, in ms (null: no answers). */
  avg_response_ms: number | null;
  /** Share of the players who answered correctly, 0-100 rounded (null for essays or nobody playing). */
  correct_pct: number | null;
}

const asBoolean = (value: unknown): boolean | undefined => {
  if (typeof value === 'boolean') return value;
  if (typeof value === 'string') {
    const text = value.trim().toLowerCase();
    if (text === 'true') return true;
    if (text === 'false') return false;
  }
  return undefined;
};

const strings = (value: CorrectAnswer): string[] =>
  (Array.isArray(value) ? value : [value]).filter((item): item is string => typeof item === 'string' && item.trim() !== '');

/** The key as players may see it once the question is closed. */
export function revealedKey(question: Pick<RevealQuestion, 'type' | 'correct_answer' | 'options'>): Pick<QuestionReveal, 'correct_answer' | 'correct_options'> {
  switch (question.type) {
    case 'essay':
      return { correct_answer: null, correct_options: [] };
    case 'true_false': {
      const key = asBoolean(question.correct_answer);
      return key === undefined ? { correct_answer: null, correct_options: [] } : { correct_answer: key, correct_options: [key ? 0 : 1] };
    }
    case 'multiple_choice': {
      const key = strings(question.correct_answer);
      const positions = question.options.flatMap((option, i) => (key.includes(option) ? [i] : []));
      return { correct_answer: key, correct_options: positions };
    }
    default:
      return { correct_answer: strings(question.correct_answer), correct_options: [] };
  }
}

/** Which bars an answer counts for. */
function barsOf(type: QuestionType, options: readonly string[], answer: unknown): number[] {
  if (type === 'true_false') {
    const value = asBoolean(answer);
    return value === undefined ? [] : [value ? 0 : 1];
  }
  if (type !== 'multiple_choice') return [];
  const chosen = new Set((Array.isArray(answer) ? answer : [answer]).filter((a): a is string => typeof a === 'string'));
  return options.flatMap((option, i) => (chosen.has(option) ? [i] : []));
}

/**
 * The question's reveal and report figures from the answers of the players still in the game
 * (`playerUids`; answers of anybody else are left out, as in scoring).
 */
export function questionStats(
  question: RevealQuestion,
  index: number,
  playerUids: readonly string[],
  answers: ReadonlyMap<string, SubmittedAnswer>,
  window: QuestionWindow,
): QuestionStats {
  const barCount = question.type === 'true_false' ? 2 : question.type === 'multiple_choice' ? question.options.length : 0;
  const counts = new Array<number>(barCount).fill(0);
  let answered = 0;
  let correct = 0;
  let responseTotal = 0;
  let timed = 0;
  for (const uid of playerUids) {
    const submitted = answers.get(uid);
    if (!submitted) continue;
    answered += 1;
    for (const bar of barsOf(question.type, question.options, submitted.answer)) counts[bar]! += 1;
    const score = scoreAnswer(question, window, submitted, true);
    if (score.correct === true) correct += 1;
    if (score.responseMs !== null) {
      responseTotal += score.responseMs;
      timed += 1;
    }
  }
  const essay = question.type === 'essay';
  const players = playerUids.length;
  return {
    index,
    type: question.type,
    ...revealedKey(question),
    counts,
    players,
    answered,
    correct: essay ? null : correct,
    avg_response_ms: timed === 0 ? null : Math.round(responseTotal / timed),
    correct_pct: essay || players === 0 ? null : Math.round((correct / players) * 100),
  };
}

/** The public part of the stats (what the session document carries). */
export function revealOf(stats: QuestionStats): QuestionReveal {
  const { index, type, correct_answer, correct_options, counts, players, answered, correct } = stats;
  return { index, type, correct_answer, correct_options, counts, players, answered, correct };
}
