// The lesson viewer's curriculum arithmetic (spec 001 "Lesson viewer"): previous and next come
// from the active lesson's place in the flattened list of lessons, chapter progress is the
// share of its lessons completed. Pure, so it unit-tests without a DOM.

export interface OutlineLesson {
  id: string;
  completed: boolean;
  locked: boolean;
}

export interface OutlineChapter<L extends OutlineLesson = OutlineLesson> {
  id: string;
  progress: number;
  lessons: L[];
}

/** Every lesson in course order, with the chapter it sits in. */
export function flattenLessons<L extends OutlineLesson>(chapters: readonly OutlineChapter<L>[]): (L & { chapterId: string })[] {
  return chapters.flatMap((chapter) => chapter.lessons.map((lesson) => ({ ...lesson, chapterId: chapter.id })));
}

export interface Neighbours {
  prevId: string | null;
  nextId: string | null;
  /** 1-based place of the lesson, 0 when it is not in the outline. */
  position: number;
  total: number;
}

export function neighboursOf(chapters: readonly OutlineChapter[], lessonId: string): Neighbours {
  const flat = flattenLessons(chapters);
  const index = flat.findIndex((lesson) => lesson.id === lessonId);
  if (index === -1) return { prevId: null, nextId: null, position: 0, total: flat.length };
  return {
    prevId: flat[index - 1]?.id ?? null,
    nextId: flat[index + 1]?.id ?? null,
    position: index + 1,
    total: flat.length,
  };
}

/** The chapter that holds a lesson (its id), or null. */
export function chapterOf(chapters: readonly OutlineChapter[], lessonId: string): string | null {
  return chapters.find((chapter) => chapter.lessons.some((lesson) => lesson.id === lessonId))?.id ?? null;
}

/** Completed lessons over lessons, rounded down; 100 only when all are done (as the server does). */
export function percentDone(completed: number, total: number): number {
  if (total <= 0) return 0;
  if (completed >= total) return 100;
  return Math.max(0, Math.floor((completed / total) * 100));
}

/** A chapter's progress from its lessons. */
export function chapterProgress(chapter: Pick<OutlineChapter, 'lessons'>): number {
  return percentDone(chapter.lessons.filter((lesson) => lesson.completed).length, chapter.lessons.length);
}

/**
 * The outline after the server said a lesson is completed: the lesson is marked and its
 * chapter's progress recomputed. Unchanged (the same array) when there is nothing to mark.
 */
export function markCompleted<C extends OutlineChapter>(chapters: readonly C[], lessonId: string): readonly C[] {
  const index = chapters.findIndex((chapter) => chapter.lessons.some((lesson) => lesson.id === lessonId && !lesson.completed));
  if (index === -1) return chapters;
  return chapters.map((chapter, i) => {
    if (i !== index) return chapter;
    const lessons = chapter.lessons.map((lesson) => (lesson.id === lessonId ? { ...lesson, completed: true } : lesson));
    return { ...chapter, lessons, progress: chapterProgress({ lessons }) };
  });
}

/** The first lesson not yet completed and open to the caller, else the first open one. */
export function resumeLessonId(chapters: readonly OutlineChapter[]): string | null {
  const open = flattenLessons(chapters).filter((lesson) => !lesson.locked);
  return (open.find((lesson) => !lesson.completed) ?? open[0])?.id ?? null;
}
