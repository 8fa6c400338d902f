// The class roster, live: classes/{classId}/members (class teachers and active members read it).
import { collection } from 'firebase/firestore';
import { useMemo } from 'react';
import { useFirestore } from 'reactfire';
import { useLiveQuery, type LiveState } from '@/lib/classes/live';
import { memberFromDoc, type ClassMember } from '../lib/member-list';

export function useClassMembers(classId: string | null): LiveState<ClassMember[]> {
  const firestore = useFirestore();
  const members = useMemo(() => (classId ? collection(firestore, 'classes', classId, 'members') : null), [firestore, classId]);
  return useLiveQuery(members, memberFromDoc);
}
