// GET /training-centre/overview (docs/centres.md, "The area"): totals from count()/sum()
// aggregations, the weekly series from the bounded enrolment and order reads.
import { AggregateField } from 'firebase-admin/firestore';
import { weeklySeries } from '../../domain/centre-figures';
import { toMillis } from '../../domain/time';
import { COURSE_STATUSES } from '../../shared/constants';
import { emptyCoursesByStatus, type CentreOverview } from '../../shared/schemas/centre-area';
import { getSparkBalance } from '../sparks';
import { centreTeachersCol } from './membership';
import {
  CENTRE_AREA_CAPS, centreEnrollments, countOf, coursesOf, enrollmentsOf, num, ordersOf,
} from './scope';
import { centreStudentIds } from './students';

export async function getCentreOverview(centre: string, nowMs = Date.now()): Promise<CentreOverview> {
  const byStatus = emptyCoursesByStatus();
  const [teachers, [rows, students], statusCounts, enrollments, completions, spentSnap, balance, orders] = await Promise.all([
    countOf(centreTeachersCol().where('enterprise_id', '==', centre)),
    // The enrolments are read once: for the series and, with the classes' students, the student count.
    centreEnrollments(centre).then(async (read) => [read, (await centreStudentIds(centre, read)).size] as const),
    Promise.all(COURSE_STATUSES.map((status) => countOf(coursesOf(centre).where('status', '==', status)))),
    countOf(enrollmentsOf(centre)),
    // An enrolment is completed once every Published lesson is done (progress 100).
    countOf(enrollmentsOf(centre).where('progress', '==', 100)),
    ordersOf(centre).aggregate({ spent: AggregateField.sum('charged') }).get(),
    getSparkBalance(centre),
    ordersOf(centre).select('charged', 'created_at').limit(CENTRE_AREA_CAPS.orders).get(),
  ]);
  COURSE_STATUSES.forEach((status, i) => {
    byStatus[status] = statusCounts[i] ?? 0;
  });
  return {
    teachers,
    students,
    courses_by_status: byStatus,
    enrollments,
    completions,
    sparks_spent: num(spentSnap.data().spent),
    balance,
    series: weeklySeries(nowMs, {
      enrolledMs: rows.map((r) => r.enrolled_ms),
      completedMs: rows.map((r) => r.completed_ms),
      spent: orders.docs.map((d) => ({ ms: toMillis(d.get('created_at')) ?? null, amount: num(d.get('charged')) })),
    }),
  };
}
