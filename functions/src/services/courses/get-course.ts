// GET /instructor/courses/{id} (the course with its chapters and lessons) and
// GET /instructor/courses/{id}/status (its status and the moves open to the caller).
import { allowedMoves } from '../../domain/course-status';
import type { Caller } from '../../lib/auth-context';
import type { CourseDetail, CourseStatusInfo } from '../../shared/schemas/course';
import { checkCourseAccess, courseRef, readOutline, toCourse, toCourseDetail } from './repo';

export async function getCourse(who: Caller, courseId: string): Promise<CourseDetail> {
  const ref = courseRef(courseId);
  const snap = await ref.get();
  const data = snap.data();
  checkCourseAccess(who, data, 'read');
  const outline = await readOutline(ref);
  return toCourseDetail(toCourse(snap.id, data), outline.chapters, outline.lessons);
}

export async function getCourseStatus(who: Caller, courseId: string): Promise<CourseStatusInfo> {
  const snap = await courseRef(courseId).get();
  const data = snap.data();
  checkCourseAccess(who, data, 'read');
  const course = toCourse(snap.id, data);
  const allowed = new Set(course.owner_uid === who.uid ? allowedMoves('owner', course.status) : []);
  if (who.userType === 'administrator') for (const status of allowedMoves('administrator', course.status)) allowed.add(status);
  return {
    id: course.id,
    status: course.status,
    status_updated_at: course.status_updated_at,
    reject_reason: course.reject_reason,
    allowed: [...allowed],
  };
}
