// Closing a live question: ONE scoring pass per question (docs/live.md, "Closing").
//
// 1. A transaction shuts the answer window (liveSessions/{id}/server/window, which the rules
//    check every answer against and nobody listens to). From that commit on the rules refuse
//    every answer, so the set of answers is final before it is read.
// 2. All players and all answers of the question are read once, scored with the pure
//    functions of domain/live-scoring.ts, and the player documents written in batches of at
//    most 500.
// 3. The session document goes to `leaderboard` with the top-10 leaderboard and the question's
//    reveal (its key and how many chose each option; domain/live-reveal.ts), in ONE write: the
//    only write of the close that every player's listener receives. The same transaction
//    records the question's figures for the host's report (server/stats, nobody listens).
// Idempotent: a close of a closed question does nothing, nor does a close while another
// instance's pass is running (the window's closed_at is its lease). A pass that died between
// 1 and 3 is finished by a close (or next/end) once the lease ran out: players carry
// `scored_index`, so a player already scored for this question keeps their result and is never
// scored twice; two passes that did overlap would write the same values.
import { FieldValue, Timestamp, type DocumentData } from 'firebase-admin/firestore';
import { db } from '../lib/admin';
import { ApiError } from '../lib/http';
import { toMillis } from '../domain/time';
import { rankPlayers, scoreQuestion, type SubmittedAnswer } from '../domain/live-scoring';
import { questionStats, revealOf } from '../domain/live-reveal';
import { closeStep, leaderboardOf, type LiveQuestion } from '../domain/live-session';
import { LIVE } from '../shared/constants';
import { liveAnswerId, type LivePlayerDoc } from '../shared/schemas/live';
import { answerWindowRef, answersCol, getQuizSnapshot, inSlices, liveStatsRef, playersCol, sessionRef, type SessionData } from './live-repo';

export interface ScoringSummary {
  questionIndex: number;
  players: number;
  answers: number;
  /** Time the pass took, in ms (reads, scoring, writes). */
  ms: number;
  /** Where it went: reading players and answers, scoring, writing players, publishing the leaderboard. */
  phases: { readMs: number; scoreMs: number; writeMs: number; publishMs: number };
}

/**
 * Step 1 (see closeStep in domain/live-session.ts): shuts the answer window. Answers which
 * question needs scoring now with this pass's lease, or null when there is nothing to do here
 * (already published, or a pass running elsewhere).
 */
export interface ScoringLease {
  index: number;
  /** The window's closed_at written by this close: only the pass holding it may publish. */
  leaseMs: number;
}

export async function shutAnswerWindow(sessionId: string): Promise<ScoringLease | null> {
  return db.runTransaction(async (tx) => {
    const [snap, windowSnap] = await Promise.all([tx.get(sessionRef(sessionId)), tx.get(answerWindowRef(sessionId))]);
    if (!snap.exists) throw new ApiError('live/session-not-found');
    const session = snap.data() as SessionData;
    const stored = windowSnap.data();
    const window = stored && {
      open: stored.open === true,
      question_index: Number(stored.question_index),
      closedAtMs: toMillis(stored.closed_at),
    };
    const nowMs = Date.now();
    const step = closeStep(session, window, nowMs);
    if (step === 'wrong-state') throw new ApiError('live/wrong-state', { state: session.state });
    if (step === 'busy' || step === 'done') return null;
    // closed_at is also the lease: another close leaves this pass alone for SCORING_LEASE_MS.
    tx.set(answerWindowRef(sessionId), { open: false, question_index: session.question_index, closed_at: Timestamp.fromMillis(nowMs) }, { merge: true });
    return { index: session.question_index, leaseMs: nowMs };
  });
}

const defined = <T>(value: T | undefined): value is T => value !== undefined;

/**
 * Steps 2 and 3 for the leased question; does nothing when the session moved on meanwhile,
 * and publishes nothing when another pass took the lease over.
 */
