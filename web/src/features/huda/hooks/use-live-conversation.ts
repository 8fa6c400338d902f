// The open conversation, live (its title, its PDF, whether it is answering). A missing one, or
// another user's, reads as an error (the rules refuse a document they cannot see the owner of).
import { doc } from 'firebase/firestore';
import { useMemo } from 'react';
import { useFirestore } from 'reactfire';
import { useLiveDoc, type LiveState } from '@/lib/classes/live';
import { useFirebaseUser } from '@/lib/classes/use-firebase-user';
import { conversationFromDoc, type ConversationView } from '../lib/huda-docs';

export function useLiveConversation(conversationId: string | null): LiveState<ConversationView | undefined> {
  const firestore = useFirestore();
  const { uid } = useFirebaseUser();
  const ref = useMemo(
    () => (uid && conversationId ? doc(firestore, 'hudaConversations', conversationId) : null),
    [firestore, uid, conversationId],
  );
  return useLiveDoc(ref, conversationFromDoc);
}
