// Live sessions: hosting, joining and the host's actions (docs/live.md). Scoring a closed
// question lives in live-close.ts. Every host action on one session runs under that session's
// key lock, so one instance never interleaves two of them; the state checks themselves are
// transactions, which keeps instances correct too.
import { toDataURL } from 'qrcode';
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { db } from '../lib/admin';
import type { Caller } from '../lib/auth-context';
import { ApiError } from '../lib/http';
import { withKeyLock } from '../lib/key-lock';
import { toMillis } from '../domain/time';
import {
  canDo,
  canTakeLiveCode,
  generateLiveCode,
  publicQuestion,
  toLiveQuestion,
  type HostAction,
  type LiveQuestion,
} from '../domain/live-session';
import { nicknameDocIds } from '../domain/live-nickname';
import { LIVE_JOIN_GUESSES } from '../domain/guess-limits';
import { LIVE } from '../shared/constants';
import type { JoinLiveResponse, LivePlayerDoc, LiveSessionDoc } from '../shared/schemas/live';
import { requireClassTeacher } from './class-access';
import { consumeGuess, validCode } from './guess-limits';
import { closeQuestion, scoreClosedQuestion, shutAnswerWindow, type ScoringSummary } from './live-close';
import { ensureLiveReport } from './live-report';
import {
  answerWindowRef,
  answersCol,
  getQuizSnapshot,
  getSession,
  getSessionAsHost,
  inSlices,
  liveCodeRef,
  liveStatsRef,
  nicknameRef,
  playerRef,
  playersCol,
  quizOwnerUid,
  quizQuestionsCol,
  quizRef,
  quizSnapshotRef,
  sessionRef,
  sessionsCol,
  type SessionData,
} from './live-repo';

const HOST_TYPES = new Set(['teacher', 'centers', 'administrator']);
const appUrl = () => (process.env.APP_URL || 'http://localhost:5000').replace(/\/+$/, '');
export const joinUrlOf = (code: string) => `${appUrl()}/live?code=${code}`;

/** What host actions answer: the session as the host's screen needs it after the call. */
export interface SessionSummary {
  sessionId: string;
  state: SessionData['state'];
  question_index: number;
  question_count: number;
  leaderboard_index: number | null;
  locked: boolean;
  speed_scoring: boolean;
  player_count: number;
}

const summaryOf = (sessionId: string, s: SessionData): SessionSummary => ({
  sessionId,
  state: s.state,
  question_index: s.question_index,
  question_count: s.question_count,
  leaderboard_index: s.leaderboard_index,
  locked: s.locked,
  speed_scoring: s.speed_scoring,
  player_count: s.player_count,
});

const hostLock = <T>(sessionId: string, work: () => Promise<T>) => withKeyLock(`live:${sessionId}`, work);

// --- Hosting --------------------------------------------------------------------------------

async function loadQuestions(quizId: string): Promise<LiveQuestion[]> {
  const snap = await quizQuestionsCol(quizId).get();
  return snap.docs
    .map((doc) => ({ order: Number(doc.data().order), id: doc.id, question: toLiveQuestion(doc.id, doc.data()) }))
    .filter((q): q is { order: number; id: string; question: LiveQuestion } => q.question !== null)
    .sort((a, b) => (Number.isFinite(a.order) ? a.order : Infinity) - (Number.isFinite(b.order) ? b.order : Infinity) || a.id.localeCompare(b.id))
    .map((q) => q.question);
}

