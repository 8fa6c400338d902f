// Ordering and race-track geometry for the leaderboard the functions publish (top 10, each
// with the question's delta). Pure.
import { LIVE } from '@shared/constants';
import type { LeaderboardEntry } from './live-docs';

const byNickname = (a: LeaderboardEntry, b: LeaderboardEntry) => a.nickname.localeCompare(b.nickname) || a.uid.localeCompare(b.uid);

/** The published order: rank, then score, then name (ties share a rank). */
export function sortStandings(entries: readonly LeaderboardEntry[], size: number = LIVE.leaderboardSize): LeaderboardEntry[] {
  return [...entries].sort((a, b) => a.rank - b.rank || b.score - a.score || byNickname(a, b)).slice(0, size);
}

/**
 * The same players in the order they stood before the question (score minus delta), so the
 * list can start there and animate into the new order.
 */
export function previousStandings(entries: readonly LeaderboardEntry[]): LeaderboardEntry[] {
  const current = sortStandings(entries, entries.length);
  const position = new Map(current.map((entry, index) => [entry.uid, index]));
  return [...current].sort(
    (a, b) => b.score - b.delta - (a.score - a.delta) || (position.get(a.uid) ?? 0) - (position.get(b.uid) ?? 0),
  );
}

/** Whether anyone's position changes between the previous and the current order. */
export function orderChanges(entries: readonly LeaderboardEntry[]): boolean {
  const before = previousStandings(entries).map((entry) => entry.uid);
  const after = sortStandings(entries, entries.length).map((entry) => entry.uid);
  return before.some((uid, index) => uid !== after[index]);
}

export interface RaceLane {
  uid: string;
  nickname: string;
  rank: number;
  score: number;
  delta: number;
  /** Where the marker starts, 0 (start line) to 1 (the finish line). */
  from: number;
  /** Where the marker ends. */
  to: number;
}

const clamp01 = (value: number) => (Number.isFinite(value) ? Math.min(1, Math.max(0, value)) : 0);

/**
 * How far through the game the race is: questions scored / questions in all, in (0, 1]
 * (1 when unknown). The leader stands there, so after one question of ten the leader is a tenth
 * of the way along and only reaches the finish line after the last question.
 */
export function raceProgress(questionsScored: number, questionCount: number): number {
  if (!Number.isFinite(questionsScored) || !Number.isFinite(questionCount) || questionCount <= 0 || questionsScored <= 0) return 1;
  return Math.min(1, questionsScored / questionCount);
}

/**
 * The race track's lanes: the top players, each marker proportional to the leader's score, the
 * leader at `progress` of the track (see raceProgress).
 */
export function raceLanes(entries: readonly LeaderboardEntry[], size = 5, progress = 1): RaceLane[] {
  const top = sortStandings(entries, size);
  const share = progress > 0 && progress <= 1 ? progress : 1;
  const max = Math.max(0, ...top.map((entry) => entry.score)) / share;
  return top.map((entry) => ({
    uid: entry.uid,
    nickname: entry.nickname,
    rank: entry.rank,
    score: entry.score,
    delta: entry.delta,
    from: max > 0 ? clamp01((entry.score - entry.delta) / max) : 0,
    to: max > 0 ? clamp01(entry.score / max) : 0,
  }));
}

/** The side the race starts from: in Arabic (right to left) the start line is on the right. */
export function raceStartSide(direction: 'rtl' | 'ltr'): 'left' | 'right' {
  return direction === 'rtl' ? 'right' : 'left';
}

/** The podium's visual order: second, first, third (the winner in the middle). */
export function podiumOrder(entries: readonly LeaderboardEntry[]): { entry: LeaderboardEntry; place: 1 | 2 | 3 }[] {
  const top = sortStandings(entries, LIVE.podiumSize);
  const places = top.map((entry, index) => ({ entry, place: (index + 1) as 1 | 2 | 3 }));
  const [first, second, third] = places;
  return [second, first, third].filter((item): item is { entry: LeaderboardEntry; place: 1 | 2 | 3 } => item !== undefined);
}
