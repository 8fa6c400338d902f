// Where live sessions live in Firestore (docs/live.md) and the reads every live service needs.
import type { DocumentData } from 'firebase-admin/firestore';
import { db } from '../lib/admin';
import { ApiError } from '../lib/http';
import type { LiveQuestion } from '../domain/live-session';
import type { LiveSessionDoc } from '../shared/schemas/live';
import { getClassAccess } from './class-access';

export const sessionsCol = () => db.collection('liveSessions');
export const sessionRef = (sessionId: string) => sessionsCol().doc(sessionId);
export const playersCol = (sessionId: string) => sessionRef(sessionId).collection('players');
export const playerRef = (sessionId: string, uid: string) => playersCol(sessionId).doc(uid);
export const answersCol = (sessionId: string) => sessionRef(sessionId).collection('answers');
export const nicknameRef = (sessionId: string, docId: string) => sessionRef(sessionId).collection('nicknames').doc(docId);
/** The quiz as it was when the session started, with the answer keys: server only. */
export const quizSnapshotRef = (sessionId: string) => sessionRef(sessionId).collection('server').doc('quiz');
/** The answer window the rules check answers against: {open, question_index, opened_at, closes_at, closed_at}. */
export const answerWindowRef = (sessionId: string) => sessionRef(sessionId).collection('server').doc('window');
/** Each closed question's figures for the host's report ({questions: {[index]: stats}}): server only. */
export const liveStatsRef = (sessionId: string) => sessionRef(sessionId).collection('server').doc('stats');
export const liveCodeRef = (code: string) => db.collection('liveCodes').doc(code);
/** liveReports/{sessionId}: a finished game's report, written once (services/live-report.ts). */
export const liveReportsCol = () => db.collection('liveReports');
export const liveReportRef = (sessionId: string) => liveReportsCol().doc(sessionId);

export const quizRef = (quizId: string) => db.collection('quizzes').doc(quizId);
export const quizQuestionsCol = (quizId: string) => quizRef(quizId).collection('questions');
/** The quiz's owner (quizzes/{quizId}.owner_uid). */
export const quizOwnerUid = (quiz: DocumentData): string | undefined =>
  typeof quiz.owner_uid === 'string' ? quiz.owner_uid : undefined;

export type SessionData = LiveSessionDoc;

export async function getSession(sessionId: string): Promise<SessionData> {
  const snap = await sessionRef(sessionId).get();
  if (!snap.exists) throw new ApiError('live/session-not-found');
  return snap.data() as SessionData;
}

/** The session's host, or (for a class session) any teacher of that class. */
export async function isSessionHost(session: Pick<SessionData, 'host_uid' | 'class_id'>, uid: string): Promise<boolean> {
  if (session.host_uid === uid) return true;
  if (!session.class_id) return false;
  try {
    return (await getClassAccess(session.class_id, uid)).isTeacher;
  } catch {
    return false; // the class is gone: only the host remains
  }
}

/** The session, when the caller may host it (404 live/session-not-found, 403 live/not-host). */
export async function getSessionAsHost(sessionId: string, uid: string): Promise<SessionData> {
  const session = await getSession(sessionId);
  if (!(await isSessionHost(session, uid))) throw new ApiError('live/not-host');
  return session;
}

export async function getQuizSnapshot(sessionId: string): Promise<LiveQuestion[]> {
  const snap = await quizSnapshotRef(sessionId).get();
  return ((snap.data()?.questions as LiveQuestion[] | undefined) ?? []).slice();
}

/** Runs `work` over `items` in slices of `size`, at most `parallel` slices at a time. */
export async function inSlices<T>(
  items: readonly T[],
  size: number,
  parallel: number,
  work: (slice: readonly T[]) => Promise<unknown>,
): Promise<void> {
  const slices: T[][] = [];
  for (let i = 0; i < items.length; i += size) slices.push(items.slice(i, i + size));
  for (let i = 0; i < slices.length; i += parallel) {
    await Promise.all(slices.slice(i, i + parallel).map(work));
  }
}
