// The personal AI instructor's mistakes (docs/assessments.md, "Personal AI instructor"), from
// what happens elsewhere: challenge submissions (written at submit, again when graded) and
// finished live games. Pure mapping first (domain/huda/mistakes.ts): most writes (a grade that
// changes nothing wrong) touch no Firestore. Document ids are deterministic, so retries
// (retry: true) write the same mistakes again.
import { onDocumentCreated, onDocumentWritten } from 'firebase-functions/v2/firestore';
import { challengeMistakeIds, challengeMistakes, liveMistakes, liveReportUids, type LiveAnswer, type SourceQuestion } from './domain/huda/mistakes';
import { toMillis } from './domain/time';
import { db } from './lib/admin';
import { recordMistakes } from './services/huda/record-mistakes';
import { answersCol, getQuizSnapshot } from './services/live-repo';
import { readQuestions } from './services/quizzes';

const timeOf = (event: { time: string }) => {
  const ms = Date.parse(event.time);
  return Number.isFinite(ms) ? ms : Date.now();
};

export const hudaOnSubmissionWrite = onDocumentWritten(
  { document: 'classes/{classId}/challenges/{challengeId}/submissions/{uid}', retry: true },
  async (event) => {
    const { classId, challengeId, uid } = event.params;
    const before = event.data?.before.data();
    const after = event.data?.after.data();
    const { added, removed } = challengeMistakeIds(before, after);
    if (added.length === 0 && removed.length === 0) return;
    const quizId = typeof after?.quiz_id === 'string' ? after.quiz_id : null;
    const questions: SourceQuestion[] = added.length > 0 && quizId ? await readQuestions(quizId) : [];
    const changes = challengeMistakes({ classId, challengeId, uid }, before, after, questions);
    const at = toMillis(after?.submitted_at) ?? timeOf(event);
    await recordMistakes(changes.write, changes.remove.map((id) => ({ uid, id })), at);
  },
);

/** Few registered players: one query each; many: the whole answer set once. */
const PER_PLAYER_QUERIES = 30;
const USERS_PER_READ = 100;

export const hudaOnLiveReport = onDocumentCreated({ document: 'liveReports/{sessionId}', retry: true }, async (event) => {
  const { sessionId } = event.params;
  const report = event.data?.data();
  const uids = liveReportUids(report);
  if (uids.length === 0) return;
  // Guests play with anonymous accounts: only players with a users/{uid} document keep mistakes.
  const registered = new Set<string>();
  for (let i = 0; i < uids.length; i += USERS_PER_READ) {
    const snaps = await db.getAll(...uids.slice(i, i + USERS_PER_READ).map((uid) => db.collection('users').doc(uid)), { fieldMask: [] });
    for (const snap of snaps) if (snap.exists) registered.add(snap.id);
  }
  if (registered.size === 0) return;
  const answerSnaps =
    registered.size <= PER_PLAYER_QUERIES
      ? (await Promise.all([...registered].map((uid) => answersCol(sessionId).where('uid', '==', uid).get()))).flatMap((snap) => snap.docs)
      : (await answersCol(sessionId).get()).docs;
  const answers: LiveAnswer[] = answerSnaps.map((doc) => ({
    uid: String(doc.get('uid') ?? ''),
    question_index: Number(doc.get('question_index')),
    answer: doc.get('answer') as unknown,
  }));
  const questions = await getQuizSnapshot(sessionId);
  const mistakes = liveMistakes(sessionId, report, questions, answers, registered);
  await recordMistakes(mistakes, [], toMillis(report?.ended_at) ?? timeOf(event));
});
