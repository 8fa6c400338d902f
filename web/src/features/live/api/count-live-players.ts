// How many players are in the lobby, for the players' waiting screen. Joining never writes the
// session document (docs/live.md), so players count with an aggregation (one read per 1,000
// players) instead of listening to every player document.
import { collection, getCountFromServer, query, where } from 'firebase/firestore';
import { db } from '@/lib/firebase';

export async function countLivePlayers(sessionId: string): Promise<number> {
  const snapshot = await getCountFromServer(query(collection(db, 'liveSessions', sessionId, 'players'), where('removed', '==', false)));
  return snapshot.data().count;
}
