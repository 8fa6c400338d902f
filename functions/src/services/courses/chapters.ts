// Chapters of a course: POST /instructor/courses/{id}/chapters, PUT and DELETE
// /instructor/chapters/{id}. chapter_count and lesson_count change in the same transaction.
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import type { Caller } from '../../lib/auth-context';
import { ApiError } from '../../lib/http';
import { COURSES } from '../../shared/constants';
import type { Chapter, ChapterBody } from '../../shared/schemas/course';
import { chaptersCol, courseForUpdate, courseTransaction, lessonsCol, parentCourseOf, requireAuthor, toChapter } from './repo';

export async function addChapter(who: Caller, courseId: string, input: ChapterBody): Promise<Chapter> {
  return courseTransaction(courseId, async (tx) => {
    const course = await courseForUpdate(tx, who, courseId, 'edit');
    const existing = await tx.get(chaptersCol(course.ref));
    if (existing.size >= COURSES.maxChapters) throw new ApiError('course/too-many-chapters', { max: COURSES.maxChapters });
    const order = existing.docs.reduce((max, d) => Math.max(max, Number(d.get('order')) + 1 || 0), 0);
    const ref = chaptersCol(course.ref).doc();
    const doc = { chapter_id: ref.id, course_id: courseId, title: input.title, order, created_at: Timestamp.now() };
    tx.create(ref, doc);
    tx.update(course.ref, { chapter_count: FieldValue.increment(1), updated_at: Timestamp.now() });
    return toChapter(ref.id, doc);
  });
}

/** The course of a chapter, for routes that name only the chapter (404 when there is none). */
async function chapterCourse(who: Caller, chapterId: string) {
  requireAuthor(who);
  const course = await parentCourseOf('chapters', chapterId);
  if (!course) throw new ApiError('course/chapter-not-found');
  return course.id;
}

export async function renameChapter(who: Caller, chapterId: string, input: ChapterBody): Promise<Chapter> {
  const courseId = await chapterCourse(who, chapterId);
  return courseTransaction(courseId, async (tx) => {
    const course = await courseForUpdate(tx, who, courseId, 'edit');
    const ref = chaptersCol(course.ref).doc(chapterId);
    const snap = await tx.get(ref);
    if (!snap.exists) throw new ApiError('course/chapter-not-found');
    tx.update(ref, { title: input.title });
    tx.update(course.ref, { updated_at: Timestamp.now() });
    return toChapter(chapterId, { ...snap.data(), title: input.title });
  });
}

/** Deletes the chapter with its lessons. */
export async function deleteChapter(who: Caller, chapterId: string): Promise<{ id: string }> {
  const courseId = await chapterCourse(who, chapterId);
  return courseTransaction(courseId, async (tx) => {
    const course = await courseForUpdate(tx, who, courseId, 'edit');
    const ref = chaptersCol(course.ref).doc(chapterId);
    const [snap, lessons] = await Promise.all([tx.get(ref), tx.get(lessonsCol(course.ref).where('chapter_id', '==', chapterId))]);
    if (!snap.exists) throw new ApiError('course/chapter-not-found');
    tx.delete(ref);
    for (const lesson of lessons.docs) tx.delete(lesson.ref);
    tx.update(course.ref, {
      chapter_count: FieldValue.increment(-1),
      lesson_count: FieldValue.increment(-lessons.size),
      updated_at: Timestamp.now(),
    });
    return { id: chapterId };
  });
}
