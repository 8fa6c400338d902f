// Live session decisions that need no Firebase: codes, what each host action may do in which
// state (nicknames: live-nickname.ts), and the public shape of a question and of the leaderboard.
import { randomInt } from 'node:crypto';
import { LIVE, type LiveSessionState } from '../shared/constants';
import type { CorrectAnswer, QuestionType } from './live-answers';
import type { PlayerOutcome } from './live-scoring';

/** Six random digits; the first is never 0, so the code survives being read as a number. */
export function generateLiveCode(random: (min: number, max: number) => number = randomInt): string {
  return String(random(100_000, 1_000_000));
}

/** A code's holder may be replaced when it is gone, finished or past its lifetime. */
export function canTakeLiveCode(existing: { expiresAtMs: number } | undefined, nowMs: number): boolean {
  return !existing || existing.expiresAtMs <= nowMs;
}

export type HostAction = 'start' | 'next' | 'close' | 'lock' | 'unlock' | 'reset' | 'end' | 'remove' | 'settings';

/** The states in which a host action is allowed (close and end are also no-ops where noted in the service). */
export const ACTION_STATES: Record<HostAction, readonly LiveSessionState[]> = {
  start: ['waiting'],
  next: ['leaderboard'],
  close: ['question', 'leaderboard', 'complete'],
  lock: ['waiting', 'question', 'leaderboard'],
  unlock: ['waiting', 'question', 'leaderboard'],
  reset: ['waiting', 'question', 'leaderboard'],
  end: ['waiting', 'question', 'leaderboard', 'complete'],
  remove: ['waiting', 'question', 'leaderboard'],
  settings: ['waiting', 'question', 'leaderboard'],
};

export const canDo = (action: HostAction, state: LiveSessionState): boolean => ACTION_STATES[action].includes(state);

/** How long a started scoring pass is left to finish before another close takes it over. */
export const SCORING_LEASE_MS = 60_000;

export type CloseStep = 'flip' | 'resume' | 'busy' | 'done' | 'wrong-state';

/** The answer window (liveSessions/{id}/server/window) the rules check answers against. */
export interface AnswerWindow {
  open: boolean;
  question_index: number;
  /** When a close shut the window: the lease of the scoring pass it started. */
  closedAtMs?: number;
}

/**
 * What a close request does. The session shows `question` until the leaderboard is published;
 * meanwhile the answer window says whether answers are still taken:
 * - window open for the session's question: shut it and score (flip);
 * - window shut, leaderboard not published: a pass is running elsewhere (busy) unless it
 *   started SCORING_LEASE_MS ago or more, in which case its instance died (resume);
 * - leaderboard published, or the game over: nothing to do (done); the lobby: wrong-state.
 */
export function closeStep(
  session: { state: LiveSessionState; question_index: number },
  window: AnswerWindow | undefined,
  nowMs: number,
): CloseStep {
  if (session.state === 'leaderboard' || session.state === 'complete') return 'done';
  if (session.state === 'waiting') return 'wrong-state';
  if (window?.open && window.question_index === session.question_index) return 'flip';
  return window?.closedAtMs !== undefined && nowMs - window.closedAtMs < SCORING_LEASE_MS ? 'busy' : 'resume';
}

/** A question as stored with its key, in the server-only snapshot of the quiz. */
export interface LiveQuestion {
  id: string;
  type: QuestionType;
  text: string;
  options: string[];
  correct_answer: CorrectAnswer;
  time_limit_s: number;
  points: number;
  /** The question image's token URL (quizzes/.../images), or null. */
  image_url: string | null;
}

/** What players see of a question: never the key. */
export interface PublicQuestion {
  index: number;
  text: string;
  type: QuestionType;
  options: string[];
  time_limit_s: number;
  points: number;
  /** false for essays: shown, answerable, but not scored live. */
  scored: boolean;
  image_url: string | null;
  opened_at_ms: number;
  closes_at_ms: number;
}

export function publicQuestion(question: LiveQuestion, index: number, openedAtMs: number): PublicQuestion {
  return {
    index,
    text: question.text,
    type: question.type,
    options: [...question.options],
    time_limit_s: question.time_limit_s,
    points: question.points,
    scored: question.type !== 'essay',
    image_url: question.image_url ?? null,
    opened_at_ms: openedAtMs,
    closes_at_ms: openedAtMs + question.time_limit_s * 1000,
  };
}

export const DEFAULT_TIME_LIMIT_S = 20;
export const DEFAULT_POINTS = 1000;

const isQuestionType = (value: unknown): value is QuestionType =>
  value === 'multiple_choice' || value === 'true_false' || value === 'short_answer' || value === 'fill_blank' || value === 'essay';

/**
 * A stored quiz question (quizzes/{quizId}/questions/{id}) as the live game uses it, or null
 * when it cannot be played (unknown type, no text). Missing time and points take Kahoot's
 * defaults (20 s, 1000).
 */
export function toLiveQuestion(id: string, data: Record<string, unknown>): LiveQuestion | null {
  if (!isQuestionType(data.type) || typeof data.text !== 'string' || !data.text.trim()) return null;
  const options = Array.isArray(data.options) ? data.options.filter((o): o is string => typeof o === 'string') : [];
  const correct = data.correct_answer;
  const correctAnswer: CorrectAnswer =
    typeof correct === 'boolean' || typeof correct === 'string'
      ? correct
      : Array.isArray(correct)
        ? correct.filter((c): c is string => typeof c === 'string')
        : '';
  const time = Number(data.time_limit_s);
  const points = Number(data.points);
  return {
    id,
    type: data.type,
    text: data.text,
    options: data.type === 'true_false' && options.length === 0 ? ['true', 'false'] : options,
    correct_answer: correctAnswer,
    time_limit_s: Number.isFinite(time) && time > 0 ? Math.min(time, LIVE.maxTimeLimitS) : DEFAULT_TIME_LIMIT_S,
    points: Number.isFinite(points) && points >= 0 ? Math.round(points) : DEFAULT_POINTS,
    image_url: imageUrlOf(data.image),
  };
}

/** The URL of a stored question's image ({id, url}), or null. */
function imageUrlOf(image: unknown): string | null {
  const url = (image as { url?: unknown } | null | undefined)?.url;
  return typeof url === 'string' && /^https?:\/\//.test(url) ? url : null;
}

export interface LeaderboardEntry {
  uid: string;
  nickname: string;
  score: number;
  /** Points the last question added (with the streak bonus). */
  delta: number;
  rank: number;
}

/** The first `size` players of a ranked list, with this question's deltas. */
export function leaderboardOf(
  ranked: readonly { uid: string; nickname: string; score: number; rank: number }[],
  outcomes: ReadonlyMap<string, Pick<PlayerOutcome, 'delta'>>,
  size: number = LIVE.leaderboardSize,
): LeaderboardEntry[] {
  return ranked.slice(0, size).map((p) => ({
    uid: p.uid,
    nickname: p.nickname,
    score: p.score,
    delta: outcomes.get(p.uid)?.delta ?? 0,
    rank: p.rank,
  }));
}
