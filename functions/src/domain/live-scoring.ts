// Live quiz scoring, Kahoot style, as pure functions (docs/live.md, "Scoring").
//
// - A correct answer earns round(P × (1 − (t/T)/2)): P the question's points, T its time limit,
//   t the response time the server measured (received_at − opened_at, never below 0). An
//   instant answer earns P, one at the last moment about P/2. With speed scoring off a correct
//   answer earns P.
// - Wrong, late (t > T, or received at or after closes_at) or missing answers earn 0.
// - Streak: consecutive correct answers. The n-th correct answer in a row adds a bonus
//   proportional to the question's points P: round(P × 10% × (n − 1)), at most round(P × 50%)
//   (with P = 1000: 1st 0, 2nd 100, ..., 6th and later 500; with P = 10: +1 ... +5), so a streak
//   never outweighs the points themselves. A wrong, late or missing answer resets the streak.
// - Essays are not scored live: 0 points, the streak unchanged, `correct` null (flagged).
// - Rank: dense by score (equal scores share a rank; the next score gets the next rank),
//   listed by score descending, then earliest join, then uid.
import { isCorrectAnswer, type CorrectAnswer, type QuestionType } from './live-answers';

/** Each correct answer in a row beyond the first adds this share of the question's points. */
export const STREAK_BONUS_STEP = 0.1;
/** The streak bonus never exceeds this share of the question's points. */
export const STREAK_BONUS_CAP = 0.5;

export interface QuestionKey {
  type: QuestionType;
  correct_answer: CorrectAnswer;
  points: number;
  time_limit_s: number;
}

export interface QuestionWindow {
  openedAtMs: number;
  closesAtMs: number;
}

export interface SubmittedAnswer {
  answer: unknown;
  /** The server's timestamp of the answer (request.time in the rules). */
  receivedAtMs: number | undefined;
}

export interface AnswerScore {
  answered: boolean;
  /** null: not checked live (essay). */
  correct: boolean | null;
  late: boolean;
  /** Server-measured response time in ms (null without an answer). */
  responseMs: number | null;
  /** Points before the streak bonus. */
  points: number;
}

/** round(P × (1 − (t/T)/2)), t clamped to [0, T]. */
export function speedPoints(points: number, responseMs: number, timeLimitMs: number): number {
  if (timeLimitMs <= 0) return points;
  const t = Math.min(Math.max(responseMs, 0), timeLimitMs);
  return Math.round(points * (1 - t / timeLimitMs / 2));
}

/** The bonus the streak-th correct answer in a row earns on a question worth `points`. */
export function streakBonus(streak: number, points: number): number {
  if (streak <= 1 || points <= 0) return 0;
  return Math.min(Math.round(points * STREAK_BONUS_CAP), Math.round(points * STREAK_BONUS_STEP * (streak - 1)));
}

export function scoreAnswer(
  question: QuestionKey,
  window: QuestionWindow,
  submitted: SubmittedAnswer | undefined,
  speedScoring: boolean,
): AnswerScore {
  if (!submitted) return { answered: false, correct: question.type === 'essay' ? null : false, late: false, responseMs: null, points: 0 };
  const received = submitted.receivedAtMs;
  const responseMs = received === undefined ? null : Math.max(0, received - window.openedAtMs);
  const timeLimitMs = question.time_limit_s * 1000;
  const late = received === undefined || responseMs === null || responseMs > timeLimitMs || received >= window.closesAtMs;
  const correct = isCorrectAnswer(question.type, question.correct_answer, submitted.answer);
  if (correct === null) return { answered: true, correct: null, late, responseMs, points: 0 };
  if (late || !correct) return { answered: true, correct: late ? false : correct, late, responseMs, points: 0 };
  const points = speedScoring ? speedPoints(question.points, responseMs!, timeLimitMs) : question.points;
  return { answered: true, correct: true, late: false, responseMs, points };
}

export interface PlayerBefore {
  uid: string;
  score: number;
  streak: number;
}

export interface PlayerOutcome extends AnswerScore {
  uid: string;
  /** Score and streak after this question. */
  score: number;
  streak: number;
  bonus: number;
  /** Everything this question added: points + bonus. */
  delta: number;
}

/** One player's result for one question. */
export function applyAnswer(player: PlayerBefore, score: AnswerScore, question: QuestionKey): PlayerOutcome {
  if (score.correct === null) {
    return { ...score, uid: player.uid, score: player.score, streak: player.streak, bonus: 0, delta: 0 };
  }
  const streak = score.correct ? player.streak + 1 : 0;
  const bonus = score.correct && question.points > 0 ? streakBonus(streak, question.points) : 0;
  const delta = score.points + bonus;
  return { ...score, uid: player.uid, score: player.score + delta, streak, bonus, delta };
}

/** Scores every player for one question from the answers received (keyed by uid). */
export function scoreQuestion(
  players: readonly PlayerBefore[],
  answers: ReadonlyMap<string, SubmittedAnswer>,
  question: QuestionKey,
  window: QuestionWindow,
  speedScoring: boolean,
): PlayerOutcome[] {
  return players.map((player) =>
    applyAnswer(player, scoreAnswer(question, window, answers.get(player.uid), speedScoring), question),
  );
}

export interface Rankable {
  uid: string;
  score: number;
  joinedAtMs: number;
}

/** Players in leaderboard order with their dense rank (1 = best). */
export function rankPlayers<T extends Rankable>(players: readonly T[]): (T & { rank: number })[] {
  const sorted = [...players].sort(
    (a, b) => b.score - a.score || a.joinedAtMs - b.joinedAtMs || (a.uid < b.uid ? -1 : a.uid > b.uid ? 1 : 0),
  );
  let rank = 0;
  let previous: number | undefined;
  return sorted.map((player) => {
    if (player.score !== previous) {
      rank += 1;
      previous = player.score;
    }
    return { ...player, rank };
  });
}
