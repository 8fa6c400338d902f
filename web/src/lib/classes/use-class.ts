// Realtime reads of a class and of the caller's membership, straight from Firestore (the
// rules decide who may read). Shared by the classes, feed and materials features.
import { doc } from 'firebase/firestore';
import { useFirestore, useFirestoreDocData, useUser } from 'reactfire';
import type { ClassColourName } from '@shared/constants';
import type { MemberRole, MemberStatus } from '@shared/schemas/class';

export interface ClassDoc {
  name: string;
  course_field: string;
  description: string;
  icon: string;
  theme: string;
  colour: ClassColourName;
  colors: { primary: string; secondary: string };
  owner_uid: string;
  owner_name: string;
  teacher_uids: string[];
  member_count: number;
}

export interface MembershipDoc {
  class_id: string;
  role: MemberRole;
  status: MemberStatus;
  class: Pick<ClassDoc, 'name' | 'course_field' | 'theme' | 'icon' | 'colour' | 'colors'>;
}

/** The class document, or undefined while loading / when it cannot be read. */
export function useClassDoc(classId: string): { status: 'loading' | 'error' | 'success'; data: ClassDoc | undefined } {
  const firestore = useFirestore();
  const { status, data } = useFirestoreDocData(doc(firestore, 'classes', classId));
  return { status, data: data as ClassDoc | undefined };
}

/** The signed-in user's membership of a class (their own memberships are always readable). */
export function useMyMembership(classId: string): { status: 'loading' | 'error' | 'success'; data: MembershipDoc | undefined } {
  const firestore = useFirestore();
  const { data: user } = useUser();
  const { status, data } = useFirestoreDocData(doc(firestore, 'users', user?.uid ?? '_', 'memberships', classId));
  return { status, data: data as MembershipDoc | undefined };
}
