// GET /instructor/courses/{id} (the course with its chapters and lessons) and
// GET /instructor/courses/{id}/status (its status and the moves open to the caller).
import { allowedMoves } from '../../domain/course-status';
import type { CourseDetail, CourseStatusInfo } from '../../shared/schemas/course';
import { checkCourseAccess, courseRef, courseRoleOf, readOutline, toCourse, toCourseDetail, type CourseCaller } from './repo';

export async function getCourse(who: CourseCaller, courseId: string): Promise<CourseDetail> {
  const ref = courseRef(courseId);
  const snap = await ref.get();
  const data = snap.data();
  checkCourseAccess(who, data, 'read');
  const outline = await readOutline(ref);
  return toCourseDetail(toCourse(snap.id, data), outline.chapters, outline.lessons);
}

export async function getCourseStatus(who: CourseCaller, courseId: string): Promise<CourseStatusInfo> {
  const snap = await courseRef(courseId).get();
  const data = snap.data();
  checkCourseAccess(who, data, 'read');
  const course = toCourse(snap.id, data);
  const role = courseRoleOf(who, data);
  const allowed = new Set(role && role !== 'administrator' ? allowedMoves(role, course.status) : []);
  // A centre's Draft without a teacher cannot be assigned (change-status refuses it).
  if (role === 'centre' && !course.teacher_uid) allowed.delete('Assigned');
  if (who.userType === 'administrator' && who.centre === undefined) for (const status of allowedMoves('administrator', course.status)) allowed.add(status);
  return {
    id: course.id,
    status: course.status,
    status_updated_at: course.status_updated_at,
    reject_reason: course.reject_reason,
    allowed: [...allowed],
  };
}
