// GET /training-centre/students (docs/centres.md, "The area"): everyone enrolled in the
// centre's courses or an active student of its teachers' classes, with their progress and
// whether the centre deactivated them. Bounded by CENTRE_AREA_CAPS.
import type { DocumentData } from 'firebase-admin/firestore';
import { enrollmentStatus } from '../../domain/course-progress';
import { matchesSearch, wholeMean } from '../../domain/centre-figures';
import { db } from '../../lib/admin';
import type { CentreStudent, CentreStudentCourse } from '../../shared/schemas/centre-area';
import { displayName } from '../courses/enrollments';
import { CENTRE_AREA_CAPS, activeStudents, centreClasses, centreCourses, centreEnrollments, chunks, str, type EnrollmentRow } from './scope';

interface StudentSources {
  courses: Map<string, CentreStudentCourse[]>;
  classes: Map<string, { id: string; name: string }[]>;
}

async function studentSources(centre: string, nowMs: number): Promise<StudentSources> {
  const [courses, enrollments, classes] = await Promise.all([centreCourses(centre), centreEnrollments(centre), centreClasses(centre)]);
  const titles = new Map(courses.map((c) => [c.id, c.title]));
  const byStudent = new Map<string, CentreStudentCourse[]>();
  for (const e of enrollments) {
    if (!e.uid) continue;
    const list = byStudent.get(e.uid) ?? [];
    list.push({
      course_id: e.course_id,
      title: titles.get(e.course_id) ?? '',
      progress: Math.min(100, Math.max(0, Math.round(e.progress))),
      status: enrollmentStatus({ access_until_ms: e.access_until_ms, progress: e.progress }, nowMs),
    });
    byStudent.set(e.uid, list);
  }
  const members = await activeStudents(classes.map((c) => c.id));
  const inClasses = new Map<string, { id: string; name: string }[]>();
  for (const klass of classes) {
    for (const uid of members.get(klass.id) ?? []) {
      inClasses.set(uid, [...(inClasses.get(uid) ?? []), { id: klass.id, name: str(klass.data.name) }]);
    }
  }
  return { courses: byStudent, classes: inClasses };
}

/**
 * The uids of the centre's students (for the overview's count): the learners of `enrollments`
 * (the centre's, already read by the caller) and the active students of its teachers' classes.
 */
export async function centreStudentIds(centre: string, enrollments: readonly EnrollmentRow[]): Promise<Set<string>> {
  const members = await activeStudents((await centreClasses(centre)).map((c) => c.id));
  return new Set([...enrollments.map((e) => e.uid).filter(Boolean), ...[...members.values()].flat()]);
}

/** The ids of the students the centre deactivated. */
export async function blockedStudents(centre: string): Promise<Set<string>> {
  const snap = await db.collection('centreBlocks').where('enterprise_id', '==', centre).select('student_id').limit(CENTRE_AREA_CAPS.students).get();
  return new Set(snap.docs.map((d) => str(d.get('student_id'))));
}

export async function listCentreStudents(centre: string, search?: string, nowMs = Date.now()): Promise<CentreStudent[]> {
  const [sources, blocked] = await Promise.all([studentSources(centre, nowMs), blockedStudents(centre)]);
  const ids = [...new Set([...sources.courses.keys(), ...sources.classes.keys()])].slice(0, CENTRE_AREA_CAPS.students);
  const profiles = new Map<string, DocumentData | undefined>();
  for (const chunk of chunks(ids, 300)) {
    const snaps = await db.getAll(...chunk.map((uid) => db.collection('users').doc(uid)), {
      fieldMask: ['first_name', 'surname', 'name', 'email_address', 'avatar_id'],
    });
    for (const snap of snaps) profiles.set(snap.id, snap.data());
  }
  const students = ids.map((id): CentreStudent => {
    const profile = profiles.get(id);
    const courses = sources.courses.get(id) ?? [];
    const avatar = profile?.avatar_id;
    return {
      id,
      name: displayName(profile, 'Student'),
      email: str(profile?.email_address),
      avatar_id: typeof avatar === 'number' || typeof avatar === 'string' ? String(avatar) : null,
      deactivated: blocked.has(id),
      courses,
      classes: sources.classes.get(id) ?? [],
      average_progress: wholeMean(courses.map((c) => c.progress)) ?? 0,
    };
  });
  return students
    .filter((s) => matchesSearch(search, s.name, s.email))
    .sort((a, b) => a.name.localeCompare(b.name) || a.id.localeCompare(b.id));
}
