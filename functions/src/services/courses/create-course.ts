// POST /instructor/courses: a new Draft course owned by the caller.
import { Timestamp, type DocumentData } from 'firebase-admin/firestore';
import type { Caller } from '../../lib/auth-context';
import type { Course, CreateCourseInput } from '../../shared/schemas/course';
import { coursesCol, requireAuthor, toCourse } from './repo';

/**
 * A new course document: the form's fields, no uploads and no counts yet, in `status` since
 * now. `owned` says who owns it (owner_uid, enterprise, and a centre's teacher and name).
 */
export function newCourseDoc(fields: object, status: string, owned: { owner_uid: string; enterprise: string | null } & DocumentData, now = Timestamp.now()) {
  return {
    ...fields,
    thumbnail: null,
    status,
    status_updated_at: now,
    reject_reason: null,
    ...owned,
    chapter_count: 0,
    lesson_count: 0,
    enrollment_count: 0,
    rating: 0,
    review_count: 0,
    bestseller: false,
    created_at: now,
    updated_at: now,
  };
}

export async function createCourse(who: Caller, input: CreateCourseInput): Promise<Course> {
  requireAuthor(who);
  const ref = coursesCol().doc();
  const { enterprise: _enterprise, ...fields } = input;
  // A teacher's own course; centres' courses are made by createEnterpriseCourse.
  const doc = newCourseDoc(fields, 'Draft', { owner_uid: who.uid, enterprise: null });
  await ref.create(doc);
  return toCourse(ref.id, doc);
}
