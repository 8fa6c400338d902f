// Courses for the learner-side API tests, written with the admin SDK in the stored shape
// (docs/courses.md, "Firestore layout"): a course with one chapter and its lessons.
import { randomUUID } from 'node:crypto';
import { Timestamp } from 'firebase-admin/firestore';
import type { Course, Lesson } from '@shared/schemas/course';
import { adminDb } from './admin';

export interface SeededCourse {
  id: string;
  chapterId: string;
  /** Lesson ids in reading order (Published and Draft as given). */
  lessonIds: string[];
}

type LessonSeed = Partial<Pick<Lesson, 'type' | 'status' | 'preview' | 'title'>>;

/** A Published course (unless `fields.status` says otherwise) of `ownerUid`, with one chapter. */
export async function createCourseDirect(
  ownerUid: string,
  fields: Partial<Omit<Course, 'id' | 'created_at' | 'updated_at' | 'status_updated_at'>> = {},
  lessons: LessonSeed[] = [{ type: 'video' }, { type: 'document' }],
): Promise<SeededCourse> {
  const ref = adminDb.collection('courses').doc();
  const now = Timestamp.now();
  const batch = adminDb.batch();
  batch.set(ref, {
    title: `Course ${randomUUID().slice(0, 8)}`, description: 'About the course', category: 'programming', level: 'beginner',
    thumbnail: null, price: 0, language: 'en', duration: 3, prerequisites: ['Curiosity'], learning_objectives: ['Learn'],
    target_audience: 'Everyone', certification: true, freemium: false, faq: [{ question: 'Q?', answer: 'A.' }],
    status: 'Published', status_updated_at: now, reject_reason: null, owner_uid: ownerUid, enterprise: null,
    chapter_count: 1, lesson_count: lessons.length, enrollment_count: 0, rating: 0, review_count: 0, bestseller: false,
    created_at: now, updated_at: now,
    ...fields,
  });
  const chapter = ref.collection('chapters').doc();
  batch.set(chapter, { chapter_id: chapter.id, course_id: ref.id, title: 'Chapter one', order: 0, created_at: now });
  const lessonIds = lessons.map((seed, order) => {
    const lesson = ref.collection('lessons').doc();
    batch.set(lesson, {
      lesson_id: lesson.id, course_id: ref.id, chapter_id: chapter.id, type: seed.type ?? 'video', title: seed.title ?? `Lesson ${order + 1}`,
      duration: 10, status: seed.status ?? 'Published', order, preview: seed.preview ?? false, quiz_id: null, instructions: null, file: null,
      created_at: now,
    });
    return lesson.id;
  });
  await batch.commit();
  return { id: ref.id, chapterId: chapter.id, lessonIds };
}

/** A fresh order id for a purchase. */
export const orderId = () => randomUUID();

/** Marks lessons completed on an enrolment (as the lesson viewer's services would). */
export async function completeLessonsDirect(courseId: string, uid: string, lessonIds: string[]): Promise<void> {
  await adminDb.doc(`enrollments/${courseId}_${uid}`).update({ completed_lessons: lessonIds });
}

/** Moves an enrolment's end of access (e.g. into the past, to expire it). */
export async function setAccessUntil(courseId: string, uid: string, when: Date): Promise<void> {
  await adminDb.doc(`enrollments/${courseId}_${uid}`).update({ access_until: Timestamp.fromDate(when) });
}
