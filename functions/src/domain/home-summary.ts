// The home page's figures from plain rows (docs/home.md): which live games still count as
// running, the grading queue per challenge, and the quiz drafts. Pure, so it unit-tests fast.

/** States in which a student can still join or rejoin a game. */
export const OPEN_LIVE_STATES = ['waiting', 'question', 'leaderboard'] as const;
export type OpenLiveState = (typeof OPEN_LIVE_STATES)[number];

/**
 * A game still shows on the home while it is open and its code lives (24 h): a host who walked
 * away from a lobby leaves a `waiting` session behind that nobody should be sent to.
 */
export function isOpenLiveGame(state: unknown, createdAtMs: number | undefined, nowMs: number, ttlMs: number): state is OpenLiveState {
  if (!(OPEN_LIVE_STATES as readonly unknown[]).includes(state)) return false;
  return createdAtMs !== undefined && nowMs - createdAtMs < ttlMs;
}

export interface WaitingSubmission {
  class_id: string;
  challenge_id: string;
}

export interface GradingGroup {
  class_id: string;
  challenge_id: string;
  count: number;
}

/** Submissions waiting for a grade, counted per challenge, the longest queue first. */
export function groupForGrading(rows: readonly WaitingSubmission[]): GradingGroup[] {
  const groups = new Map<string, GradingGroup>();
  for (const row of rows) {
    const key = `${row.class_id}/${row.challenge_id}`;
    const group = groups.get(key) ?? { class_id: row.class_id, challenge_id: row.challenge_id, count: 0 };
    group.count += 1;
    groups.set(key, group);
  }
  return [...groups.values()].sort((a, b) => b.count - a.count || a.challenge_id.localeCompare(b.challenge_id));
}

export interface QuizRow {
  id: string;
  status: unknown;
  title: unknown;
  question_count: unknown;
  updated_at: string | null;
}

/** Drafts (latest edit first) and how many quizzes are published. */
export function splitQuizzes(rows: readonly QuizRow[]): {
  drafts: { id: string; title: string; question_count: number; updated_at: string | null }[];
  published: number;
} {
  const drafts = rows
    .filter((row) => row.status !== 'published')
    .map((row) => ({
      id: row.id,
      title: typeof row.title === 'string' ? row.title : '',
      question_count: typeof row.question_count === 'number' ? row.question_count : 0,
      updated_at: row.updated_at,
    }))
    .sort((a, b) => (b.updated_at ?? '').localeCompare(a.updated_at ?? '') || a.id.localeCompare(b.id));
  return { drafts, published: rows.length - drafts.length };
}

/** Splits ids into chunks a Firestore `in` filter takes (at most 30 values). */
export function chunks<T>(items: readonly T[], size = 30): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}
