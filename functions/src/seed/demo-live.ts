// A finished live game for `npm start` (issue 10 item 19): the demo teacher hosted the Newton
// template quiz in Physics 101 and the demo students played it to the end, so the host's
// history and report have a game on the first visit. It goes through the live services, the
// production path: create the session, players join with the code, each question opens,
// players answer (the one client write, done here with the admin SDK in the client's exact
// shape), the host closes and moves on, and the last `next` completes the game (whatever the
// close and complete paths write, the report included, is written as in a real game).
//
// Idempotent: a finished game of that quiz in that class is kept; one left unfinished by an
// interrupted seed is ended.
import { FieldValue } from 'firebase-admin/firestore';
import type { DecodedIdToken } from 'firebase-admin/auth';
import type { Caller } from '../lib/auth-context';
import { adminAuth } from '../lib/admin';
import type { LiveQuestion } from '../domain/live-session';
import {
  closeSessionQuestion, createLiveSession, endSession, joinLiveSession, nextQuestion, startSession,
} from '../services/live';
import { answersCol, getQuizSnapshot, getSession, sessionsCol } from '../services/live-repo';

/** The players and how they fare: which questions (by index) each gets wrong or leaves unanswered. */
export const DEMO_LIVE_PLAYERS = [
  { email: 'student@sparks.test', nickname: 'Layla', wrong: [], missed: [] },
  { email: 'sara@sparks.test', nickname: 'Sara', wrong: [3], missed: [] },
  { email: 'yousef@sparks.test', nickname: 'Yousef', wrong: [0, 4], missed: [] },
  { email: 'mona@sparks.test', nickname: 'Mona', wrong: [1], missed: [2] },
] as const;

/** The answer a player sends: the key, or a plausible wrong one. */
function answerFor(question: LiveQuestion, correct: boolean): string | boolean {
  const key = question.correct_answer as unknown;
  switch (question.type) {
    case 'true_false': {
      const truth = key === true || key === 'true';
      return correct ? truth : !truth;
    }
    case 'multiple_choice': {
      const right = Array.isArray(key) ? String(key[0]) : String(key);
      return correct ? right : (question.options.find((option) => option !== right) ?? right);
    }
    default: {
      const accepted = Array.isArray(key) ? key.map(String) : [String(key)];
      return correct ? (accepted[0] ?? '') : 'not sure';
    }
  }
}

export async function seedDemoLiveGame(teacher: { uid: string; email: string }, classId: string, quizId: string): Promise<string> {
  const earlier = await sessionsCol().where('host_uid', '==', teacher.uid).where('quiz_id', '==', quizId).get();
  const mine = earlier.docs.filter((doc) => doc.get('class_id') === classId);
  const finished = mine.find((doc) => doc.get('state') === 'complete');
  if (finished) return finished.id;
  if (mine[0]) {
    await endSession(mine[0].id, teacher.uid);
    return mine[0].id;
  }

  const host: Caller = { uid: teacher.uid, email: teacher.email, userType: 'teacher', verified: true, token: {} as DecodedIdToken };
  const { sessionId, code } = await createLiveSession(host, { quizId, classId, speedScoring: true });
  const players = await Promise.all(
    DEMO_LIVE_PLAYERS.map(async (player) => ({ ...player, uid: (await adminAuth.getUserByEmail(player.email)).uid })),
  );
  for (const player of players) await joinLiveSession(player.uid, { code, nickname: player.nickname }, '127.0.0.1');

  const questions = await getQuizSnapshot(sessionId);
  await startSession(sessionId, teacher.uid);
  for (const [index, question] of questions.entries()) {
    const batch = answersCol(sessionId).firestore.batch();
    for (const player of players) {
      if ((player.missed as readonly number[]).includes(index)) continue;
      batch.create(answersCol(sessionId).doc(`${index}_${player.uid}`), {
        uid: player.uid,
        question_index: index,
        answer: answerFor(question, !(player.wrong as readonly number[]).includes(index)),
        received_at: FieldValue.serverTimestamp(),
      });
    }
    await batch.commit();
    await closeSessionQuestion(sessionId, teacher.uid);
    // After the last question `next` completes the game with its podium.
    await nextQuestion(sessionId, teacher.uid);
  }
  if ((await getSession(sessionId)).state !== 'complete') await endSession(sessionId, teacher.uid);
  return sessionId;
}
