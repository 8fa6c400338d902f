// My conversations, newest first, live (the rules let the owner list them when the query pins
// uid; the composite index uid + updated_at is in firestore.indexes.json).
import { collection, limit, orderBy, query, where } from 'firebase/firestore';
import { useMemo } from 'react';
import { useFirestore } from 'reactfire';
import { useLiveQuery, type LiveState } from '@/lib/classes/live';
import { useFirebaseUser } from '@/lib/classes/use-firebase-user';
import { conversationFromDoc, type ConversationView } from '../lib/huda-docs';

export function useLiveConversations(): LiveState<ConversationView[]> {
  const firestore = useFirestore();
  const { uid } = useFirebaseUser();
  const conversations = useMemo(
    () =>
      uid
        ? query(collection(firestore, 'hudaConversations'), where('uid', '==', uid), orderBy('updated_at', 'desc'), limit(50))
        : null,
    [firestore, uid],
  );
  return useLiveQuery(conversations, conversationFromDoc);
}
