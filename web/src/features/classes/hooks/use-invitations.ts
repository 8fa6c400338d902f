// My pending invitations, live: invitations where email == my token e-mail (lower case) and
// status == 'pending' (the rules let the invitee read them when their e-mail is verified).
// Newest first, sorted here so the query needs no composite index.
import { collection, query, where } from 'firebase/firestore';
import { useMemo } from 'react';
import { useFirestore } from 'reactfire';
import { classSummaryFrom, type ClassSummary } from '@/lib/classes/class-summary';
import { useLiveQuery, type LiveState } from '@/lib/classes/live';
import { useFirebaseUser } from '@/lib/classes/use-firebase-user';
import { toMillis } from '@/lib/to-millis';

export interface Invitation extends ClassSummary {
  id: string;
  classId: string;
  invitedByName: string;
  createdAt: number | null;
}

export function invitationFromDoc(data: Record<string, unknown>, id: string): Invitation {
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  return {
    id,
    classId: text(data.class_id),
    ...classSummaryFrom(data.class),
    invitedByName: text(data.invited_by_name),
    createdAt: toMillis(data.created_at),
  };
}

export function useMyInvitations(): LiveState<Invitation[]> {
  const firestore = useFirestore();
  const { email } = useFirebaseUser();
  const invitations = useMemo(
    () =>
      email
        ? query(collection(firestore, 'invitations'), where('email', '==', email), where('status', '==', 'pending'))
        : null,
    [firestore, email],
  );
  const state = useLiveQuery(invitations, invitationFromDoc);
  return useMemo(() => {
    if (state.status !== 'success') return state;
    const sorted = [...state.data].sort((a, b) => (b.createdAt ?? 0) - (a.createdAt ?? 0));
    return { ...state, data: sorted };
  }, [state]);
}
