// Whether I like a post: the live existence of classes/{classId}/posts/{postId}/likes/{myUid}.
// null while loading; false when the read fails (the button then trusts the server's answers).
import { doc, onSnapshot } from 'firebase/firestore';
import { useEffect, useState } from 'react';
import { useFirestore } from 'reactfire';

export function useLiveLiked(classId: string, postId: string, uid: string): boolean | null {
  const firestore = useFirestore();
  const key = `${classId}/${postId}/${uid}`;
  const [state, setState] = useState<{ key: string; liked: boolean | null }>({ key: '', liked: null });

  useEffect(() => {
    const current = `${classId}/${postId}/${uid}`;
    return onSnapshot(
      doc(firestore, 'classes', classId, 'posts', postId, 'likes', uid),
      (snapshot) => setState({ key: current, liked: snapshot.exists() }),
      (error) => {
        console.warn('Like listener failed', error);
        setState({ key: current, liked: false });
      },
    );
  }, [firestore, classId, postId, uid]);

  return state.key === key ? state.liked : null;
}
