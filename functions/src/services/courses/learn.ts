// The lesson viewer's view of a course (docs/courses.md, "Lessons"): who the caller is to the
// course (owner or administrator, learner with access, or neither), the Published lessons in
// reading order, and the locks. GET /courses/{courseId}/learn answers the sidebar; the other
// lesson services start from learnerContext, and record completions with completeLessons.
import { Timestamp, type DocumentData, type DocumentReference, type Transaction } from 'firebase-admin/firestore';
import {
  enrollmentStatus, flattenLessons, lessonUnlocked, progressOf, withCompleted,
} from '../../domain/course-progress';
import { toMillis } from '../../domain/time';
import type { Caller } from '../../lib/auth-context';
import { ApiError } from '../../lib/http';
import type { Chapter, Lesson } from '../../shared/schemas/course';
import type { CourseLearn } from '../../shared/schemas/course-learning';
import { assertCentreAccess } from '../centres/access';
import { enrollmentRef, toPurchasedCourse } from './enrollments';
import { courseRef, isAdmin, readOutline } from './repo';

export const lessonStateRef = (courseId: string, uid: string, lessonId: string) =>
  enrollmentRef(courseId, uid).collection('lessonState').doc(lessonId);

export interface LearnerContext {
  courseId: string;
  ref: DocumentReference;
  course: DocumentData;
  chapters: Chapter[];
  lessons: Lesson[];
  /** Published lessons in reading order. */
  flat: Lesson[];
  /** The caller owns the course or administers. */
  staff: boolean;
  /** The caller's enrolment document, if any (expired ones too). */
  enrollment: DocumentData | undefined;
  /** Enrolled and access not over. */
  hasAccess: boolean;
  now: number;
}

/**
 * Reads the course, its outline and the caller's enrolment (in `tx` when given). A course that
 * is not Published is 404 course-learning/not-found, except to its owner, administrators and
 * learners who enrolled before it was unpublished (they keep access).
 */
export async function learnerContext(who: Caller, courseId: string, tx?: Transaction): Promise<LearnerContext> {
  const ref = courseRef(courseId);
  const enrolRef = enrollmentRef(courseId, who.uid);
  const [courseSnap, enrolSnap, outline] = await Promise.all([
    tx ? tx.get(ref) : ref.get(),
    tx ? tx.get(enrolRef) : enrolRef.get(),
    readOutline(ref, tx),
  ]);
  const course = courseSnap.data();
  if (!course) throw new ApiError('course-learning/not-found');
  const now = Date.now();
  // The assigned teacher of an enterprise course previews it like its owner (docs/centres.md).
  const staff = course.owner_uid === who.uid || (typeof course.teacher_uid === 'string' && course.teacher_uid === who.uid) || isAdmin(who);
  const enrollment = enrolSnap.data();
  const hasAccess = !!enrollment && (toMillis(enrollment.access_until) ?? 0) >= now;
  if (course.status !== 'Published' && !staff && !enrollment) throw new ApiError('course-learning/not-found');
  if (!staff) await assertCentreAccess(tx, course.enterprise, who.uid);
  return {
    courseId, ref, course, ...outline, flat: flattenLessons(outline.chapters, outline.lessons), staff, enrollment, hasAccess, now,
  };
}

export const isUnlocked = (ctx: LearnerContext, lesson: Lesson): boolean =>
  lessonUnlocked({ staff: ctx.staff, hasAccess: ctx.hasAccess, freemium: ctx.course.freemium === true, preview: lesson.preview });

export const completedOf = (enrollment: DocumentData | undefined): string[] =>
  Array.isArray(enrollment?.completed_lessons) ? enrollment.completed_lessons.filter((id: unknown): id is string => typeof id === 'string') : [];

/**
 * A lesson the caller may open: Published (owners and administrators also preview drafts),
 * else 404 course/lesson-not-found; unlocked, else 403 course-learning/locked.
 */
export function openableLesson(ctx: LearnerContext, lessonId: string): Lesson {
  const lesson = ctx.lessons.find((l) => l.id === lessonId);
  const listed = lesson && (ctx.flat.some((l) => l.id === lessonId) || (ctx.staff && ctx.chapters.some((c) => c.id === lesson.chapter_id)));
  if (!lesson || !listed) throw new ApiError('course/lesson-not-found');
  if (!isUnlocked(ctx, lesson)) throw new ApiError('course-learning/locked');
  return lesson;
}

/** The caller's enrolment with access, for what only learners record (403 course-learning/not-enrolled). */
export function requireLearner(ctx: LearnerContext): DocumentData {
  if (!ctx.enrollment || !ctx.hasAccess) throw new ApiError('course-learning/not-enrolled');
  return ctx.enrollment;
}

/**
 * The enrolment fields that mark lessons completed, with the progress recomputed from the
 * Published lessons; completed_at is set the first time progress reaches 100 and never moved.
 * The caller writes `changes` (with its own fields) in the transaction that read `enrollment`.
 */
export function completionChanges(
  enrollment: DocumentData,
  flat: readonly { id: string }[],
  lessonIds: readonly string[],
): { progress: number; changes: Record<string, unknown> } {
  const before = completedOf(enrollment);
  const completed = lessonIds.reduce(withCompleted, before);
  const progress = progressOf(completed, flat.map((l) => l.id));
  const previous = typeof enrollment.progress === 'number' ? enrollment.progress : 0;
  if (completed.length === before.length && progress === previous) return { progress, changes: {} };
  const now = Timestamp.now();
  const statusOf = (value: number) => enrollmentStatus({ access_until_ms: Infinity, progress: value }, 0);
  return {
    progress,
    changes: {
      completed_lessons: completed,
      progress,
      ...(progress === 100 && !enrollment.completed_at && { completed_at: now }),
      ...(statusOf(previous) !== statusOf(progress) && { status_changed_at: now }),
    },
  };
}

/** GET /courses/{courseId}/learn: the viewer's sidebar, with per-chapter progress and locks. */
export async function getLearn(who: Caller, courseId: string): Promise<CourseLearn> {
  const ctx = await learnerContext(who, courseId);
  const completed = new Set(completedOf(ctx.enrollment));
  const chapters = [...ctx.chapters]
    .sort((a, b) => a.order - b.order || a.id.localeCompare(b.id))
    .map((chapter) => {
      const lessons = ctx.flat.filter((l) => l.chapter_id === chapter.id);
      return {
        id: chapter.id,
        title: chapter.title,
        progress: progressOf([...completed], lessons.map((l) => l.id)),
        lessons: lessons.map((l) => ({
          id: l.id, title: l.title, type: l.type, duration: l.duration, preview: l.preview, completed: completed.has(l.id), locked: !isUnlocked(ctx, l),
        })),
      };
    });
  return {
    course: { id: courseId, title: String(ctx.course.title ?? ''), certification: ctx.course.certification === true, freemium: ctx.course.freemium === true },
    chapters,
    enrollment: ctx.enrollment ? await toPurchasedCourse(courseId, ctx.course, ctx.enrollment, ctx.flat) : null,
    progress: progressOf([...completed], ctx.flat.map((l) => l.id)),
  };
}
