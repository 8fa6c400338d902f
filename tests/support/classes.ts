// Classes made directly with the admin SDK, in the shape docs/classes.md describes, for tests
// that need a class without going through the classes API.
import { randomUUID } from 'node:crypto';
import { adminDb } from './admin';
import type { TestUser } from './users';

export interface TestClass {
  classId: string;
  ownerUid: string;
}

const CLASS_SUMMARY = { name: 'Physics 101', course_field: 'science', theme: 'ocean_blue', icon: 'atom', colour: 'teal', colors: { primary: '#14b8a6', secondary: '#2dd4bf' } };

export async function createClassDirect(teacher: TestUser, name = 'Physics 101'): Promise<TestClass> {
  const classId = `c-${randomUUID()}`;
  const now = new Date();
  await adminDb.doc(`classes/${classId}`).set({
    ...CLASS_SUMMARY, name, description: '', owner_uid: teacher.uid, owner_name: 'Test Teacher',
    teacher_uids: [teacher.uid], member_count: 0, created_at: now, updated_at: now,
  });
  await addMemberDirect(classId, teacher, { role: 'teacher', status: 'active' });
  return { classId, ownerUid: teacher.uid };
}

export async function addMemberDirect(
  classId: string,
  user: Pick<TestUser, 'uid'>,
  { role = 'student', status = 'active' }: { role?: 'teacher' | 'student'; status?: 'active' | 'pending' | 'inactive' } = {},
): Promise<void> {
  const now = new Date();
  await adminDb.doc(`classes/${classId}/members/${user.uid}`).set({
    uid: user.uid, name: 'Test User', avatar_id: 0, role, status, score: 0, joined_at: now, requested_at: now,
  });
  await adminDb.doc(`users/${user.uid}/memberships/${classId}`).set({
    class_id: classId, role, status, joined_at: now, class: { ...CLASS_SUMMARY },
  });
}
