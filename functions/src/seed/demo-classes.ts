// Demo classes: the demo teacher's two classes with students who joined by code, so the
// class screens have something to show. Skipped when the teacher already has classes.
import { adminAuth, db } from '../lib/admin';
import { createClass } from '../services/classes';
import { getOrCreateLiveCode } from '../services/join-codes';
import { joinWithCode } from '../services/members';
import { ensureAccountDocs, updateProfile } from '../services/users-repo';
import type { CreateClassRequest } from '../shared/schemas/class';

export const DEMO_EXTRA_STUDENTS = [
  { email: 'sara@sparks.test', first_name: 'Sara', surname: 'Alqahtani', gender: 'female' as const },
  { email: 'yousef@sparks.test', first_name: 'Yousef', surname: 'Alharbi', gender: 'male' as const },
  { email: 'mona@sparks.test', first_name: 'Mona', surname: 'Alshehri', gender: 'female' as const },
];
export const DEMO_EXTRA_STUDENT_PASSWORD = 'student-demo-1';

export const DEMO_CLASSES: CreateClassRequest[] = [
  { name: 'Physics 101', course_field: 'science', description: 'Motion, forces and energy for grade 10.', icon: 'atom', theme: 'ocean_blue' },
  { name: 'Arabic Literature', course_field: 'languages', description: 'Poetry and prose from the Abbasid era to today.', icon: 'book', theme: 'warm_sunset' },
];

async function ensureStudent(student: (typeof DEMO_EXTRA_STUDENTS)[number]): Promise<{ uid: string; email: string }> {
  const existing = await adminAuth.getUserByEmail(student.email).catch(() => undefined);
  const user =
    existing ?? (await adminAuth.createUser({ email: student.email, password: DEMO_EXTRA_STUDENT_PASSWORD, emailVerified: true }));
  await ensureAccountDocs(user.uid, student.email, true);
  await updateProfile(user.uid, student.email, {
    first_name: student.first_name, surname: student.surname, gender: student.gender, city: 'Riyadh', user_type: 'student', onboarded: true,
  });
  return { uid: user.uid, email: student.email };
}

/** Creates the demo classes and joins the students; answers the class ids. */
export async function seedDemoClasses(teacher: { uid: string; email: string }, student: { uid: string; email: string }): Promise<string[]> {
  const owned = await db.collection('classes').where('owner_uid', '==', teacher.uid).get();
  if (!owned.empty) return owned.docs.map((doc) => doc.id);
  const others = await Promise.all(DEMO_EXTRA_STUDENTS.map(ensureStudent));
  const classIds: string[] = [];
  for (const [index, input] of DEMO_CLASSES.entries()) {
    const created = await createClass(teacher, input);
    classIds.push(created.id);
    const { uniqueCode } = await getOrCreateLiveCode(created.id);
    // Everyone joins the first class; the second has the demo student and one more.
    const joiners = index === 0 ? [student, ...others] : [student, others[0]!];
    for (const joiner of joiners) await joinWithCode(joiner, uniqueCode);
  }
  return classIds;
}
