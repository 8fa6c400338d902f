// GET /feed/{postId}/likes -> {status, likes: [{uid, name}], likesCount, userLiked}: who liked.
import { useCallback, useState } from 'react';
import { apiRequest } from '@/lib/api-client';

export interface PostLikes {
  status: string;
  likes: { uid: string; name: string }[];
  likesCount: number;
  userLiked: boolean;
}

export function getPostLikes(postId: string, signal?: AbortSignal): Promise<PostLikes> {
  return apiRequest<PostLikes>('GET', `/feed/${encodeURIComponent(postId)}/likes`, { signal });
}

export type LikesLoad = { status: 'idle' | 'loading' } | { status: 'error'; error: unknown } | { status: 'success'; data: PostLikes };

/** Loads the likers when asked (the popover opens). */
export function usePostLikes(postId: string): [LikesLoad, () => void] {
  const [state, setState] = useState<LikesLoad>({ status: 'idle' });
  const load = useCallback(() => {
    setState({ status: 'loading' });
    getPostLikes(postId).then(
      (data) => setState({ status: 'success', data: { ...data, likes: Array.isArray(data.likes) ? data.likes : [] } }),
      (error: unknown) => setState({ status: 'error', error }),
    );
  }, [postId]);
  return [state, load];
}
