// The live feed: classes/{classId}/posts ordered by created_at desc, limited (load more raises
// the limit). Plain onSnapshot rather than a reactfire hook: errors come back as state (the
// 'error loading posts' message with a retry) instead of being thrown and cached, and the
// posts already shown stay while a larger page loads.
import { collection, limit as limitTo, onSnapshot, orderBy, query } from 'firebase/firestore';
import { useEffect, useState } from 'react';
import { useFirestore } from 'reactfire';
import { postFromDoc, type FeedPost } from '../lib/posts';

export interface LivePosts {
  status: 'loading' | 'success' | 'error';
  posts: FeedPost[];
  error: unknown;
}

interface Snapshot extends LivePosts {
  key: string;
  classId: string;
}

export function useLivePosts(classId: string, limit: number, attempt: number): LivePosts {
  const firestore = useFirestore();
  const key = `${classId}|${limit}|${attempt}`;
  const [snapshot, setSnapshot] = useState<Snapshot | null>(null);

  useEffect(() => {
    const posts = query(collection(firestore, 'classes', classId, 'posts'), orderBy('created_at', 'desc'), limitTo(limit));
    const current = `${classId}|${limit}|${attempt}`;
    return onSnapshot(
      posts,
      (result) =>
        setSnapshot({
          key: current,
          classId,
          status: 'success',
          posts: result.docs.map((document) => postFromDoc(document.id, document.data())),
          error: null,
        }),
      (error) => {
        console.warn('Feed listener failed', error);
        setSnapshot({ key: current, classId, status: 'error', posts: [], error });
      },
    );
  }, [firestore, classId, limit, attempt]);

  if (!snapshot || snapshot.classId !== classId) return { status: 'loading', posts: [], error: null };
  if (snapshot.key !== key) return { status: 'loading', posts: snapshot.posts, error: null };
  return snapshot;
}
