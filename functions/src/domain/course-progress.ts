// A learner's progress through a course (docs/courses.md, "Enrolment and learning"): earned
// from completed lessons, never claimed. Pure: no Firebase, so it unit-tests in milliseconds.

export type EnrollmentStatus = 'Not Started' | 'In Progress' | 'Completed' | 'Expired';

/** A lesson counts towards progress only while it is Published. */
export interface OutlineLesson {
  id: string;
  chapter_id: string;
  order: number;
  status: string;
}

export interface OutlineChapter {
  id: string;
  order: number;
}

/** Passing a quiz lesson: at least 60% of its points. */
export const QUIZ_LESSON_PASS_PERCENT = 60;
/** A graded assignment completes its lesson from this grade on. */
export const ASSIGNMENT_PASS_GRADE = 50;
/** A video completes when this share of its duration was watched. */
export const VIDEO_COMPLETE_SHARE = 0.9;
/** Seconds of playback the first heartbeat of a video may claim (once per learner and lesson). */
export const FIRST_BEAT_GRACE_S = 3;

/**
 * Percent of the Published lessons completed, rounded down (so 100 only when all are done);
 * completed ids that are no longer Published lessons are ignored. No lessons: 0.
 */
export function progressOf(completed: readonly string[], published: readonly string[]): number {
  if (published.length === 0) return 0;
  const done = new Set(completed);
  const count = new Set(published.filter((id) => done.has(id))).size;
  return Math.min(100, Math.floor((count * 100) / new Set(published).size));
}

/** The status shown for an enrolment: Expired once access ended, else by progress. */
export function enrollmentStatus(enrollment: { access_until_ms: number; progress: number }, nowMs: number): EnrollmentStatus {
  if (enrollment.access_until_ms < nowMs) return 'Expired';
  if (enrollment.progress >= 100) return 'Completed';
  return enrollment.progress > 0 ? 'In Progress' : 'Not Started';
}

const byOrder = (a: { order: number; id: string }, b: { order: number; id: string }) => a.order - b.order || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/**
 * The Published lessons in reading order: chapters in order, each chapter's lessons in order.
 * Lessons of a chapter that no longer exists are left out.
 */
export function flattenLessons<L extends OutlineLesson>(chapters: readonly OutlineChapter[], lessons: readonly L[]): L[] {
  return [...chapters]
    .sort(byOrder)
    .flatMap((chapter) => lessons.filter((l) => l.chapter_id === chapter.id && l.status === 'Published').sort(byOrder));
}

/** The lessons before and after `lessonId` in the flattened order (null at either end or when absent). */
export function neighbours(flat: readonly { id: string }[], lessonId: string): { prev_id: string | null; next_id: string | null } {
  const index = flat.findIndex((l) => l.id === lessonId);
  if (index === -1) return { prev_id: null, next_id: null };
  return { prev_id: flat[index - 1]?.id ?? null, next_id: flat[index + 1]?.id ?? null };
}

/** The first lesson not yet completed (for Continue), null when all are done. */
export function nextLessonId(flat: readonly { id: string }[], completed: readonly string[]): string | null {
  const done = new Set(completed);
  return flat.find((l) => !done.has(l.id))?.id ?? null;
}

/** Adds a lesson to the completed list once. */
export function withCompleted(completed: readonly string[], lessonId: string): string[] {
  return completed.includes(lessonId) ? [...completed] : [...completed, lessonId];
}

export interface WatchState {
  /** Seconds credited so far. */
  watched: number;
  /** Where the previous heartbeat said playback was (seconds), null before the first. */
  position: number | null;
  /** When the previous heartbeat arrived (ms), null before the first. */
  beat_ms: number | null;
}

export interface Heartbeat {
  position: number;
  /** The video's duration in seconds (the largest one known). */
  duration: number;
  now_ms: number;
}

/**
 * One video heartbeat: the watched time grows by how far playback moved since the previous
 * heartbeat, but never by more than the wall-clock time between the two (a client cannot
 * claim an hour in one call; seeking forward or back credits nothing extra). The first
 * heartbeat starts the clock and credits at most FIRST_BEAT_GRACE_S of the playback it reports:
 * playing starts before that request arrives, and without the grace a short video could never
 * reach 90%. Complete at >= 90% of the duration.
 */
export function applyHeartbeat(state: WatchState, beat: Heartbeat): { watched: number; credited: number; complete: boolean } {
  let credited = 0;
  if (state.beat_ms === null) {
    credited = Math.min(Math.max(0, beat.position), FIRST_BEAT_GRACE_S);
  } else if (state.position !== null) {
    const elapsed = Math.max(0, (beat.now_ms - state.beat_ms) / 1000);
    const advanced = beat.position - state.position;
    credited = Math.max(0, Math.min(elapsed, advanced));
  }
  const watched = Math.min(beat.duration > 0 ? beat.duration : Infinity, state.watched + credited);
  const rounded = Math.round(watched * 1000) / 1000;
  return { watched: rounded, credited: rounded - state.watched, complete: beat.duration > 0 && rounded >= VIDEO_COMPLETE_SHARE * beat.duration };
}

/** Whether a quiz lesson's percent passes. */
export const quizPassed = (percent: number): boolean => percent >= QUIZ_LESSON_PASS_PERCENT;

/** Whether an assignment's grade completes its lesson. */
export const assignmentPassed = (grade: number | null): boolean => grade !== null && grade >= ASSIGNMENT_PASS_GRADE;

/**
 * Who may open a lesson's content: learners with access (enrolled, not expired), the owner and
 * administrators read every Published lesson (owners and administrators also drafts, to preview);
 * anyone signed in reads a preview lesson of a freemium course.
 */
export function lessonUnlocked(input: {
  staff: boolean;
  hasAccess: boolean;
  freemium: boolean;
  preview: boolean;
}): boolean {
  return input.staff || input.hasAccess || (input.freemium && input.preview);
}
