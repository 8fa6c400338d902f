// Whether the caller may open a class, live: their own membership first (always readable),
// then the class document when the membership allows it (teacher, or active member).
// Pending and inactive members get their state without a refused read.
import { doc } from 'firebase/firestore';
import { useMemo } from 'react';
import { useFirestore } from 'reactfire';
import type { MemberRole, MemberStatus } from '@shared/schemas/class';
import { isPermissionDenied, useLiveDoc } from '@/lib/classes/live';
import type { ClassDoc } from '@/lib/classes/use-class';
import { useFirebaseUser } from '@/lib/classes/use-firebase-user';
import { toMillis } from '@/lib/to-millis';

export interface ClassInfo extends ClassDoc {
  id: string;
  createdAt: number | null;
}

export type ClassAccess =
  | { state: 'loading' }
  /** No membership, a deleted class, or a refused read. */
  | { state: 'none' }
  | { state: 'error'; error: unknown }
  | { state: 'pending' | 'inactive'; role: MemberRole }
  | { state: 'ready'; classInfo: ClassInfo; role: MemberRole; status: MemberStatus; isTeacher: boolean; isOwner: boolean; uid: string };

function classFromDoc(data: Record<string, unknown>, id: string): ClassInfo {
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  const colors = (data.colors ?? {}) as { primary?: unknown; secondary?: unknown };
  return {
    id,
    name: text(data.name),
    course_field: text(data.course_field),
    description: text(data.description),
    icon: text(data.icon),
    theme: text(data.theme),
    colour: text(data.colour) as ClassDoc['colour'],
    colors: { primary: text(colors.primary), secondary: text(colors.secondary) },
    owner_uid: text(data.owner_uid),
    owner_name: text(data.owner_name),
    teacher_uids: Array.isArray(data.teacher_uids) ? data.teacher_uids.filter((uid): uid is string => typeof uid === 'string') : [],
    member_count: typeof data.member_count === 'number' ? data.member_count : 0,
    createdAt: toMillis(data.created_at),
  };
}

function membershipFromDoc(data: Record<string, unknown>): { role: MemberRole; status: MemberStatus } {
  return {
    role: data.role === 'teacher' ? 'teacher' : 'student',
    status: data.status === 'pending' || data.status === 'inactive' ? data.status : 'active',
  };
}

export function useClassAccess(classId: string | null): ClassAccess {
  const firestore = useFirestore();
  const { uid, loading } = useFirebaseUser();
  const membershipRef = useMemo(
    () => (uid && classId ? doc(firestore, 'users', uid, 'memberships', classId) : null),
    [firestore, uid, classId],
  );
  const membership = useLiveDoc(membershipRef, membershipFromDoc);
  const mine = membership.data;
  const allowed = !!mine && (mine.role === 'teacher' || mine.status === 'active');
  const classRef = useMemo(
    () => (allowed && classId ? doc(firestore, 'classes', classId) : null),
    [firestore, allowed, classId],
  );
  const classDoc = useLiveDoc(classRef, classFromDoc);

  if (!classId) return { state: 'none' };
  if (loading) return { state: 'loading' };
  if (!uid) return { state: 'none' };
  if (membership.status === 'loading') return { state: 'loading' };
  if (membership.status === 'error') {
    return isPermissionDenied(membership.error) ? { state: 'none' } : { state: 'error', error: membership.error };
  }
  if (!mine) return { state: 'none' };
  if (!allowed) return { state: mine.status === 'pending' ? 'pending' : 'inactive', role: mine.role };
  if (classDoc.status === 'loading') return { state: 'loading' };
  if (classDoc.status === 'error') {
    return isPermissionDenied(classDoc.error) ? { state: 'none' } : { state: 'error', error: classDoc.error };
  }
  const classInfo = classDoc.data;
  if (!classInfo) return { state: 'none' };
  const isTeacher = classInfo.teacher_uids.includes(uid) || mine.role === 'teacher';
  return { state: 'ready', classInfo, role: mine.role, status: mine.status, isTeacher, isOwner: classInfo.owner_uid === uid, uid };
}