/** POST /live/sessions: a new session in `waiting`, its unique 6-digit code and a QR of the join link. */
export async function createLiveSession(
  host: Caller,
  input: { quizId: string; classId?: string | null; speedScoring: boolean },
): Promise<{ sessionId: string; code: string; joinUrl: string; qr: string }> {
  if (!host.userType || !HOST_TYPES.has(host.userType)) throw new ApiError('live/teachers-only');
  const quiz = await quizRef(input.quizId).get();
  if (!quiz.exists) throw new ApiError('live/quiz-not-found');
  if (quizOwnerUid(quiz.data()!) !== host.uid) throw new ApiError('live/not-quiz-owner');
  const classId = input.classId ?? null;
  if (classId) await requireClassTeacher(classId, host.uid);
  const questions = await loadQuestions(input.quizId);
  if (questions.length === 0) throw new ApiError('live/quiz-empty');

  const ref = sessionsCol().doc();
  const session: Omit<LiveSessionDoc, 'code' | 'created_at' | 'updated_at'> = {
    quiz_id: input.quizId,
    quiz_title: String(quiz.data()?.title ?? ''),
    host_uid: host.uid,
    class_id: classId,
    state: 'waiting',
    question_index: -1,
    question_count: questions.length,
    question: null,
    leaderboard_index: null,
    leaderboard: [],
    podium: null,
    locked: false,
    speed_scoring: input.speedScoring,
    player_count: 0,
    answered_count: 0,
  };
  let code: string | undefined;
  for (let attempt = 0; attempt < LIVE.codeAttempts && !code; attempt += 1) {
    const candidate = generateLiveCode();
    code = await db.runTransaction(async (tx) => {
      const held = await tx.get(liveCodeRef(candidate));
      const nowMs = Date.now();
      const existing = held.exists ? { expiresAtMs: toMillis(held.data()?.expires_at) ?? 0 } : undefined;
      if (!canTakeLiveCode(existing, nowMs)) return undefined;
      tx.set(liveCodeRef(candidate), {
        session_id: ref.id,
        created_at: Timestamp.fromMillis(nowMs),
        expires_at: Timestamp.fromMillis(nowMs + LIVE.codeTtlMs),
      });
      tx.set(ref, { ...session, code: candidate, created_at: FieldValue.serverTimestamp(), updated_at: FieldValue.serverTimestamp() });
      tx.set(quizSnapshotRef(ref.id), { quiz_id: input.quizId, questions });
      return candidate;
    });
  }
  if (!code) throw new ApiError('live/code-unavailable');
  const joinUrl = joinUrlOf(code);
  return { sessionId: ref.id, code, joinUrl, qr: await toDataURL(joinUrl, { margin: 1, width: 320 }) };
}

/** GET /live/sessions/{id}/qr: the code and QR again (the host's screen reloaded). */
export async function sessionQr(sessionId: string, uid: string): Promise<{ code: string; joinUrl: string; qr: string }> {
  const session = await getSessionAsHost(sessionId, uid);
  const joinUrl = joinUrlOf(session.code);
  return { code: session.code, joinUrl, qr: await toDataURL(joinUrl, { margin: 1, width: 320 }) };
}

// --- Joining ----------------------------------------------------------------------------------

const playerView = (uid: string, p: Pick<LivePlayerDoc, 'nickname' | 'score' | 'streak' | 'rank'>): JoinLiveResponse['player'] => ({
  uid,
  nickname: p.nickname,
  score: p.score,
  streak: p.streak,
  rank: p.rank,
});

/**
 * POST /live/join. Every attempt first counts against the guessing budgets (the uid, the
 * client address, a global shard; domain/guess-limits.ts) in one transaction, so a guest
 * cannot sweep the code space however many anonymous identities it makes; a valid code gives
 * back its wrong-code units. A uid already in the session rejoins with its nickname and score
 * (a reload, a lost network), even when the lobby is locked; a removed player is refused. New
 * players need an unlocked session and a nickname that passes for nobody else's: nicknames
 * hold their confusable skeletons (domain/live-nickname.ts), and a removed player's stay
 * held, marked removed, so the player cannot come back under a new identity as the same name.
 */
