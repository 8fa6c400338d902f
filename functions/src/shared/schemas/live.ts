// Live sessions (docs/live.md): request bodies, and the shapes of the documents clients read
// with listeners (liveSessions/{id}, .../players/{uid}) and write (.../answers/{index}_{uid}).
import { z } from 'zod';
import { LIVE, type LiveSessionState, type QUESTION_TYPES } from '../constants';
import { code, docIdWith, requiredDocId, sixDigitCode } from './common';
import type { LiveRevealView } from './live-report';

const invalid = code('validation/invalid-input');

/**
 * The nickname as stored and shown: format characters (Unicode category Cf: zero-width
 * spaces and joiners, direction marks) removed, NFKC (full-width letters, Arabic presentation
 * forms to plain letters), white space collapsed and trimmed. Uniqueness compares confusable
 * skeletons (functions/src/domain/live-nickname.ts), never this text.
 */
export function cleanNickname(nickname: string): string {
  return nickname.replace(/\p{Cf}/gu, '').normalize('NFKC').replace(/\s+/g, ' ').trim();
}

/** Something that draws: not only fillers, variation selectors and the like. */
const hasVisibleText = (name: string): boolean => name.replace(/[\p{Default_Ignorable_Code_Point}\s]/gu, '').length > 0;

/** 1-20 characters (code points) after cleaning, no control characters, not invisible. */
export const nicknameField = z
  .string(code('live/nickname-invalid'))
  .transform(cleanNickname)
  .refine((name) => {
    const length = [...name].length;
    return length >= 1 && length <= LIVE.nicknameMaxLength && !/\p{Cc}/u.test(name) && hasVisibleText(name);
  }, code('live/nickname-invalid'));

/** POST /live/sessions: host one of your quizzes, optionally for one of your classes. */
export const createLiveSessionRequestSchema = z
  .object({
    quizId: requiredDocId('validation/all-fields-required'),
    classId: docIdWith('validation/invalid-input').nullish(),
    speedScoring: z.boolean(invalid).default(true),
  })
  .strict();
export type CreateLiveSessionRequest = z.input<typeof createLiveSessionRequestSchema>;

/** POST /live/join: no account needed (the web signs in anonymously first). */
export const joinLiveRequestSchema = z.object({ code: sixDigitCode, nickname: nicknameField }).strict();
export type JoinLiveRequest = z.input<typeof joinLiveRequestSchema>;

/** PATCH /live/sessions/{id}: the host's settings. */
export const updateLiveSessionRequestSchema = z.object({ speedScoring: z.boolean(invalid) }).strict();

// --- Documents clients read ----------------------------------------------------------------

type QuestionType = (typeof QUESTION_TYPES)[number];
type Millis = number;

/** liveSessions/{id}.question: what players see, never the answer key. */
export interface LiveQuestionView {
  index: number;
  text: string;
  type: QuestionType;
  options: string[];
  time_limit_s: number;
  points: number;
  /** false for essays, which are not scored live. */
  scored: boolean;
  /** The question's image (a token URL anyone holding it may load), or null. */
  image_url: string | null;
  /** Firestore Timestamps in the document; the same instants in ms alongside. */
  opened_at: unknown;
  closes_at: unknown;
  opened_at_ms: Millis;
  closes_at_ms: Millis;
}

export interface LiveLeaderboardEntry {
  uid: string;
  nickname: string;
  score: number;
  delta: number;
  rank: number;
}

/**
 * liveSessions/{id}: written by functions once per phase, read by the host and players. The
 * state stays `question` while a closed question is scored; it turns `leaderboard` together
 * with the leaderboard.
 */
export interface LiveSessionDoc {
  code: string;
  quiz_id: string;
  quiz_title: string;
  host_uid: string;
  class_id: string | null;
  state: LiveSessionState;
  /** -1 before the first question. */
  question_index: number;
  question_count: number;
  question: LiveQuestionView | null;
  /** The question the leaderboard below was computed for (published with state `leaderboard`). */
  leaderboard_index: number | null;
  leaderboard: LiveLeaderboardEntry[];
  /** Set when the game is complete: the first three of the final ranking. */
  podium: LiveLeaderboardEntry[] | null;
  locked: boolean;
  speed_scoring: boolean;
  player_count: number;
  /** Answers counted at the last close. */
  answered_count: number;
  /** The closed question's key and answer counts, published with its leaderboard (null before the first close and after a reset). */
  reveal?: LiveRevealView | null;
  created_at: unknown;
  updated_at: unknown;
}

/** liveSessions/{id}/players/{uid}: written by functions (join, each close, removal). */
export interface LivePlayerDoc {
  uid: string;
  nickname: string;
  score: number;
  streak: number;
  rank: number | null;
  last_points: number;
  last_bonus: number;
  /** null: no question scored yet, or an essay. */
  last_correct: boolean | null;
  last_answered: boolean;
  last_late: boolean;
  last_response_ms: number | null;
  /** The last question index included in score (-1: none). */
  scored_index: number;
  /** Questions answered correctly and questions answered (the host's report). */
  correct_count?: number;
  answer_count?: number;
  joined_at: unknown;
  removed: boolean;
}

/** liveSessions/{id}/answers/{questionIndex}_{uid}: created once by the player's client. */
export interface LiveAnswerDoc {
  uid: string;
  question_index: number;
  /** Option text (multiple choice), boolean (true/false), text (short answer, blank, essay). */
  answer: string | boolean | string[];
  /** serverTimestamp(): the rules require it to equal request.time. */
  received_at: unknown;
}

/** The answer id the rules accept for the current question. */
export const liveAnswerId = (questionIndex: number, uid: string): string => `${questionIndex}_${uid}`;

/** POST /live/join's answer. */
export interface JoinLiveResponse {
  sessionId: string;
  rejoined: boolean;
  player: Pick<LivePlayerDoc, 'uid' | 'nickname' | 'score' | 'streak' | 'rank'>;
}
