// Who may do what in a class: the one place that reads a class and the caller's member
// document to decide. Used by the classes, feed and materials routes.
import type { DocumentData, Transaction } from 'firebase-admin/firestore';
import { db } from '../lib/admin';
import { ApiError } from '../lib/http';
import type { MemberRole, MemberStatus } from '../shared/schemas/class';

export const classRef = (classId: string) => db.collection('classes').doc(classId);
export const memberRef = (classId: string, uid: string) => classRef(classId).collection('members').doc(uid);

export interface ClassAccess {
  classId: string;
  data: DocumentData;
  member: { role: MemberRole; status: MemberStatus } | null;
  isOwner: boolean;
  /** The owner or a co-teacher listed in teacher_uids. */
  isTeacher: boolean;
  isActiveMember: boolean;
}

export async function getClassAccess(classId: string, uid: string, tx?: Transaction): Promise<ClassAccess> {
  const read = <T>(ref: FirebaseFirestore.DocumentReference<T>) => (tx ? tx.get(ref) : ref.get());
  const [classSnap, memberSnap] = await Promise.all([read(classRef(classId)), read(memberRef(classId, uid))]);
  if (!classSnap.exists) throw new ApiError('class/not-found');
  const data = classSnap.data()!;
  const member = memberSnap.exists ? (memberSnap.data() as { role: MemberRole; status: MemberStatus }) : null;
  const isTeacher = Array.isArray(data.teacher_uids) && data.teacher_uids.includes(uid);
  return {
    classId,
    data,
    member,
    isOwner: data.owner_uid === uid,
    isTeacher,
    isActiveMember: member?.status === 'active',
  };
}

/** The class's teachers only (403 class/forbidden otherwise). */
export async function requireClassTeacher(classId: string, uid: string, tx?: Transaction): Promise<ClassAccess> {
  const access = await getClassAccess(classId, uid, tx);
  if (!access.isTeacher) throw new ApiError('class/forbidden');
  return access;
}

/** Teachers and active members: who may read and take part in the class (feed, materials). */
export async function requireClassParticipant(classId: string, uid: string, tx?: Transaction): Promise<ClassAccess> {
  const access = await getClassAccess(classId, uid, tx);
  if (!access.isTeacher && !access.isActiveMember) throw new ApiError('feed/not-member');
  return access;
}
