// A conversation's messages, live: the answer being written grows here word by word while its
// POST is still open. The query pins uid (what the rules check) and is sorted here, so it needs
// no composite index; a conversation holds a bounded number of messages.
import { collection, query, where } from 'firebase/firestore';
import { useMemo } from 'react';
import { useFirestore } from 'reactfire';
import { useLiveQuery, type LiveState } from '@/lib/classes/live';
import { useFirebaseUser } from '@/lib/classes/use-firebase-user';
import { messageFromDoc, sortMessages, type MessageView } from '../lib/huda-docs';

export function useLiveMessages(conversationId: string | null): LiveState<MessageView[]> {
  const firestore = useFirestore();
  const { uid } = useFirebaseUser();
  const messages = useMemo(
    () =>
      uid && conversationId
        ? query(collection(firestore, 'hudaConversations', conversationId, 'messages'), where('uid', '==', uid))
        : null,
    [firestore, uid, conversationId],
  );
  const state = useLiveQuery(messages, messageFromDoc);
  return useMemo(() => (state.status === 'success' ? { ...state, data: sortMessages(state.data) } : state), [state]);
}
