// The live documents as the screens use them (docs/live.md): liveSessions/{id} and
// liveSessions/{id}/players/{uid}, read defensively (a field the functions have not written yet
// gets a harmless default). Pure, so it unit-tests without Firestore.
import { LIVE_SESSION_STATES, QUESTION_TYPES, type LiveSessionState } from '@shared/constants';
import type { LiveLeaderboardEntry } from '@shared/schemas/live';
import { toMillis } from '@/lib/to-millis';
import { toReveal, type LiveReveal } from './reveal';

export type LiveQuestionType = (typeof QUESTION_TYPES)[number];

export interface LiveQuestion {
  index: number;
  text: string;
  type: LiveQuestionType;
  options: string[];
  timeLimitS: number;
  points: number;
  scored: boolean;
  /** The question's image (an http(s) token URL), or null. */
  imageUrl: string | null;
  openedAtMs: number;
  closesAtMs: number;
}

export type LeaderboardEntry = LiveLeaderboardEntry;

export interface LiveSession {
  id: string;
  code: string;
  quizTitle: string;
  hostUid: string;
  state: LiveSessionState;
  questionIndex: number;
  questionCount: number;
  question: LiveQuestion | null;
  leaderboardIndex: number | null;
  leaderboard: LeaderboardEntry[];
  podium: LeaderboardEntry[] | null;
  locked: boolean;
  speedScoring: boolean;
  playerCount: number;
  answeredCount: number;
  /** The closed question's key and answer counts (with its leaderboard). */
  reveal: LiveReveal | null;
}

export interface LivePlayer {
  uid: string;
  nickname: string;
  score: number;
  streak: number;
  rank: number | null;
  lastPoints: number;
  lastBonus: number;
  lastCorrect: boolean | null;
  lastAnswered: boolean;
  lastLate: boolean;
  scoredIndex: number;
  removed: boolean;
  joinedAtMs: number | null;
}

type Data = Record<string, unknown>;

const num = (value: unknown, fallback = 0): number => (typeof value === 'number' && Number.isFinite(value) ? value : fallback);
const str = (value: unknown, fallback = ''): string => (typeof value === 'string' ? value : fallback);
const bool = (value: unknown, fallback = false): boolean => (typeof value === 'boolean' ? value : fallback);
const isData = (value: unknown): value is Data => typeof value === 'object' && value !== null && !Array.isArray(value);

function toEntry(value: unknown): LeaderboardEntry | null {
  if (!isData(value) || typeof value.uid !== 'string') return null;
  return {
    uid: value.uid,
    nickname: str(value.nickname),
    score: num(value.score),
    delta: num(value.delta),
    rank: num(value.rank, 0),
  };
}

function toEntries(value: unknown): LeaderboardEntry[] {
  return Array.isArray(value) ? value.map(toEntry).filter((entry): entry is LeaderboardEntry => entry !== null) : [];
}

export function toQuestion(value: unknown): LiveQuestion | null {
  if (!isData(value)) return null;
  const type = (QUESTION_TYPES as readonly string[]).includes(str(value.type)) ? (value.type as LiveQuestionType) : 'multiple_choice';
  const timeLimitS = num(value.time_limit_s, 30);
  const openedAtMs = num(value.opened_at_ms, toMillis(value.opened_at) ?? 0);
  return {
    index: num(value.index),
    text: str(value.text),
    type,
    options: Array.isArray(value.options) ? value.options.filter((option): option is string => typeof option === 'string') : [],
    timeLimitS,
    points: num(value.points),
    scored: bool(value.scored, type !== 'essay'),
    imageUrl: /^https?:\/\//.test(str(value.image_url)) ? str(value.image_url) : null,
    openedAtMs,
    closesAtMs: num(value.closes_at_ms, toMillis(value.closes_at) ?? openedAtMs + timeLimitS * 1000),
  };
}

export function toLiveSession(data: Data, id: string): LiveSession {
  const state = (LIVE_SESSION_STATES as readonly string[]).includes(str(data.state)) ? (data.state as LiveSessionState) : 'waiting';
  return {
    id,
    code: str(data.code),
    quizTitle: str(data.quiz_title),
    hostUid: str(data.host_uid),
    state,
    questionIndex: num(data.question_index, -1),
    questionCount: num(data.question_count),
    question: toQuestion(data.question),
    leaderboardIndex: typeof data.leaderboard_index === 'number' ? data.leaderboard_index : null,
    leaderboard: toEntries(data.leaderboard),
    podium: Array.isArray(data.podium) ? toEntries(data.podium) : null,
    locked: bool(data.locked),
    speedScoring: bool(data.speed_scoring, true),
    playerCount: num(data.player_count),
    answeredCount: num(data.answered_count),
    reveal: toReveal(data.reveal),
  };
}

export function toLivePlayer(data: Data, id: string): LivePlayer {
  return {
    uid: str(data.uid, id),
    nickname: str(data.nickname),
    score: num(data.score),
    streak: num(data.streak),
    rank: typeof data.rank === 'number' ? data.rank : null,
    lastPoints: num(data.last_points),
    lastBonus: num(data.last_bonus),
    lastCorrect: typeof data.last_correct === 'boolean' ? data.last_correct : null,
    lastAnswered: bool(data.last_answered),
    lastLate: bool(data.last_late),
    scoredIndex: num(data.scored_index, -1),
    removed: bool(data.removed),
    joinedAtMs: toMillis(data.joined_at),
  };
}
