import { describe, expect, it } from 'vitest';
import { likeAnswered, liveCaughtUp, optimisticLike, resolveLike, startOverlay, unliked } from './like-state';

describe('like transitions (spec 000 section 4)', () => {
  it('like: liked becomes true and the server count is taken', () => {
    expect(optimisticLike({ liked: false, likesCount: 2 })).toEqual({ liked: true, likesCount: 3 });
    expect(optimisticLike({ liked: true, likesCount: 2 })).toEqual({ liked: true, likesCount: 2 });
    expect(likeAnswered(9)).toEqual({ liked: true, likesCount: 9 });
    expect(likeAnswered(-3)).toEqual({ liked: true, likesCount: 0 });
    expect(likeAnswered(Number.NaN)).toEqual({ liked: true, likesCount: 0 });
  });

  it('unlike: liked becomes false and the count drops by one, never below 0', () => {
    expect(unliked({ liked: true, likesCount: 3 })).toEqual({ liked: false, likesCount: 2 });
    expect(unliked({ liked: true, likesCount: 1 })).toEqual({ liked: false, likesCount: 0 });
    expect(unliked({ liked: true, likesCount: 0 })).toEqual({ liked: false, likesCount: 0 });
    expect(unliked({ liked: false, likesCount: 2 })).toEqual({ liked: false, likesCount: 2 });
  });
});

describe('resolveLike', () => {
  const live = { liked: false, likesCount: 2 };

  it('shows the live data without a click', () => {
    expect(resolveLike(live, null)).toEqual(live);
  });

  it('shows the click while the request runs', () => {
    const overlay = startOverlay(live, optimisticLike(live));
    expect(resolveLike(live, overlay)).toEqual({ liked: true, likesCount: 3 });
  });

  it('keeps the answer until the live data agrees, then follows the live data', () => {
    const answered = { ...startOverlay(live, optimisticLike(live)), ...likeAnswered(3), pending: false };
    expect(resolveLike(live, answered)).toEqual({ liked: true, likesCount: 3 });
    expect(resolveLike({ liked: true, likesCount: 2 }, answered)).toEqual({ liked: true, likesCount: 3 });
    expect(liveCaughtUp({ liked: true, likesCount: 3 }, answered)).toBe(true);
    // Someone else liked too: the live count moved past ours.
    expect(resolveLike({ liked: true, likesCount: 4 }, answered)).toEqual({ liked: true, likesCount: 4 });
  });

  it('an unlike shows one less (not below 0) until the live data agrees', () => {
    const likedLive = { liked: true, likesCount: 1 };
    const overlay = { ...startOverlay(likedLive, unliked(likedLive)), pending: false };
    expect(resolveLike(likedLive, overlay)).toEqual({ liked: false, likesCount: 0 });
    expect(resolveLike({ liked: false, likesCount: 0 }, overlay)).toEqual({ liked: false, likesCount: 0 });
  });
});
