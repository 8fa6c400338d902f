// The host's report of a finished live game (docs/live.md, "Report"): per question what the
// close recorded (distribution, correct %, average response time) and per player the final
// score, rank and correct answers. Pure; written once to liveReports/{sessionId}.
import type { QuestionStats } from './live-reveal';

export interface ReportQuestion extends QuestionStats {
  text: string;
  options: string[];
  points: number;
}

export interface ReportPlayer {
  uid: string;
  nickname: string;
  score: number;
  /** Final dense rank (null: never scored, e.g. joined after the last close). */
  rank: number | null;
  correct: number;
  answered: number;
}

export interface LiveReportBody {
  questions: ReportQuestion[];
  players: ReportPlayer[];
  question_count: number;
  /** Questions that were played (closed) before the game ended. */
  questions_played: number;
  player_count: number;
  /** Mean correct % over the scored questions played (null: none). */
  avg_correct_pct: number | null;
}

export interface ReportQuestionSource {
  text: string;
  options: string[];
  points: number;
}

export interface ReportPlayerSource {
  uid: string;
  nickname: string;
  score?: number;
  rank?: number | null;
  correct_count?: number;
  answered_count?: number;
  removed?: boolean;
  joinedAtMs?: number;
}

/**
 * The report from the quiz snapshot, the per-question stats the closes recorded (keyed by
 * question index) and the player documents. Removed players are left out (they left the
 * leaderboard too); players are listed by rank, then score, then joining.
 */
export function buildLiveReport(
  questions: readonly ReportQuestionSource[],
  stats: Readonly<Record<string, QuestionStats | undefined>>,
  players: readonly ReportPlayerSource[],
): LiveReportBody {
  const played: ReportQuestion[] = [];
  questions.forEach((question, index) => {
    const recorded = stats[String(index)];
    if (!recorded) return;
    played.push({ ...recorded, index, text: question.text, options: [...question.options], points: question.points });
  });
  const list = players
    .filter((p) => p.removed !== true)
    .map((p) => ({
      uid: p.uid,
      nickname: p.nickname,
      score: p.score ?? 0,
      rank: typeof p.rank === 'number' ? p.rank : null,
      correct: p.correct_count ?? 0,
      answered: p.answered_count ?? 0,
      joined: p.joinedAtMs ?? 0,
    }))
    .sort(
      (a, b) =>
        (a.rank ?? Infinity) - (b.rank ?? Infinity) || b.score - a.score || a.joined - b.joined || (a.uid < b.uid ? -1 : a.uid > b.uid ? 1 : 0),
    )
    .map(({ joined: _joined, ...player }) => player);
  const percents = played.map((q) => q.correct_pct).filter((pct): pct is number => pct !== null);
  return {
    questions: played,
    players: list,
    question_count: questions.length,
    questions_played: played.length,
    player_count: list.length,
    avg_correct_pct: percents.length === 0 ? null : Math.round(percents.reduce((sum, pct) => sum + pct, 0) / percents.length),
  };
}