export async function scoreClosedQuestion(sessionId: string, { index, leaseMs }: ScoringLease): Promise<ScoringSummary | null> {
  const started = Date.now();
  const [sessionSnap, questions, playersSnap, answersSnap] = await Promise.all([
    sessionRef(sessionId).get(),
    getQuizSnapshot(sessionId),
    playersCol(sessionId).get(),
    answersCol(sessionId).where('question_index', '==', index).get(),
  ]);
  const read = Date.now();
  const session = sessionSnap.data() as SessionData | undefined;
  const question: LiveQuestion | undefined = questions[index];
  // Scored once the leaderboard is out; a reset or another question means the session moved on.
  if (!session || session.state !== 'question' || session.question_index !== index || !question || !session.question) {
    return null;
  }
  const window = { openedAtMs: session.question.opened_at_ms, closesAtMs: session.question.closes_at_ms };

  const players = playersSnap.docs
    .map((doc) => ({ ...(doc.data() as LivePlayerDoc), uid: doc.id }))
    .filter((p) => p.removed !== true);
  const answers = new Map<string, SubmittedAnswer>();
  for (const doc of answersSnap.docs) {
    const data = doc.data() as DocumentData;
    if (typeof data.uid !== 'string' || doc.id !== liveAnswerId(index, data.uid)) continue;
    answers.set(data.uid, { answer: data.answer, receivedAtMs: toMillis(data.received_at) });
  }

  const pending = players.filter((p) => (p.scored_index ?? -1) < index);
  const outcomes = new Map(
    scoreQuestion(
      pending.map((p) => ({ uid: p.uid, score: p.score ?? 0, streak: p.streak ?? 0 })),
      answers,
      question,
      window,
      session.speed_scoring !== false,
    ).map((o) => [o.uid, o]),
  );
  const ranked = rankPlayers(
    players.map((p) => ({
      uid: p.uid,
      nickname: p.nickname,
      score: outcomes.get(p.uid)?.score ?? p.score ?? 0,
      joinedAtMs: toMillis(p.joined_at) ?? 0,
      before: p,
    })),
  );

  const writes = ranked
    .map(({ uid, rank, before }) => {
      const outcome = outcomes.get(uid);
      if (outcome) {
        return {
          uid,
          data: {
            score: outcome.score,
            streak: outcome.streak,
            rank,
            last_points: outcome.delta,
            last_bonus: outcome.bonus,
            last_correct: outcome.correct,
            last_answered: outcome.answered,
            last_late: outcome.late,
            last_response_ms: outcome.responseMs,
            scored_index: index,
            // The report's per-player figures (questions answered, answered correctly).
            correct_count: (before.correct_count ?? 0) + (outcome.correct === true ? 1 : 0),
            answer_count: (before.answer_count ?? 0) + (outcome.answered ? 1 : 0),
          },
        };
      }
      return before.rank === rank ? undefined : { uid, data: { rank } };
    })
    .filter(defined);
  const scored = Date.now();
  await inSlices(writes, LIVE.writeBatchSize, 4, async (slice) => {
    const batch = db.batch();
    for (const { uid, data } of slice) batch.update(playersCol(sessionId).doc(uid), data);
    await batch.commit();
  });

  const written = Date.now();
  const deltas = new Map(ranked.map((p) => [p.uid, { delta: outcomes.get(p.uid)?.delta ?? p.before.last_points ?? 0 }]));
  const leaderboard = leaderboardOf(ranked, deltas);
  const stats = questionStats(question, index, players.map((p) => p.uid), answers, window);
  // Step 3: one write to the session, in a transaction that checks this pass still holds the
  // lease and the session still shows this question (a reset or a take-over wins). Lock,
  // settings or a removal meanwhile do not stop it.
  const published = await db.runTransaction(async (tx) => {
    const [now, windowSnap] = await Promise.all([tx.get(sessionRef(sessionId)), tx.get(answerWindowRef(sessionId))]);
    const current = now.data() as SessionData | undefined;
    const window = windowSnap.data();
    if (!current || current.state !== 'question' || current.question_index !== index) return false;
    if (!window || window.open !== false || toMillis(window.closed_at) !== leaseMs) return false;
    tx.update(now.ref, {
      state: 'leaderboard',
      'question.closed_at': Timestamp.fromMillis(leaseMs),
      leaderboard,
      leaderboard_index: index,
      player_count: players.length,
      answered_count: answers.size,
      reveal: revealOf(stats),
      updated_at: FieldValue.serverTimestamp(),
    });
    tx.set(liveStatsRef(sessionId), { questions: { [String(index)]: stats } }, { merge: true });
    return true;
  });
  if (!published) return null;
  const end = Date.now();
  return {
    questionIndex: index,
    players: players.length,
    answers: answers.size,
    ms: end - started,
    phases: { readMs: read - started, scoreMs: scored - read, writeMs: written - scored, publishMs: end - written },
  };
}

/** POST /live/sessions/{id}/close (the caller checked the host and holds the session's key lock). */
export async function closeQuestion(sessionId: string): Promise<{ closed: boolean; scoring: ScoringSummary | null }> {
  const lease = await shutAnswerWindow(sessionId);
  if (lease === null) return { closed: false, scoring: null };
  return { closed: true, scoring: await scoreClosedQuestion(sessionId, lease) };
}
