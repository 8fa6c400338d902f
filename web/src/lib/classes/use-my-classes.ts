// The signed-in user's classes, live: users/{uid}/memberships ordered by joined_at, newest
// first (docs/classes.md: only the owner reads it; functions keep its `class` summary in sync).
// Shared by the sidebar and the My Classes screen.
import { collection, orderBy, query } from 'firebase/firestore';
import { useMemo } from 'react';
import { useFirestore } from 'reactfire';
import type { MemberRole, MemberStatus } from '@shared/schemas/class';
import { toMillis } from '../to-millis';
import { classSummaryFrom, type ClassSummary } from './class-summary';
import { useLiveQuery, type LiveState } from './live';
import { useFirebaseUser } from './use-firebase-user';

/** One row of "my classes": the membership with its class summary. */
export interface MyClass extends ClassSummary {
  id: string;
  role: MemberRole;
  status: MemberStatus;
  joinedAt: number | null;
}

export function membershipToMyClass(data: Record<string, unknown>, id: string): MyClass {
  return {
    id: (typeof data.class_id === 'string' && data.class_id) || id,
    ...classSummaryFrom(data.class),
    role: data.role === 'teacher' ? 'teacher' : 'student',
    status: data.status === 'pending' || data.status === 'inactive' ? data.status : 'active',
    joinedAt: toMillis(data.joined_at),
  };
}

export function useMyClasses(): LiveState<MyClass[]> & { signedOut: boolean } {
  const firestore = useFirestore();
  const { uid, loading } = useFirebaseUser();
  const memberships = useMemo(
    () => (uid ? query(collection(firestore, 'users', uid, 'memberships'), orderBy('joined_at', 'desc')) : null),
    [firestore, uid],
  );
  const state = useLiveQuery(memberships, membershipToMyClass);
  return { ...state, signedOut: !loading && !uid };
}
