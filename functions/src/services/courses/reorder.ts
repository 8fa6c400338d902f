// PATCH /instructor/courses/{id}/order: chapters and lessons in their new order (a lesson may
// move to another chapter). The request names the whole outline, so a stale one is refused
// (409 course/order-mismatch) instead of half applied.
import { Timestamp } from 'firebase-admin/firestore';
import { orderMatches } from '../../domain/course-content';
import type { Caller } from '../../lib/auth-context';
import { ApiError } from '../../lib/http';
import type { CourseDetail, CourseOrderInput } from '../../shared/schemas/course';
import { chaptersCol, courseForUpdate, courseTransaction, lessonsCol, readOutline, toCourse, toCourseDetail } from './repo';

export async function reorderCourse(who: Caller, courseId: string, input: CourseOrderInput): Promise<CourseDetail> {
  return courseTransaction(courseId, async (tx) => {
    const course = await courseForUpdate(tx, who, courseId, 'edit');
    const outline = await readOutline(course.ref, tx);
    const stored = { chapters: outline.chapters.map((c) => c.id), lessons: outline.lessons.map((l) => l.id) };
    if (!orderMatches(stored, input.chapters)) throw new ApiError('course/order-mismatch');
    const chapterOrder = new Map(input.chapters.map((c, order) => [c.id, order]));
    const lessonPlace = new Map(input.chapters.flatMap((c) => c.lessons.map((id, order) => [id, { chapter_id: c.id, order }] as const)));
    // Only what moved is written.
    const chapters = outline.chapters.map((chapter) => {
      const order = chapterOrder.get(chapter.id)!;
      if (order !== chapter.order) tx.update(chaptersCol(course.ref).doc(chapter.id), { order });
      return { ...chapter, order };
    });
    const lessons = outline.lessons.map((lesson) => {
      const place = lessonPlace.get(lesson.id)!;
      if (place.order !== lesson.order || place.chapter_id !== lesson.chapter_id) tx.update(lessonsCol(course.ref).doc(lesson.id), place);
      return { ...lesson, ...place };
    });
    const updatedAt = Timestamp.now();
    tx.update(course.ref, { updated_at: updatedAt });
    return toCourseDetail(toCourse(courseId, { ...course.data, updated_at: updatedAt }), chapters, lessons);
  });
}
