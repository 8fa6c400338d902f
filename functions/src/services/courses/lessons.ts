// Lessons: POST /instructor/chapters/{id}/lessons, PUT and DELETE /instructor/lessons/{id}.
// lesson_count changes in the same transaction; type-specific fields follow the type
// (domain/course-content.ts): a quiz the owner has, an uploaded file of the right kind.
import { FieldValue, Timestamp, type DocumentReference, type Transaction } from 'firebase-admin/firestore';
import { LESSON_FILE_KIND, lessonTypeFields } from '../../domain/course-content';
import type { Caller } from '../../lib/auth-context';
import { ApiError } from '../../lib/http';
import { COURSES } from '../../shared/constants';
import type { CourseFile, CreateLessonInput, Lesson, LessonType, UpdateLessonInput } from '../../shared/schemas/course';
import { quizRef } from '../quizzes';
import { readReadyFile } from './course-files';
import { chaptersCol, courseForUpdate, courseTransaction, lessonsCol, parentCourseOf, requireAuthor, toLesson } from './repo';

/** 404 course/quiz-not-found unless the quiz exists and is the caller's. */
async function checkQuiz(tx: Transaction, who: Caller, quizId: string): Promise<void> {
  const snap = await tx.get(quizRef(quizId));
  if (!snap.exists || snap.get('owner_uid') !== who.uid) throw new ApiError('course/quiz-not-found');
}

/** The file a lesson of `type` stores for `fileId` (null when the type takes none). */
async function lessonFile(tx: Transaction, course: DocumentReference, type: LessonType, fileId: string | null): Promise<CourseFile | null> {
  const kind = LESSON_FILE_KIND[type];
  if (!kind || fileId === null) return null;
  return readReadyFile(tx, course, fileId, kind);
}

async function parentOf(who: Caller, collection: 'chapters' | 'lessons', id: string) {
  requireAuthor(who);
  const course = await parentCourseOf(collection, id);
  if (!course) throw new ApiError(collection === 'chapters' ? 'course/chapter-not-found' : 'course/lesson-not-found');
  return course.id;
}

export async function addLesson(who: Caller, chapterId: string, input: CreateLessonInput): Promise<Lesson> {
  const courseId = await parentOf(who, 'chapters', chapterId);
  return courseTransaction(courseId, async (tx) => {
    const course = await courseForUpdate(tx, who, courseId, 'edit');
    const [chapter, siblings] = await Promise.all([
      tx.get(chaptersCol(course.ref).doc(chapterId)),
      tx.get(lessonsCol(course.ref).where('chapter_id', '==', chapterId)),
    ]);
    if (!chapter.exists) throw new ApiError('course/chapter-not-found');
    if (siblings.size >= COURSES.maxLessonsPerChapter) throw new ApiError('course/too-many-lessons', { max: COURSES.maxLessonsPerChapter });
    if (input.type === 'quiz' && input.quiz_id) await checkQuiz(tx, who, input.quiz_id);
    const file = await lessonFile(tx, course.ref, input.type, input.file_id);
    const order = siblings.docs.reduce((max, d) => Math.max(max, Number(d.get('order')) + 1 || 0), 0);
    const ref = lessonsCol(course.ref).doc();
    const { file_id: _fileId, ...fields } = input;
    const doc = {
      ...fields,
      ...lessonTypeFields(input.type, { quiz_id: input.quiz_id, instructions: input.instructions, file }),
      lesson_id: ref.id,
      course_id: courseId,
      chapter_id: chapterId,
      order,
      created_at: Timestamp.now(),
    };
    tx.create(ref, doc);
    tx.update(course.ref, { lesson_count: FieldValue.increment(1), updated_at: Timestamp.now() });
    return toLesson(ref.id, doc);
  });
}

export async function updateLesson(who: Caller, lessonId: string, input: UpdateLessonInput): Promise<Lesson> {
  const courseId = await parentOf(who, 'lessons', lessonId);
  return courseTransaction(courseId, async (tx) => {
    const course = await courseForUpdate(tx, who, courseId, 'edit');
    const ref = lessonsCol(course.ref).doc(lessonId);
    const snap = await tx.get(ref);
    if (!snap.exists) throw new ApiError('course/lesson-not-found');
    const stored = toLesson(lessonId, snap.data()!);
    const type = input.type ?? stored.type;
    const quizId = input.quiz_id !== undefined ? input.quiz_id : stored.quiz_id;
    if (type === 'quiz' && input.quiz_id) await checkQuiz(tx, who, input.quiz_id);
    // A new type keeps the stored file only if it is of the same kind.
    const file =
      input.file_id !== undefined
        ? await lessonFile(tx, course.ref, type, input.file_id)
        : LESSON_FILE_KIND[type] === LESSON_FILE_KIND[stored.type] ? stored.file : null;
    const { file_id: _fileId, ...fields } = input;
    const changes = {
      ...Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined)),
      ...lessonTypeFields(type, {
        quiz_id: quizId,
        instructions: input.instructions !== undefined ? input.instructions : stored.instructions,
        file,
      }),
    };
    tx.update(ref, changes);
    tx.update(course.ref, { updated_at: Timestamp.now() });
    return toLesson(lessonId, { ...snap.data(), ...changes });
  });
}

export async function deleteLesson(who: Caller, lessonId: string): Promise<{ id: string }> {
  const courseId = await parentOf(who, 'lessons', lessonId);
  return courseTransaction(courseId, async (tx) => {
    const course = await courseForUpdate(tx, who, courseId, 'edit');
    const ref = lessonsCol(course.ref).doc(lessonId);
    if (!(await tx.get(ref)).exists) throw new ApiError('course/lesson-not-found');
    tx.delete(ref);
    tx.update(course.ref, { lesson_count: FieldValue.increment(-1), updated_at: Timestamp.now() });
    return { id: lessonId };
  });
}
