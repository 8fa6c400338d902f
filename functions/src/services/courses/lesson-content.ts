// GET /courses/{courseId}/lessons/{lessonId} (docs/courses.md, "Lessons"): one lesson for the
// viewer. File URLs (token URLs) only reach callers the lesson is unlocked for; quiz questions
// go without their keys. Opening records last_accessed, and opening a document lesson
// completes it (progress recomputed in the same transaction).
import { Timestamp } from 'firebase-admin/firestore';
import { neighbours } from '../../domain/course-progress';
import { db } from '../../lib/admin';
import type { Caller } from '../../lib/auth-context';
import type { Lesson } from '../../shared/schemas/course';
import type { LessonContent, LessonQuizQuestion } from '../../shared/schemas/course-learning';
import { quizRef, readQuestions } from '../quizzes';
import { enrollmentRef } from './enrollments';
import { completedOf, completionChanges, learnerContext, lessonStateRef, openableLesson } from './learn';
import { noteRef } from './notes';
import { readSubmission } from './submissions';

/** The quiz of a quiz lesson without keys, or null when the lesson has none (or it is gone). */
export async function lessonQuiz(lesson: Lesson): Promise<{ id: string; title: string; questions: LessonQuizQuestion[] } | null> {
  if (!lesson.quiz_id) return null;
  const quiz = await quizRef(lesson.quiz_id).get();
  if (!quiz.exists) return null;
  const questions = await readQuestions(lesson.quiz_id);
  return {
    id: quiz.id,
    title: String(quiz.get('title') ?? ''),
    questions: questions.map((q) => ({ id: q.id, type: q.type, text: q.text, options: q.options, image_url: q.image?.url ?? null })),
  };
}

export async function getLessonContent(who: Caller, courseId: string, lessonId: string): Promise<LessonContent> {
  const ctx = await learnerContext(who, courseId);
  const lesson = openableLesson(ctx, lessonId);
  const learner = ctx.enrollment && ctx.hasAccess;

  // last_accessed always; a document completes on opening (learners with access only).
  let completed = completedOf(ctx.enrollment).includes(lessonId);
  if (learner) {
    completed = await db.runTransaction(async (tx) => {
      const fresh = await learnerContext(who, courseId, tx);
      if (!fresh.enrollment || !fresh.hasAccess) return false;
      const before = completedOf(fresh.enrollment).includes(lessonId);
      const done = !before && lesson.type === 'document' && fresh.flat.some((l) => l.id === lessonId);
      const now = Timestamp.now();
      const { changes } = done ? completionChanges(fresh.enrollment, fresh.flat, [lessonId]) : { changes: {} };
      tx.set(lessonStateRef(courseId, who.uid, lessonId), { opened_at: now, ...(done && { completed_at: now }) }, { merge: true });
      tx.update(enrollmentRef(courseId, who.uid), { ...changes, last_accessed: now });
      return before || done;
    });
  }

  const [state, note, quiz, submission] = await Promise.all([
    ctx.enrollment ? lessonStateRef(courseId, who.uid, lessonId).get() : null,
    noteRef(courseId, who.uid, lessonId).get(),
    lesson.type === 'quiz' ? lessonQuiz(lesson) : null,
    lesson.type === 'assignment' ? readSubmission(courseId, who.uid, lessonId) : null,
  ]);
  const stateData = state?.data() ?? {};
  const last = stateData.quiz && typeof stateData.quiz.score === 'number' ? { score: stateData.quiz.score, passed: stateData.quiz.passed === true } : null;
  return {
    id: lesson.id,
    chapter_id: lesson.chapter_id,
    title: lesson.title,
    type: lesson.type,
    duration: lesson.duration,
    preview: lesson.preview,
    completed,
    video: lesson.type === 'video' && lesson.file ? { url: lesson.file.url, position: typeof stateData.position === 'number' ? stateData.position : 0 } : null,
    document: lesson.type === 'document' && lesson.file ? { url: lesson.file.url } : null,
    quiz: lesson.type === 'quiz' && quiz ? { ...quiz, last } : null,
    assignment: lesson.type === 'assignment' ? { instructions: lesson.instructions ?? '', submission } : null,
    notes: typeof note.get('text') === 'string' ? (note.get('text') as string) : '',
    helpful: typeof stateData.helpful === 'boolean' ? stateData.helpful : null,
    ...neighbours(ctx.flat, lessonId),
  };
}
