// The like button's state: live (the post's likes_count and whether likes/{myUid} exists)
// with this browser's click on top until the live data agrees (lib/like-state.ts).
import { useCallback, useEffect, useState } from 'react';
import { likePost } from '../api/like-post';
import { unlikePost } from '../api/unlike-post';
import {
  likeAnswered, liveCaughtUp, optimisticLike, resolveLike, startOverlay, unliked, type LikeOverlay, type LikeView,
} from '../lib/like-state';

/** After this long the live data wins even if it never matched (another user clicked too). */
const SETTLE_MS = 4000;

export function useLikeToggle(postId: string, live: LikeView): {
  view: LikeView;
  busy: boolean;
  toggle: () => Promise<void>;
} {
  const [overlay, setOverlay] = useState<LikeOverlay | null>(null);
  const view = resolveLike(live, overlay);
  const settled = overlay !== null && !overlay.pending;
  const caughtUp = overlay !== null && !overlay.pending && liveCaughtUp(live, overlay);

  useEffect(() => {
    if (!settled) return;
    const timer = setTimeout(() => setOverlay((current) => (current && !current.pending ? null : current)), caughtUp ? 0 : SETTLE_MS);
    return () => clearTimeout(timer);
  }, [settled, caughtUp]);

  const toggle = useCallback(async () => {
    if (overlay?.pending) return;
    const from = view;
    if (from.liked) {
      const next = unliked(from);
      setOverlay(startOverlay(live, next));
      try {
        await unlikePost(postId);
        setOverlay((current) => (current ? { ...current, pending: false } : current));
      } catch (error) {
        setOverlay(null);
        throw error;
      }
    } else {
      setOverlay(startOverlay(live, optimisticLike(from)));
      try {
        const answer = await likePost(postId);
        setOverlay((current) => (current ? { ...current, ...likeAnswered(answer.likesCount), pending: false } : current));
      } catch (error) {
        setOverlay(null);
        throw error;
      }
    }
  }, [overlay?.pending, view, live, postId]);

  return { view, busy: overlay?.pending ?? false, toggle };
}
