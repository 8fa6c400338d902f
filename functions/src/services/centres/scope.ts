// What a centre's area reads (docs/centres.md, "The area"): the centre's courses, its teachers'
// classes and their active students, and the enrolments of its courses. Every read is bounded
// (CENTRE_AREA_CAPS); past a cap the lists and figures built from them are partial, the totals
// that come from count()/sum() aggregations are not.
import type { DocumentData, Query } from 'firebase-admin/firestore';
import { toMillis } from '../../domain/time';
import { db } from '../../lib/admin';
import { countsAsMember } from '../../shared/members';
import { centreTeacherIds } from './membership';

export const CENTRE_AREA_CAPS = {
  courses: 300,
  classes: 300,
  membersPerClass: 500,
  enrollments: 5000,
  orders: 5000,
  submissions: 5000,
  students: 2000,
} as const;

/** Firestore's `in` takes at most 30 values. */
export const IN_CHUNK = 30;

export function chunks<T>(items: readonly T[], size = IN_CHUNK): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

export const str = (value: unknown): string => (typeof value === 'string' ? value : '');
export const num = (value: unknown): number => (typeof value === 'number' && Number.isFinite(value) ? value : 0);

/** A count() aggregation: exact, past every cap. */
export const countOf = async (query: Query): Promise<number> => (await query.count().get()).data().count;

export const enrollmentsOf = (centre: string) => db.collection('enrollments').where('enterprise', '==', centre);
export const ordersOf = (centre: string) => db.collection('courseOrders').where('enterprise', '==', centre);
export const coursesOf = (centre: string) => db.collection('courses').where('enterprise', '==', centre);

export interface CentreCourseRow {
  id: string;
  title: string;
  status: string;
  updated_ms: number;
}

/** The centre's courses (any status). */
export async function centreCourses(centre: string): Promise<CentreCourseRow[]> {
  const snap = await coursesOf(centre).select('title', 'status', 'status_updated_at', 'updated_at').limit(CENTRE_AREA_CAPS.courses).get();
  return snap.docs.map((d) => ({
    id: d.id,
    title: str(d.get('title')),
    status: str(d.get('status')),
    updated_ms: toMillis(d.get('updated_at')) ?? 0,
  }));
}

export interface ClassRow {
  id: string;
  data: DocumentData;
}

/** The live classes owned by the centre's teachers (owner_uid in chunks of 30). */
export async function centreClasses(centre: string, teacherIds?: readonly string[]): Promise<ClassRow[]> {
  const ids = teacherIds ?? (await centreTeacherIds(centre));
  if (ids.length === 0) return [];
  const snaps = await Promise.all(
    chunks(ids).map((chunk) => db.collection('classes').where('owner_uid', 'in', chunk).limit(CENTRE_AREA_CAPS.classes).get()),
  );
  return snaps
    .flatMap((s) => s.docs)
    .filter((d) => d.get('deleting') !== true)
    .slice(0, CENTRE_AREA_CAPS.classes)
    .map((d) => ({ id: d.id, data: d.data() }));
}

/** Active student members (countsAsMember) of each class: classId -> uids. */
export async function activeStudents(classIds: readonly string[]): Promise<Map<string, string[]>> {
  const snaps = await Promise.all(
    classIds.map((id) =>
      db.collection('classes').doc(id).collection('members').where('status', '==', 'active').select('role', 'status')
        .limit(CENTRE_AREA_CAPS.membersPerClass).get(),
    ),
  );
  return new Map(classIds.map((id, i) => [id, snaps[i]!.docs.filter((d) => countsAsMember(d.data())).map((d) => d.id)]));
}

export interface EnrollmentRow {
  course_id: string;
  uid: string;
  progress: number;
  enrolled_ms: number | null;
  completed_ms: number | null;
  access_until_ms: number;
}

/** The enrolments in the centre's courses (stamped `enterprise` at enrolment). */
export async function centreEnrollments(centre: string): Promise<EnrollmentRow[]> {
  const snap = await enrollmentsOf(centre)
    .select('course_id', 'uid', 'progress', 'enrolled_at', 'completed_at', 'access_until')
    .limit(CENTRE_AREA_CAPS.enrollments)
    .get();
  return snap.docs.map((d) => ({
    course_id: str(d.get('course_id')),
    uid: str(d.get('uid')),
    progress: num(d.get('progress')),
    enrolled_ms: toMillis(d.get('enrolled_at')) ?? null,
    completed_ms: toMillis(d.get('completed_at')) ?? null,
    access_until_ms: toMillis(d.get('access_until')) ?? 0,
  }));
}
