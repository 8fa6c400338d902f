// Video heartbeats and the helpful vote (docs/courses.md, "Lessons"). Watched time is earned:
// each heartbeat credits at most the wall-clock time since the previous one
// (domain/course-progress.ts), and a video completes at 90% of its duration: the duration the
// MP4 states in its movie header when it has one, else the largest the player reported.
import { Timestamp } from 'firebase-admin/firestore';
import { applyHeartbeat, progressOf } from '../../domain/course-progress';
import type { RangeReader } from '../../domain/file-structure';
import { mp4DurationSeconds } from '../../domain/mp4-duration';
import { toMillis } from '../../domain/time';
import { db, storage } from '../../lib/admin';
import type { Caller } from '../../lib/auth-context';
import { ApiError } from '../../lib/http';
import type { LessonProgressBody, LessonProgressResult } from '../../shared/schemas/course-learning';
import { enrollmentRef } from './enrollments';
import { courseRef, filesCol, lessonsCol } from './repo';
import { completedOf, completionChanges, learnerContext, lessonStateRef, openableLesson, requireLearner } from './learn';

const num = (value: unknown): number | null => (typeof value === 'number' && Number.isFinite(value) ? value : null);

/** The lesson video's own duration in seconds, or 0 when its file does not state one. */
async function videoSeconds(courseId: string, lessonId: string): Promise<number> {
  const lesson = (await lessonsCol(courseRef(courseId)).doc(lessonId).get()).data();
  const fileId = lesson?.file?.id;
  if (typeof fileId !== 'string') return 0;
  const file = (await filesCol(courseRef(courseId)).doc(fileId).get()).data();
  if (!file || typeof file.path !== 'string' || typeof file.size !== 'number' || file.state !== 'ready') return 0;
  const object = storage.bucket().file(file.path);
  const read: RangeReader = async (offset, length) => (await object.download({ start: offset, end: offset + length - 1, validation: false }))[0];
  try {
    return (await mp4DurationSeconds(file.size, read)) ?? 0;
  } catch (error) {
    console.warn(`Reading the duration of ${file.path} failed`, (error as Error).message);
    return 0;
  }
}

/**
 * POST /courses/{courseId}/lessons/{lessonId}/progress: a video heartbeat. Callers who may
 * watch but are not enrolled (preview lessons, owners) are answered without anything stored.
 */
export async function recordHeartbeat(who: Caller, courseId: string, lessonId: string, beat: LessonProgressBody): Promise<LessonProgressResult> {
  // Read once per enrolled learner and lesson, outside the transaction (Storage reads), then kept.
  const [state, enrolled] = await Promise.all([lessonStateRef(courseId, who.uid, lessonId).get(), enrollmentRef(courseId, who.uid).get()]);
  const stated = num(state.get('video_seconds')) ?? (enrolled.exists ? await videoSeconds(courseId, lessonId) : 0);
  return db.runTransaction(async (tx) => {
    const ctx = await learnerContext(who, courseId, tx);
    const lesson = openableLesson(ctx, lessonId);
    if (lesson.type !== 'video') throw new ApiError('course-learning/wrong-lesson-type', { type: 'video' });
    const published = ctx.flat.map((l) => l.id);
    if (!ctx.enrollment || !ctx.hasAccess) return { completed: false, progress: 0 };
    const stateRef = lessonStateRef(courseId, who.uid, lessonId);
    const state = (await tx.get(stateRef)).data() ?? {};
    // The file's own duration; without one, the largest a player reported (it never shrinks).
    const reported = Math.max(num(state.duration) ?? 0, beat.duration);
    const duration = stated > 0 ? stated : reported;
    const now = ctx.now;
    const result = applyHeartbeat(
      { watched: num(state.watched_seconds) ?? 0, position: num(state.beat_position), beat_ms: toMillis(state.beat_at) ?? null },
      { position: beat.position, duration, now_ms: now },
    );
    const already = completedOf(ctx.enrollment).includes(lessonId);
    const completes = result.complete && !already && published.includes(lessonId);
    tx.set(
      stateRef,
      {
        position: beat.position,
        beat_position: beat.position,
        beat_at: Timestamp.fromMillis(now),
        watched_seconds: result.watched,
        duration: reported,
        video_seconds: stated,
        ...(completes && { completed_at: Timestamp.fromMillis(now) }),
      },
      { merge: true },
    );
    const { progress, changes } = completes
      ? completionChanges(ctx.enrollment, ctx.flat, [lessonId])
      : { progress: progressOf(completedOf(ctx.enrollment), published), changes: {} };
    tx.update(enrollmentRef(courseId, who.uid), { ...changes, last_accessed: Timestamp.fromMillis(now) });
    return { completed: already || completes, progress };
  });
}

/** PUT /courses/{courseId}/lessons/{lessonId}/helpful: the learner's yes/no, changeable. */
export async function setHelpful(who: Caller, courseId: string, lessonId: string, helpful: boolean): Promise<{ helpful: boolean }> {
  const ctx = await learnerContext(who, courseId);
  openableLesson(ctx, lessonId);
  requireLearner(ctx);
  await lessonStateRef(courseId, who.uid, lessonId).set({ helpful }, { merge: true });
  return { helpful };
}
