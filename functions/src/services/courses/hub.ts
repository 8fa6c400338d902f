// GET /courses/hub (docs/courses.md, "Enrolment and learning"): the /courses hub's live counts.
import type { Caller } from '../../lib/auth-context';
import type { CoursesHub } from '../../shared/schemas/course-learning';
import { enrollmentCounts } from './enrollments';
import { coursesCol, mayAuthor } from './repo';

export async function coursesHub(who: Caller): Promise<CoursesHub> {
  const [authored, assigned, published, mine] = await Promise.all([
    mayAuthor(who) ? coursesCol().where('owner_uid', '==', who.uid).count().get() : null,
    // Enterprise courses assigned to the teacher are in their instructor list too (docs/centres.md).
    mayAuthor(who) ? coursesCol().where('teacher_uid', '==', who.uid).count().get() : null,
    coursesCol().where('status', '==', 'Published').count().get(),
    enrollmentCounts(who.uid),
  ]);
  return {
    instructor: (authored?.data().count ?? 0) + (assigned?.data().count ?? 0),
    marketplace: published.data().count,
    certificates: mine.certificates,
    learning: mine.learning,
    in_progress: mine.in_progress,
    completed: mine.completed,
    expired: mine.expired,
  };
}
