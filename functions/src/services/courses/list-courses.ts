// GET /instructor/courses and /teacher-courses: the caller's own courses, newest change first.
// GET /admin/courses?status=: every course in one status (the review queue).
import { FieldPath } from 'firebase-admin/firestore';
import { COURSES } from '../../shared/constants';
import type { Caller } from '../../lib/auth-context';
import type { Course, CourseStatus } from '../../shared/schemas/course';
import { coursesCol, requireAuthor, toCourse } from './repo';

const newestFirst = (a: Course, b: Course) => (b.updated_at ?? '').localeCompare(a.updated_at ?? '') || a.id.localeCompare(b.id);

/** The caller's own courses and the enterprise courses assigned to them (docs/centres.md). */
export async function listOwnCourses(who: Caller): Promise<Course[]> {
  requireAuthor(who);
  // Sorted here rather than by the query, so no composite index is needed.
  const [own, assigned] = await Promise.all([
    coursesCol().where('owner_uid', '==', who.uid).limit(COURSES.listLimit).get(),
    coursesCol().where('teacher_uid', '==', who.uid).limit(COURSES.listLimit).get(),
  ]);
  const byId = new Map<string, Course>();
  for (const d of [...own.docs, ...assigned.docs]) byId.set(d.id, toCourse(d.id, d.data()));
  return [...byId.values()].sort(newestFirst).slice(0, COURSES.listLimit);
}

/** GET /enterprise-courses: a centre's courses, newest change first. */
export async function listCentreCourses(centreUid: string): Promise<Course[]> {
  const snap = await coursesCol().where('enterprise', '==', centreUid).limit(COURSES.listLimit).get();
  return snap.docs.map((d) => toCourse(d.id, d.data())).sort(newestFirst);
}

/**
 * Oldest status change first: the queue is worked from its front. Ordered by the query (index
 * courses: status, status_updated_at), so past the limit it is the newest that wait, not a
 * random part of the queue.
 */
export async function listCoursesByStatus(status: CourseStatus): Promise<Course[]> {
  const snap = await coursesCol().where('status', '==', status).orderBy('status_updated_at').orderBy(FieldPath.documentId()).limit(COURSES.listLimit).get();
  return snap.docs.map((d) => toCourse(d.id, d.data()));
}
