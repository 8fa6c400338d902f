// Closing a live question: ONE scoring pass per question (docs/live.md, "Closing").
//
// 1. A transaction flips the session from `question` to `leaderboard`. From that commit on the
//    rules refuse every answer (they require state == 'question'), so the set of answers is
//    final before it is read.
// 2. All players and all answers of the question are read once, scored with the pure
//    functions of domain/live-scoring.ts, and the player documents written in batches of at
//    most 500.
// 3. The session document gets the top-10 leaderboard and leaderboard_index = the question, in
//    one write.
// Idempotent: a close of a closed question does nothing, nor does a close while another
// instance's pass is running (question.closed_at is its lease). A pass that died between 1 and
// 3 is finished by a close (or next/end) once the lease ran out: players carry `scored_index`,
// so a player already scored for this question keeps their result and is never scored twice;
// and two passes that did overlap would write the same values.
import { FieldValue, Timestamp, type DocumentData } from 'firebase-admin/firestore';
import { db } from '../lib/admin';
import { ApiError } from '../lib/http';
import { toMillis } from '../domain/time';
import { rankPlayers, scoreQuestion, type SubmittedAnswer } from '../domain/live-scoring';
import { closeStep, leaderboardOf, type LiveQuestion } from '../domain/live-session';
import { LIVE } from '../shared/constants';
import { liveAnswerId, type LivePlayerDoc } from '../shared/schemas/live';
import { answersCol, getQuizSnapshot, inSlices, playersCol, sessionRef, type SessionData } from './live-repo';

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
 * Step 1 (see domain/live-session.ts closeStep): flips an open question to `leaderboard`.
 * Answers which question needs scoring now, or null when there is nothing to do here (already
 * scored, or a pass is running elsewhere).
 */
export async function flipToLeaderboard(sessionId: string): Promise<number | null> {
  return db.runTransaction(async (tx) => {
    const snap = await tx.get(sessionRef(sessionId));
    if (!snap.exists) throw new ApiError('live/session-not-found');
    const session = snap.data() as SessionData;
    const nowMs = Date.now();
    const step = closeStep(session, toMillis((session.question as { closed_at?: unknown } | null)?.closed_at), nowMs);
    if (step === 'wrong-state') throw new ApiError('live/wrong-state', { state: session.state });
    if (step === 'flip' || step === 'resume') {
      tx.update(snap.ref, {
        ...(step === 'flip' && { state: 'leaderboard' }),
        // The lease: another close leaves this pass alone for SCORING_LEASE_MS.
        'question.closed_at': Timestamp.fromMillis(nowMs),
        updated_at: FieldValue.serverTimestamp(),
      });
      return session.question_index;
    }
    return null;
  });
}

const defined = <T>(value: T | undefined): value is T => value !== undefined;
/** gRPC FAILED_PRECONDITION: the document changed since it was read. */
const FAILED_PRECONDITION = 9;

/** Steps 2 and 3 for question `index`; does nothing when the session moved on meanwhile. */
export async function scoreClosedQuestion(sessionId: string, index: number): Promise<ScoringSummary | null> {
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
  if (!session || session.state !== 'leaderboard' || session.question_index !== index || !question || !session.question) {
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
  // One write, only if nothing changed the session since it was read above (a reset, say):
  // the precondition makes it fail instead of overwriting.
  try {
    await sessionSnap.ref.update(
      {
        leaderboard,
        leaderboard_index: index,
        player_count: players.length,
        answered_count: answers.size,
        updated_at: FieldValue.serverTimestamp(),
      },
      { lastUpdateTime: sessionSnap.updateTime! },
    );
  } catch (error) {
    if ((error as { code?: number }).code === FAILED_PRECONDITION) return null;
    throw error;
  }
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
  const index = await flipToLeaderboard(sessionId);
  if (index === null) return { closed: false, scoring: null };
  return { closed: true, scoring: await scoreClosedQuestion(sessionId, index) };
}