export async function joinLiveSession(uid: string, input: { code: string; nickname: string }, address: string): Promise<JoinLiveResponse> {
  const ticket = await consumeGuess(LIVE_JOIN_GUESSES, { uid, address }, 'live/too-many-guesses');
  const held = await liveCodeRef(input.code).get();
  const sessionId = held.data()?.session_id as string | undefined;
  if (!held.exists || !sessionId || (toMillis(held.data()?.expires_at) ?? 0) <= Date.now()) throw new ApiError('live/not-found');
  // Read outside the transaction: a thousand joins at once then lock nothing but their own
  // nickname and player documents (a join racing the host's lock may still get in).
  const sessionSnap = await sessionRef(sessionId).get();
  const session = sessionSnap.data() as SessionData | undefined;
  if (!session || session.state === 'complete') throw new ApiError('live/not-found');
  await validCode(ticket);

  const nickIds = nicknameDocIds(input.nickname);
  return db.runTransaction(async (tx) => {
    const [player, ...nicks] = await tx.getAll(playerRef(sessionId, uid), ...nickIds.map((id) => nicknameRef(sessionId, id)));
    if (player!.exists) {
      const data = player!.data() as LivePlayerDoc;
      if (data.removed) throw new ApiError('live/removed');
      return { sessionId, rejoined: true, player: playerView(uid, data) };
    }
    if (session.locked) throw new ApiError('live/locked');
    const others = nicks.filter((nick) => nick.exists && nick.data()?.uid !== uid);
    if (others.some((nick) => nick.data()?.removed === true)) throw new ApiError('live/nickname-removed');
    if (others.length > 0) throw new ApiError('live/nickname-taken');
    const doc: LivePlayerDoc = {
      uid,
      nickname: input.nickname,
      score: 0,
      streak: 0,
      rank: null,
      last_points: 0,
      last_bonus: 0,
      last_correct: null,
      last_answered: false,
      last_late: false,
      last_response_ms: null,
      scored_index: -1,
      correct_count: 0,
      answer_count: 0,
      joined_at: Timestamp.now(),
      removed: false,
    };
    for (const id of nickIds) {
      tx.set(nicknameRef(sessionId, id), { uid, nickname: input.nickname, removed: false, created_at: FieldValue.serverTimestamp() });
    }
    tx.set(playerRef(sessionId, uid), doc);
    return { sessionId, rejoined: false, player: playerView(uid, doc) };
  });
}

// --- Host actions ------------------------------------------------------------------------------

const activePlayerCount = async (sessionId: string): Promise<number> =>
  (await playersCol(sessionId).where('removed', '==', false).count().get()).data().count;

function requireState(action: HostAction, session: SessionData): void {
  if (!canDo(action, session.state)) throw new ApiError('live/wrong-state', { state: session.state });
}

interface Change {
  session?: Record<string, unknown>;
  /** The answer window (server/window), written in the same transaction. */
  window?: Record<string, unknown>;
}

/** Opens question `index`: its window is [now, now + time limit). */
function openQuestion(questions: LiveQuestion[], index: number, playerCount: number): Change {
  const question = questions[index]!;
  const view = publicQuestion(question, index, Date.now());
  const openedAt = Timestamp.fromMillis(view.opened_at_ms);
  const closesAt = Timestamp.fromMillis(view.closes_at_ms);
  return {
    session: {
      state: 'question',
      question_index: index,
      question: { ...view, opened_at: openedAt, closes_at: closesAt },
      player_count: playerCount,
      answered_count: 0,
      // The previous question's reveal goes with its leaderboard.
      reveal: null,
      updated_at: FieldValue.serverTimestamp(),
    },
    window: { open: true, question_index: index, opened_at: openedAt, closes_at: closesAt, closed_at: null },
  };
}

/** Completes the session with its podium (the first three of the last leaderboard). */
function complete(session: SessionData): Change {
  return {
    session: {
      state: 'complete',
      question: null,
      podium: session.leaderboard.slice(0, LIVE.podiumSize),
      ended_at: FieldValue.serverTimestamp(),
      updated_at: FieldValue.serverTimestamp(),
    },
    window: { open: false },
  };
}

async function freeCode(sessionId: string, code: string): Promise<void> {
  await db.runTransaction(async (tx) => {
    const held = await tx.get(liveCodeRef(code));
    if (held.data()?.session_id === sessionId) tx.delete(held.ref);
  });
}

/** Runs a state change in a transaction, re-checking the state it depends on. */
async function transition(sessionId: string, action: HostAction, change: (session: SessionData) => Change | null): Promise<SessionData> {
  return db.runTransaction(async (tx) => {
    const snap = await tx.get(sessionRef(sessionId));
    if (!snap.exists) throw new ApiError('live/session-not-found');
    const session = snap.data() as SessionData;
    requireState(action, session);
    const update = change(session);
    if (update?.session) tx.update(snap.ref, update.session);
    if (update?.window) tx.set(answerWindowRef(sessionId), update.window, { merge: true });
    return { ...session, ...(update?.session as Partial<SessionData> | undefined) };
  });
}

