// GET /training-centre/analytics (docs/centres.md, "The area"): enrolments and completions per
// course (count() aggregations), and the quiz results of the centre's classes: challenge
// submissions, banded when graded. Submissions are read at most CENTRE_AREA_CAPS.submissions.
import { completionRate, scoreBandCounts, wholeMean } from '../../domain/centre-figures';
import { db } from '../../lib/admin';
import { SUBMISSION_STATUSES, type CourseStatus } from '../../shared/constants';
import type { CentreAnalytics, CentreClassFigures, CentreCourseFigures } from '../../shared/schemas/centre-area';
import { CENTRE_AREA_CAPS, centreClasses, centreCourses, chunks, countOf, enrollmentsOf, num, str } from './scope';

async function courseFigures(centre: string): Promise<CentreCourseFigures[]> {
  const courses = await centreCourses(centre);
  const counts = await Promise.all(
    courses.map((c) => Promise.all([
      countOf(enrollmentsOf(centre).where('course_id', '==', c.id)),
      countOf(enrollmentsOf(centre).where('course_id', '==', c.id).where('progress', '==', 100)),
    ])),
  );
  return courses
    .map((c, i) => {
      const [enrollments, completions] = counts[i] ?? [0, 0];
      return {
        course_id: c.id, title: c.title, status: c.status as CourseStatus, enrollments, completions, completion_rate: completionRate(enrollments, completions),
      };
    })
    .sort((a, b) => b.enrollments - a.enrollments || a.title.localeCompare(b.title) || a.course_id.localeCompare(b.course_id));
}

interface SubmissionRow {
  class_id: string;
  status: string;
  percent: number;
}

/** The challenge submissions of these classes (index submissions: class_id + status). */
async function classSubmissions(classIds: readonly string[]): Promise<SubmissionRow[]> {
  const queries = chunks(classIds).flatMap((chunk) =>
    SUBMISSION_STATUSES.map((status) =>
      db.collectionGroup('submissions').where('class_id', 'in', chunk).where('status', '==', status)
        .select('class_id', 'status', 'percent').limit(CENTRE_AREA_CAPS.submissions).get(),
    ),
  );
  const snaps = await Promise.all(queries);
  return snaps
    .flatMap((s) => s.docs)
    .slice(0, CENTRE_AREA_CAPS.submissions)
    .map((d) => ({ class_id: str(d.get('class_id')), status: str(d.get('status')), percent: num(d.get('percent')) }));
}

export async function getCentreAnalytics(centre: string): Promise<CentreAnalytics> {
  const [courses, classes] = await Promise.all([courseFigures(centre), centreClasses(centre)]);
  const submissions = await classSubmissions(classes.map((c) => c.id));
  const graded = submissions.filter((s) => s.status === 'graded');
  const classFigures = classes
    .map((c): CentreClassFigures => ({
      class_id: c.id,
      name: str(c.data.name),
      submissions: submissions.filter((s) => s.class_id === c.id).length,
      average_percent: wholeMean(graded.filter((s) => s.class_id === c.id).map((s) => s.percent)),
    }))
    .sort((a, b) => b.submissions - a.submissions || a.name.localeCompare(b.name) || a.class_id.localeCompare(b.class_id));
  return {
    courses,
    quiz_bands: scoreBandCounts(graded.map((s) => s.percent)),
    quiz_submissions: submissions.length,
    classes: classFigures,
  };
}
