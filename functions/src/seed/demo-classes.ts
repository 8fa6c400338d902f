// Demo classes: the demo teacher's two classes with students who joined by code, so the
// class screens have something to show. Skipped when the teacher already has classes.
import { samplePdf } from '../domain/sample-pdf';
import { adminAuth, db, storage } from '../lib/admin';
import { createClass } from '../services/classes';
import { addComment, createPost, likePost } from '../services/feed';
import { completeMaterial, createMaterial } from '../services/materials';
import { getOrCreateLiveCode } from '../services/join-codes';
import { joinWithCode } from '../services/members';
import { ensureAccountDocs, setVerifiedClaim, updateProfile } from '../services/users-repo';
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

/** Creates (or updates) one of the extra demo students. */
export async function ensureStudent(student: (typeof DEMO_EXTRA_STUDENTS)[number]): Promise<{ uid: string; email: string }> {
  const existing = await adminAuth.getUserByEmail(student.email).catch(() => undefined);
  const user =
    existing ?? (await adminAuth.createUser({ email: student.email, password: DEMO_EXTRA_STUDENT_PASSWORD, emailVerified: true }));
  await ensureAccountDocs(user.uid, student.email, true);
  await setVerifiedClaim(user.uid);
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
    if (index === 0) await seedDemoFeed(created.id, teacher.uid, joiners.map((joiner) => joiner.uid));
  }
  return classIds;
}

const DEMO_POSTS = [
  {
    content: 'Welcome to Physics 101! This week: velocity and acceleration. Read chapter 1 before Thursday.',
    comments: ['Thank you, teacher!', 'Will there be a quiz on Thursday?'],
  },
  { content: 'Reminder: bring a calculator to the lab session.', comments: [] },
];

/** Posts with likes and comments, and a syllabus PDF, in the first demo class. */
export async function seedDemoFeed(classId: string, teacherUid: string, studentUids: string[]): Promise<void> {
  if (!(await db.collection(`classes/${classId}/posts`).limit(1).get()).empty) return;
  for (const post of DEMO_POSTS) {
    const created = await createPost(teacherUid, { classId, content: post.content });
    for (const uid of studentUids) await likePost(uid, created.id);
    for (const [index, text] of post.comments.entries()) {
      await addComment(studentUids[index % studentUids.length]!, created.id, text);
    }
  }
  const pdf = samplePdf('Physics 101 - Syllabus');
  const { material } = await createMaterial(classId, teacherUid, {
    name: 'Syllabus', description: 'Topics, dates and grading for the term.', language: 'en',
    visibility: 'private', allow_download: true,
    file: { name: 'syllabus.pdf', contentType: 'application/pdf', size: pdf.length },
  });
  // The seed writes the bytes itself instead of PUTting them to the upload session.
  const path = (await db.doc(`classes/${classId}/materials/${material.id}`).get()).get('file.path') as string;
  await storage.bucket().file(path).save(pdf, { contentType: 'application/pdf' });
  await completeMaterial(classId, material.id, teacherUid);
}
