// GET /instructor/courses/{courseId}/enrollments (docs/courses.md, "Enrolment and learning"):
// who is enrolled in a course, with their derived progress and status; owner and administrators.
import type { Caller } from '../../lib/auth-context';
import { toMillis } from '../../domain/time';
import { isoTime } from '../../domain/feed-posts';
import { COURSE_LEARNING } from '../../shared/constants';
import type { CourseEnrollmentRow } from '../../shared/schemas/course-learning';
import { derivedProgress, enrollmentsCol, publishedLessons, userNames } from './enrollments';
import { checkCourseAccess, courseRef } from './repo';

export async function listCourseEnrollments(who: Caller, courseId: string): Promise<CourseEnrollmentRow[]> {
  checkCourseAccess(who, (await courseRef(courseId).get()).data(), 'read');
  const [snap, flat] = await Promise.all([
    enrollmentsCol().where('course_id', '==', courseId).limit(COURSE_LEARNING.listLimit).get(),
    publishedLessons(courseId),
  ]);
  const enrollments = snap.docs.map((doc) => doc.data());
  const names = await userNames(enrollments.map((e) => String(e.uid ?? '')));
  return enrollments
    .sort((a, b) => (toMillis(b.enrolled_at) ?? 0) - (toMillis(a.enrolled_at) ?? 0))
    .map((e) => {
      const { progress, status } = derivedProgress(e, flat);
      const uid = String(e.uid ?? '');
      return {
        uid,
        name: names.get(uid) ?? 'User',
        enrolled_at: isoTime(e.enrolled_at) ?? new Date(0).toISOString(),
        progress,
        status,
        last_accessed: isoTime(e.last_accessed),
      };
    });
}
