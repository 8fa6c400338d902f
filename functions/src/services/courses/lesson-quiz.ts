// POST /courses/{courseId}/lessons/{lessonId}/quiz (docs/courses.md, "Lessons"): a quiz lesson
// scored here with the quizzes' scoring (domain/quiz-scoring.ts), never on the client; passed
// at 60% of the points, which completes the lesson. Keys never leave the server: the answer is
// the score only. Retries are allowed; the last attempt is kept, a completion stays.
import { Timestamp } from 'firebase-admin/firestore';
import { progressOf, quizPassed } from '../../domain/course-progress';
import { scoreSubmission, unansweredQuestions } from '../../domain/quiz-scoring';
import { db } from '../../lib/admin';
import type { Caller } from '../../lib/auth-context';
import { ApiError } from '../../lib/http';
import { formatErrorMessage } from '../../shared/errors';
import type { LessonQuizResult } from '../../shared/schemas/course-learning';
import { readQuestions } from '../quizzes';
import { enrollmentRef } from './enrollments';
import { completedOf, completionChanges, learnerContext, lessonStateRef, openableLesson } from './learn';

type Answers = { question_id: string; answer: string }[];

/** Every question answered once, none unknown (the challenges' codes and field paths). */
function answerMap(questionIds: readonly string[], answers: Answers): Record<string, string> {
  const known = new Set(questionIds);
  const unknown = answers.filter((a) => !known.has(a.question_id)).map((a) => a.question_id);
  if (unknown.length > 0) {
    throw new ApiError(
      'quiz/unknown-question',
      undefined,
      unknown.map((id) => ({ path: `answers.${id}`, code: 'quiz/unknown-question' as const, message: formatErrorMessage('quiz/unknown-question') })),
    );
  }
  const map = Object.fromEntries(answers.map((a) => [a.question_id, a.answer.trim()]));
  const missing = unansweredQuestions(questionIds.map((id) => ({ id })), map);
  if (missing.length > 0) {
    throw new ApiError(
      'quiz/answer-all',
      undefined,
      missing.map((id) => ({ path: `answers.${id}`, code: 'quiz/answer-all' as const, message: formatErrorMessage('quiz/answer-all') })),
    );
  }
  return map;
}

/**
 * Scores the answers; `score` is the percent of the quiz's points (one decimal). Callers who
 * may open the lesson but are not enrolled (preview, owners) get the score with nothing stored.
 */
export async function submitLessonQuiz(who: Caller, courseId: string, lessonId: string, body: { answers: Answers }): Promise<LessonQuizResult> {
  const ctx = await learnerContext(who, courseId);
  const lesson = openableLesson(ctx, lessonId);
  if (lesson.type !== 'quiz') throw new ApiError('course-learning/wrong-lesson-type', { type: 'quiz' });
  const questions = lesson.quiz_id ? await readQuestions(lesson.quiz_id) : [];
  if (questions.length === 0) throw new ApiError('course-learning/quiz-unavailable');
  const answers = answerMap(questions.map((q) => q.id), body.answers);
  const scored = scoreSubmission(questions, answers);
  const score = scored.percent;
  const passed = quizPassed(score);
  if (!ctx.enrollment || !ctx.hasAccess) return { score, passed, completed: false, progress: 0 };

  return db.runTransaction(async (tx) => {
    const fresh = await learnerContext(who, courseId, tx);
    if (!fresh.enrollment || !fresh.hasAccess) return { score, passed, completed: false, progress: 0 };
    const published = fresh.flat.map((l) => l.id);
    const already = completedOf(fresh.enrollment).includes(lessonId);
    const completes = passed && !already && published.includes(lessonId);
    const now = Timestamp.now();
    const { progress, changes } = completes
      ? completionChanges(fresh.enrollment, fresh.flat, [lessonId])
      : { progress: progressOf(completedOf(fresh.enrollment), published), changes: {} };
    tx.set(
      lessonStateRef(courseId, who.uid, lessonId),
      { quiz: { score, passed, answered_at: now }, ...(completes && { completed_at: now }) },
      { merge: true },
    );
    tx.update(enrollmentRef(courseId, who.uid), { ...changes, last_accessed: now });
    return { score, passed, completed: already || completes, progress };
  });
}
