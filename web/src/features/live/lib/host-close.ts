// When the host's screen closes the open question (docs/live.md: "the host's screen calls
// close when the timer runs out or every player has answered"). Pure.
import type { LiveSession } from './live-docs';

/** Players still in the game (the removed ones never answer). */
export function activePlayerIds(players: readonly { uid: string; removed: boolean }[]): Set<string> {
  return new Set(players.filter((player) => !player.removed).map((player) => player.uid));
}

/** Answers of the question from players still in the game. */
export function countAnswered(answerUids: readonly string[], active: ReadonlySet<string>): number {
  return new Set(answerUids.filter((uid) => active.has(uid))).size;
}

export interface CloseCheck {
  session: LiveSession;
  nowMs: number;
  answered: number;
  activePlayers: number;
  /** The question index a close was already asked for (one call per question). */
  requestedFor: number | null;
  /** Time allowed after closes_at before closing (answers in flight; the rules stop at closes_at). */
  graceMs?: number;
}

export type CloseReason = 'timer' | 'everyone-answered' | null;

export function closeReason({ session, nowMs, answered, activePlayers, requestedFor, graceMs = 500 }: CloseCheck): CloseReason {
  const question = session.question;
  if (session.state !== 'question' || !question || question.index !== session.questionIndex) return null;
  if (requestedFor === session.questionIndex) return null;
  if (activePlayers > 0 && answered >= activePlayers) return 'everyone-answered';
  if (nowMs >= question.closesAtMs + graceMs) return 'timer';
  return null;
}

/** The question the leaderboard shows is scored (state leaderboard, leaderboard_index caught up). */
export function isScored(session: LiveSession): boolean {
  return session.state === 'leaderboard' && session.leaderboardIndex === session.questionIndex;
}

/** After the last question "next" completes the game. */
export function isLastQuestion(session: LiveSession): boolean {
  return session.questionIndex >= session.questionCount - 1;
}