/** POST .../start: waiting -> question 0. */
export async function startSession(sessionId: string, uid: string): Promise<SessionSummary> {
  await getSessionAsHost(sessionId, uid);
  return hostLock(sessionId, async () => {
    const [questions, count] = await Promise.all([getQuizSnapshot(sessionId), activePlayerCount(sessionId)]);
    const session = await transition(sessionId, 'start', () => openQuestion(questions, 0, count));
    return summaryOf(sessionId, session);
  });
}

/**
 * Before next/end: a question whose window was shut but whose leaderboard never came out (the
 * closing instance died) is scored here once the lease ran out; a pass still running elsewhere
 * makes the call 409 live/wrong-state (the host tries again in a moment).
 */
async function finishPendingScoring(sessionId: string): Promise<void> {
  const session = await getSession(sessionId);
  if (session.state !== 'question') return;
  const window = (await answerWindowRef(sessionId).get()).data();
  if (window?.open === true && window.question_index === session.question_index) return;
  const lease = await shutAnswerWindow(sessionId);
  if (lease === null) throw new ApiError('live/wrong-state', { state: 'scoring' });
  await scoreClosedQuestion(sessionId, lease);
}

/** POST .../next: leaderboard -> the next question, or complete (with the podium) after the last. */
export async function nextQuestion(sessionId: string, uid: string): Promise<SessionSummary> {
  await getSessionAsHost(sessionId, uid);
  return hostLock(sessionId, async () => {
    await finishPendingScoring(sessionId);
    const [questions, count] = await Promise.all([getQuizSnapshot(sessionId), activePlayerCount(sessionId)]);
    const session = await transition(sessionId, 'next', (s) =>
      s.question_index + 1 < questions.length ? openQuestion(questions, s.question_index + 1, count) : complete(s),
    );
    if (session.state === 'complete') {
      await freeCode(sessionId, session.code);
      await ensureLiveReport(sessionId);
    }
    return summaryOf(sessionId, session);
  });
}

/** POST .../close: question -> leaderboard with one scoring pass; closing again does nothing. */
export async function closeSessionQuestion(
  sessionId: string,
  uid: string,
): Promise<{ closed: boolean; scoring: ScoringSummary | null; session: SessionSummary }> {
  await getSessionAsHost(sessionId, uid);
  return hostLock(sessionId, async () => {
    const result = await closeQuestion(sessionId);
    return { ...result, session: summaryOf(sessionId, await getSession(sessionId)) };
  });
}

/** POST .../lock and .../unlock: whether new players may join (rejoining always works). */
export async function setLocked(sessionId: string, uid: string, locked: boolean): Promise<SessionSummary> {
  await getSessionAsHost(sessionId, uid);
  return hostLock(sessionId, async () =>
    summaryOf(
      sessionId,
      await transition(sessionId, locked ? 'lock' : 'unlock', (s) =>
        s.locked === locked ? null : { session: { locked, updated_at: FieldValue.serverTimestamp() } },
      ),
    ),
  );
}

/** PATCH /live/sessions/{id} { speedScoring }: applies from the next close. */
export async function updateSettings(sessionId: string, uid: string, speedScoring: boolean): Promise<SessionSummary> {
  await getSessionAsHost(sessionId, uid);
  return hostLock(sessionId, async () =>
    summaryOf(
      sessionId,
      await transition(sessionId, 'settings', () => ({ session: { speed_scoring: speedScoring, updated_at: FieldValue.serverTimestamp() } })),
    ),
  );
}

/** POST .../end: scores an open question first, then completes with the podium. Ending twice does nothing. */
export async function endSession(sessionId: string, uid: string): Promise<SessionSummary> {
  await getSessionAsHost(sessionId, uid);
  return hostLock(sessionId, async () => {
    const current = await getSession(sessionId);
    if (current.state === 'complete') {
      await ensureLiveReport(sessionId); // a completion whose report write failed
      return summaryOf(sessionId, current);
    }
    if (current.state === 'question') {
      await finishPendingScoring(sessionId);
      await closeQuestion(sessionId);
    }
    const session = await transition(sessionId, 'end', (s) => (s.state === 'complete' ? null : complete(s)));
    await freeCode(sessionId, session.code);
    await ensureLiveReport(sessionId);
    return summaryOf(sessionId, session);
  });
}

