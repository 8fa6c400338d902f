// Like and unlike (spec 000 section 4): a like sets liked and takes the server's count; an
// unlike clears liked and drops the count by one, never below 0. The button shows the change
// at once (optimistic) and keeps showing it until the live post and like documents agree.
export interface LikeView {
  liked: boolean;
  likesCount: number;
}

export interface LikeOverlay extends LikeView {
  /** What the live data said when the user clicked. */
  base: LikeView;
  /** The request has not answered yet. */
  pending: boolean;
}

/** Optimistic like: liked, one more (the server's count replaces it when it answers). */
export function optimisticLike(view: LikeView): LikeView {
  return { liked: true, likesCount: view.liked ? view.likesCount : view.likesCount + 1 };
}

/** The like answer: liked and the server's count. */
export function likeAnswered(serverCount: number): LikeView {
  return { liked: true, likesCount: Math.max(0, Math.trunc(Number.isFinite(serverCount) ? serverCount : 0)) };
}

/** Unlike: not liked, count minus one, never below 0. */
export function unliked(view: LikeView): LikeView {
  if (!view.liked) return { liked: false, likesCount: Math.max(0, view.likesCount) };
  return { liked: false, likesCount: Math.max(0, view.likesCount - 1) };
}

export function startOverlay(live: LikeView, next: LikeView): LikeOverlay {
  return { ...next, base: { ...live }, pending: true };
}

/**
 * What to show: the overlay while its request runs, then until the live data has caught up
 * (liked matches and the count moved away from where it was, or equals ours).
 */
export function resolveLike(live: LikeView, overlay: LikeOverlay | null): LikeView {
  if (!overlay) return live;
  if (overlay.pending) return { liked: overlay.liked, likesCount: overlay.likesCount };
  if (liveCaughtUp(live, overlay)) return live;
  return { liked: overlay.liked, likesCount: overlay.likesCount };
}

export function liveCaughtUp(live: LikeView, overlay: LikeOverlay): boolean {
  if (live.liked !== overlay.liked) return false;
  return live.likesCount === overlay.likesCount || live.likesCount !== overlay.base.likesCount;
}
