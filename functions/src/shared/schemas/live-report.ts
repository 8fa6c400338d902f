// A finished live game's report (docs/live.md, "Report"): liveReports/{sessionId}, written once
// by functions when the game completes, read by the host (and the class's teachers) through
// GET /live/reports/{sessionId}; GET /live/reports lists the caller's. Shared with the web.
import { z } from 'zod';
import type { QUESTION_TYPES } from '../constants';
import { docIdWith } from './common';

type QuestionType = (typeof QUESTION_TYPES)[number];

/** liveSessions/{id}.reveal: published with the leaderboard once a question is closed. */
export interface LiveRevealView {
  index: number;
  type: QuestionType;
  /** Correct options' texts (multiple choice), the key (true/false), accepted answers (typed); null for essays. */
  correct_answer: string[] | boolean | null;
  /** Positions of the correct bars in `counts`. */
  correct_options: number[];
  /** Per option (multiple choice), [true, false] (true/false), empty for typed answers and essays. */
  counts: number[];
  players: number;
  answered: number;
  /** null for essays (not checked live). */
  correct: number | null;
}

export interface LiveReportQuestion extends LiveRevealView {
  text: string;
  options: string[];
  points: number;
  /** Mean server-measured response time in ms (null: no answers). */
  avg_response_ms: number | null;
  /** Correct answers per player in the game, 0-100 (null: essay or nobody playing). */
  correct_pct: number | null;
}

export interface LiveReportPlayer {
  uid: string;
  nickname: string;
  score: number;
  rank: number | null;
  correct: number;
  answered: number;
}

/** GET /live/reports/{sessionId}. */
export interface LiveReportDto {
  session_id: string;
  quiz_id: string;
  quiz_title: string;
  class_id: string | null;
  host_uid: string;
  started_at: string | null;
  ended_at: string | null;
  question_count: number;
  questions_played: number;
  player_count: number;
  avg_correct_pct: number | null;
  questions: LiveReportQuestion[];
  players: LiveReportPlayer[];
}

/** GET /live/reports: one row per finished game of the caller's, newest first. */
export type LiveReportSummary = Pick<
  LiveReportDto,
  'session_id' | 'quiz_id' | 'quiz_title' | 'class_id' | 'ended_at' | 'question_count' | 'questions_played' | 'player_count' | 'avg_correct_pct'
>;

/** GET /live/reports?quizId= (optional: one quiz's games). */
export const listLiveReportsQuerySchema = z.object({ quizId: docIdWith('validation/invalid-id').optional() }).strict();
