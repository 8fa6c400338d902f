// The host's report of a finished live game (docs/live.md, "Report"). Each close records its
// question's figures in liveSessions/{id}/server/stats; when the game completes (next after the
// last question, or end) the report is written once to liveReports/{sessionId} from those, the
// quiz snapshot and the player documents. Creating it is idempotent (a second call finds it),
// and reading a complete game's missing report builds it, so a completion whose instance died
// before the write still gets its report.
import { FieldValue, Timestamp, type DocumentData } from 'firebase-admin/firestore';
import { ApiError } from '../lib/http';
import { toMillis } from '../domain/time';
import { buildLiveReport, type ReportPlayerSource } from '../domain/live-report';
import type { QuestionStats } from '../domain/live-reveal';
import type { LiveReportDto, LiveReportSummary } from '../shared/schemas/live-report';
import { getQuizSnapshot, isSessionHost, liveReportRef, liveReportsCol, liveStatsRef, playersCol, sessionRef, type SessionData } from './live-repo';

const isoOf = (value: unknown): string | null => {
  const ms = toMillis(value);
  return ms === undefined ? null : new Date(ms).toISOString();
};

/** Writes the report of a complete session unless it exists; answers whether it exists now. */
export async function ensureLiveReport(sessionId: string): Promise<boolean> {
  const existing = await liveReportRef(sessionId).get();
  if (existing.exists) return true;
  const [sessionSnap, questions, statsSnap, playersSnap] = await Promise.all([
    sessionRef(sessionId).get(),
    getQuizSnapshot(sessionId),
    liveStatsRef(sessionId).get(),
    playersCol(sessionId).get(),
  ]);
  const session = sessionSnap.data() as (SessionData & { ended_at?: unknown }) | undefined;
  if (!session || session.state !== 'complete') return false;
  const stats = (statsSnap.data()?.questions ?? {}) as Record<string, QuestionStats | undefined>;
  const players: ReportPlayerSource[] = playersSnap.docs.map((doc) => {
    const p = doc.data();
    return {
      uid: doc.id,
      nickname: String(p.nickname ?? ''),
      score: Number(p.score ?? 0),
      rank: typeof p.rank === 'number' ? p.rank : null,
      correct_count: Number(p.correct_count ?? 0),
      answered_count: Number(p.answer_count ?? 0),
      removed: p.removed === true,
      joinedAtMs: toMillis(p.joined_at) ?? 0,
    };
  });
  const body = buildLiveReport(questions, stats, players);
  // create() fails when another call wrote it first: both built it from the same final data.
  await liveReportRef(sessionId)
    .create({
      session_id: sessionId,
      host_uid: session.host_uid,
      quiz_id: session.quiz_id,
      quiz_title: session.quiz_title,
      class_id: session.class_id ?? null,
      started_at: session.created_at ?? null,
      ended_at: session.ended_at ?? Timestamp.now(),
      ...body,
      created_at: FieldValue.serverTimestamp(),
    })
    .catch((error: unknown) => {
      if ((error as { code?: unknown }).code !== 6) throw error; // 6: ALREADY_EXISTS
    });
  return true;
}

function toDto(data: DocumentData): LiveReportDto {
  return {
    session_id: String(data.session_id),
    quiz_id: String(data.quiz_id ?? ''),
    quiz_title: String(data.quiz_title ?? ''),
    class_id: typeof data.class_id === 'string' ? data.class_id : null,
    host_uid: String(data.host_uid ?? ''),
    started_at: isoOf(data.started_at),
    ended_at: isoOf(data.ended_at),
    question_count: Number(data.question_count ?? 0),
    questions_played: Number(data.questions_played ?? 0),
    player_count: Number(data.player_count ?? 0),
    avg_correct_pct: typeof data.avg_correct_pct === 'number' ? data.avg_correct_pct : null,
    questions: Array.isArray(data.questions) ? data.questions : [],
    players: Array.isArray(data.players) ? data.players : [],
  };
}

/**
 * GET /live/reports/{sessionId}: the host or a teacher of the session's class (403
 * live/not-host); 404 live/session-not-found for an unknown session, 409 live/wrong-state while
 * the game is still running.
 */
export async function getLiveReport(sessionId: string, uid: string): Promise<LiveReportDto> {
  let snap = await liveReportRef(sessionId).get();
  if (!snap.exists) {
    const session = (await sessionRef(sessionId).get()).data() as SessionData | undefined;
    if (!session) throw new ApiError('live/session-not-found');
    if (!(await isSessionHost(session, uid))) throw new ApiError('live/not-host');
    if (!(await ensureLiveReport(sessionId))) throw new ApiError('live/wrong-state', { state: session.state });
    snap = await liveReportRef(sessionId).get();
  }
  const data = snap.data()!;
  if (!(await isSessionHost({ host_uid: String(data.host_uid), class_id: data.class_id ?? null }, uid))) throw new ApiError('live/not-host');
  return toDto(data);
}

const LIST_LIMIT = 200;

/** GET /live/reports[?quizId=]: the caller's finished games (as host), newest first. */
export async function listLiveReports(uid: string, quizId?: string): Promise<LiveReportSummary[]> {
  let query = liveReportsCol().where('host_uid', '==', uid);
  if (quizId) query = query.where('quiz_id', '==', quizId);
  const snap = await query
    .select('session_id', 'quiz_id', 'quiz_title', 'class_id', 'ended_at', 'question_count', 'questions_played', 'player_count', 'avg_correct_pct')
    .get();
  return snap.docs
    .map((doc) => {
      const { questions: _q, players: _p, host_uid: _h, started_at: _s, ...summary } = toDto({ ...doc.data(), session_id: doc.id });
      return summary;
    })
    .sort((a, b) => (b.ended_at ?? '').localeCompare(a.ended_at ?? ''))
    .slice(0, LIST_LIMIT);
}
