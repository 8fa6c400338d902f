// The caller's awardStats/{uid}, live (the owner may read it: firestore.rules), so the summary
// moves the moment a badge, a certificate or reward points arrive. `data` is undefined while
// loading, when the document does not exist yet or cannot be read: the screen then shows the
// API's stats.
import { doc } from 'firebase/firestore';
import { useMemo } from 'react';
import { useFirestore } from 'reactfire';
import { useLiveDoc, type LiveState } from '@/lib/classes/live';
import { useFirebaseUser } from '@/lib/classes/use-firebase-user';
import { toLiveAwardStats, type LiveAwardStats } from '../lib/achievements-summary';

export function useLiveAwardStats(): LiveState<LiveAwardStats | undefined> {
  const firestore = useFirestore();
  const { uid } = useFirebaseUser();
  const ref = useMemo(() => (uid ? doc(firestore, 'awardStats', uid) : null), [firestore, uid]);
  return useLiveDoc(ref, (data) => toLiveAwardStats(data));
}
