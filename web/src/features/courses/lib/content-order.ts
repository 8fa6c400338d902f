// Reordering the Manage Content modal with up/down buttons: the new order of chapters and
// lessons as PATCH /instructor/courses/{id}/order takes it (every chapter and lesson once). Pure.
import type { ChapterDetail, CourseOrderInput } from '@shared/schemas/course';

type Outline = Pick<ChapterDetail, 'id'> & { lessons: readonly { id: string }[] };

export function orderOf(chapters: readonly Outline[]): CourseOrderInput {
  return { chapters: chapters.map((chapter) => ({ id: chapter.id, lessons: chapter.lessons.map((lesson) => lesson.id) })) };
}

function swap<T>(items: readonly T[], index: number, by: -1 | 1): T[] | null {
  const target = index + by;
  if (index < 0 || target < 0 || target >= items.length) return null;
  const next = [...items];
  [next[index], next[target]] = [next[target]!, next[index]!];
  return next;
}

/** The chapters with one moved up (-1) or down (+1); null when it cannot move. */
export function moveChapter<T extends Outline>(chapters: readonly T[], chapterId: string, by: -1 | 1): T[] | null {
  return swap(chapters, chapters.findIndex((chapter) => chapter.id === chapterId), by);
}

/** The chapters with one lesson moved up or down inside its chapter; null when it cannot move. */
export function moveLesson<T extends Outline>(chapters: readonly T[], lessonId: string, by: -1 | 1): T[] | null {
  for (const [index, chapter] of chapters.entries()) {
    const at = chapter.lessons.findIndex((lesson) => lesson.id === lessonId);
    if (at === -1) continue;
    const lessons = swap(chapter.lessons, at, by);
    if (!lessons) return null;
    const next = [...chapters];
    next[index] = { ...chapter, lessons };
    return next;
  }
  return null;
}