const RESET_PLAYER: Partial<LivePlayerDoc> = {
  score: 0,
  streak: 0,
  rank: null,
  last_points: 0,
  last_bonus: 0,
  last_correct: null,
  last_answered: false,
  last_late: false,
  last_response_ms: null,
  scored_index: -1,
  correct_count: 0,
  answer_count: 0,
};

/**
 * POST .../reset (the debug reset): back to waiting with every score zeroed and every answer
 * deleted (answers are create-only, so question 0 can be answered again). Removed players stay
 * removed; the lock stays as it is.
 */
export async function resetSession(sessionId: string, uid: string): Promise<SessionSummary> {
  await getSessionAsHost(sessionId, uid);
  return hostLock(sessionId, async () => {
    // The window shuts first: from this commit on the rules refuse answers, so none slip in meanwhile.
    const session = await transition(sessionId, 'reset', () => ({
      session: {
        state: 'waiting',
        question_index: -1,
        question: null,
        leaderboard_index: null,
        leaderboard: [],
        podium: null,
        answered_count: 0,
        reveal: null,
        updated_at: FieldValue.serverTimestamp(),
      },
      window: { open: false, question_index: -1, closed_at: null },
    }));
    await liveStatsRef(sessionId).delete();
    const [answers, players] = await Promise.all([answersCol(sessionId).select().get(), playersCol(sessionId).get()]);
    await inSlices(answers.docs, LIVE.writeBatchSize, 4, async (slice) => {
      const batch = db.batch();
      for (const doc of slice) batch.delete(doc.ref);
      await batch.commit();
    });
    const active = players.docs.filter((doc) => doc.data().removed !== true);
    await inSlices(active, LIVE.writeBatchSize, 4, async (slice) => {
      const batch = db.batch();
      for (const doc of slice) batch.update(doc.ref, RESET_PLAYER);
      await batch.commit();
    });
    const count = active.length;
    await sessionRef(sessionId).update({ player_count: count });
    return summaryOf(sessionId, { ...session, player_count: count });
  });
}

/**
 * DELETE /live/sessions/{id}/players/{uid}: the player is marked removed (their answers are
 * refused from then on, they cannot rejoin, they leave the leaderboard) and their nickname's
 * skeletons stay held, marked removed: nobody joins this session as that name or one that
 * passes for it (403 live/nickname-removed), so the player cannot come back under a
 * new anonymous identity. Removing a removed player does nothing.
 */
export async function removePlayer(sessionId: string, hostUid: string, playerUid: string): Promise<SessionSummary> {
  await getSessionAsHost(sessionId, hostUid);
  return hostLock(sessionId, async () => {
    const session = await db.runTransaction(async (tx) => {
      const [sessionSnap, player] = await Promise.all([tx.get(sessionRef(sessionId)), tx.get(playerRef(sessionId, playerUid))]);
      if (!sessionSnap.exists) throw new ApiError('live/session-not-found');
      const s = sessionSnap.data() as SessionData;
      requireState('remove', s);
      if (!player.exists) throw new ApiError('live/player-not-found');
      const data = player.data() as LivePlayerDoc;
      if (data.removed) return s;
      const nicks = await tx.getAll(...nicknameDocIds(data.nickname).map((id) => nicknameRef(sessionId, id)));
      for (const nick of nicks) {
        if (!nick.exists || nick.data()?.uid === playerUid) {
          tx.set(nick.ref, { uid: playerUid, nickname: data.nickname, removed: true, removed_at: FieldValue.serverTimestamp() }, { merge: true });
        }
      }
      tx.update(player.ref, { removed: true, removed_at: FieldValue.serverTimestamp() });
      const leaderboard = s.leaderboard.filter((entry) => entry.uid !== playerUid);
      if (leaderboard.length !== s.leaderboard.length) {
        tx.update(sessionSnap.ref, { leaderboard, updated_at: FieldValue.serverTimestamp() });
      }
      return { ...s, leaderboard };
    });
    // Joins never write the session (a thousand at once would make it a hot document), so
    // player_count is recounted here and at every phase change.
    const count = await activePlayerCount(sessionId);
    await sessionRef(sessionId).update({ player_count: count });
    return summaryOf(sessionId, { ...session, player_count: count });
  });
}
