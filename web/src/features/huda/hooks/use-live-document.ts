// A conversation's PDF (name, status), live; null id: none.
import { doc } from 'firebase/firestore';
import { useMemo } from 'react';
import { useFirestore } from 'reactfire';
import { useLiveDoc, type LiveState } from '@/lib/classes/live';
import { useFirebaseUser } from '@/lib/classes/use-firebase-user';
import { documentFromDoc, type DocumentView } from '../lib/huda-docs';

export function useLiveDocument(documentId: string | null): LiveState<DocumentView | undefined> {
  const firestore = useFirestore();
  const { uid } = useFirebaseUser();
  const ref = useMemo(() => (uid && documentId ? doc(firestore, 'hudaDocuments', documentId) : null), [firestore, uid, documentId]);
  return useLiveDoc(ref, documentFromDoc);
}
