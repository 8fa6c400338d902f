// Video heartbeats and the helpful vote (docs/courses.md, "Lessons"). Watched time is earned:
// each heartbeat credits at most the wall-clock time since the previous one
// (domain/course-progress.ts), and a video completes at 90% of its duration.
import { Timestamp } from 'firebase-admin/firestore';
import { applyHeartbeat, progressOf } from '../../domain/course-progress';
import { toMillis } from '../../domain/time';
import { db } from '../../lib/admin';
import type { Caller } from '../../lib/auth-context';
import { ApiError } from '../../lib/http';
import type { LessonProgressBody, LessonProgressResult } from '../../shared/schemas/course-learning';
import { enrollmentRef } from './enrollments';
import { completedOf, completionChanges, learnerContext, lessonStateRef, openableLesson, requireLearner } from './learn';

const num = (value: unknown): number | null => (typeof value === 'number' && Number.isFinite(value) ? value : null);

/**
 * POST /courses/{courseId}/lessons/{lessonId}/progress: a video heartbeat. Callers who may
 * watch but are not enrolled (preview lessons, owners) are answered without anything stored.
 */
export async function recordHeartbeat(who: Caller, courseId: string, lessonId: string, beat: LessonProgressBody): Promise<LessonProgressResult> {
  return db.runTransaction(async (tx) => {
    const ctx = await learnerContext(who, courseId, tx);
    const lesson = openableLesson(ctx, lessonId);
    if (lesson.type !== 'video') throw new ApiError('course-learning/wrong-lesson-type', { type: 'video' });
    const published = ctx.flat.map((l) => l.id);
    if (!ctx.enrollment || !ctx.hasAccess) return { completed: false, progress: 0 };
    const stateRef = lessonStateRef(courseId, who.uid, lessonId);
    const state = (await tx.get(stateRef)).data() ?? {};
    // The duration never shrinks: the largest one a player reported for this video.
    const duration = Math.max(num(state.duration) ?? 0, beat.duration);
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
        duration,
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
