// POST /instructor/courses: a new Draft course owned by the caller.
import { Timestamp } from 'firebase-admin/firestore';
import type { Caller } from '../../lib/auth-context';
import type { Course, CreateCourseInput } from '../../shared/schemas/course';
import { coursesCol, requireAuthor, toCourse } from './repo';

export async function createCourse(who: Caller, input: CreateCourseInput): Promise<Course> {
  requireAuthor(who);
  const ref = coursesCol().doc();
  const now = Timestamp.now();
  const { enterprise: _enterprise, ...fields } = input;
  const doc = {
    ...fields,
    thumbnail: null,
    status: 'Draft',
    status_updated_at: now,
    reject_reason: null,
    owner_uid: who.uid,
    // Training centres come in issue 12; until then every course is a teacher's own.
    enterprise: null,
    chapter_count: 0,
    lesson_count: 0,
    enrollment_count: 0,
    rating: 0,
    review_count: 0,
    bestseller: false,
    created_at: now,
    updated_at: now,
  };
  await ref.create(doc);
  return toCourse(ref.id, doc);
}
