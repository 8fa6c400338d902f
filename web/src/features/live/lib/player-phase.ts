// What the player's screen shows (spec 000: waiting for the teacher, question shown, answer
// submitted and waiting, leaderboard update, quiz complete; docs/live.md for how each is read).
// "Submitted" is not a session state: it is the player's own answer document existing. Pure.
import type { LivePlayer, LiveQuestion, LiveSession } from './live-docs';

export type PlayerPhase =
  | { kind: 'loading' }
  /** The host removed this player (their own document says so). */
  | { kind: 'removed' }
  /** The session cannot be read or the player is not in it (expired, deleted, never joined). */
  | { kind: 'gone' }
  | { kind: 'waiting' }
  | { kind: 'question'; question: LiveQuestion }
  | { kind: 'answered'; question: LiveQuestion }
  /** The timer ran out without an answer (scoring: the host has closed and scores are coming). */
  | { kind: 'timeup'; scoring: boolean; answered: boolean }
  | { kind: 'leaderboard' }
  | { kind: 'complete' };

export interface PlayerPhaseInput {
  /** undefined while loading, null when unreadable or missing. */
  session: LiveSession | null | undefined;
  player: LivePlayer | null | undefined;
  /** Whether the own answer to the open question exists; undefined while loading. */
  answered: boolean | undefined;
  nowMs: number;
}

export function derivePlayerPhase({ session, player, answered, nowMs }: PlayerPhaseInput): PlayerPhase {
  if (player?.removed) return { kind: 'removed' };
  if (session === undefined || player === undefined) return { kind: 'loading' };
  if (session === null || player === null) return { kind: 'gone' };
  switch (session.state) {
    case 'waiting':
      return { kind: 'waiting' };
    case 'complete':
      return { kind: 'complete' };
    case 'leaderboard':
      return session.leaderboardIndex === session.questionIndex
        ? { kind: 'leaderboard' }
        : { kind: 'timeup', scoring: true, answered: answered === true };
    case 'question': {
      const question = session.question;
      if (!question || question.index !== session.questionIndex) return { kind: 'loading' };
      if (answered === undefined) return { kind: 'loading' };
      if (answered) return { kind: 'answered', question };
      if (nowMs >= question.closesAtMs) return { kind: 'timeup', scoring: false, answered: false };
      return { kind: 'question', question };
    }
    default:
      return { kind: 'loading' };
  }
}

export interface PlayerResult {
  /** The player document already includes the current question's score. */
  fresh: boolean;
  points: number;
  bonus: number;
  correct: boolean | null;
  answered: boolean;
  late: boolean;
  streak: number;
  score: number;
  rank: number | null;
}

/** The player's own result for the question the leaderboard shows. */
export function playerResult(player: LivePlayer, questionIndex: number): PlayerResult {
  const fresh = player.scoredIndex >= questionIndex && questionIndex >= 0;
  return {
    fresh,
    points: fresh ? player.lastPoints : 0,
    bonus: fresh ? player.lastBonus : 0,
    correct: fresh ? player.lastCorrect : null,
    answered: fresh && player.lastAnswered,
    late: fresh && player.lastLate,
    streak: player.streak,
    score: player.score,
    rank: player.rank,
  };
}
