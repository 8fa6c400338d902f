import { describe, expect, it } from 'vitest';
import { rankByPoints, rewardPointsOf } from './points-ranking';

const row = (uid: string, name: string, reward_points: number) => ({ uid, name, reward_points });

describe('rankByPoints', () => {
  it('orders by points, highest first, and shares ranks on ties (1, 1, 3)', () => {
    const ranked = rankByPoints([row('a', 'Zaid', 10), row('b', 'Huda', 30), row('c', 'Amal', 10), row('d', 'Omar', 0)]);
    expect(ranked.map((r) => [r.uid, r.rank])).toEqual([['b', 1], ['c', 2], ['a', 2], ['d', 4]]);
  });

  it('lists equal points by name in the given language, then by uid', () => {
    const ranked = rankByPoints([row('y', 'سارة', 5), row('x', 'أحمد', 5), row('w', 'أحمد', 5)], 'ar');
    expect(ranked.map((r) => r.uid)).toEqual(['w', 'x', 'y']);
    expect(ranked.every((r) => r.rank === 1)).toBe(true);
  });

  it('answers an empty list for no students and leaves the input alone', () => {
    const input = [row('a', 'A', 1), row('b', 'B', 2)];
    expect(rankByPoints([])).toEqual([]);
    rankByPoints(input);
    expect(input.map((r) => r.uid)).toEqual(['a', 'b']);
  });
});

describe('rewardPointsOf', () => {
  it('reads absent, broken or negative values as 0', () => {
    expect(rewardPointsOf(undefined)).toBe(0);
    expect(rewardPointsOf('12')).toBe(0);
    expect(rewardPointsOf(Number.NaN)).toBe(0);
    expect(rewardPointsOf(-3)).toBe(0);
    expect(rewardPointsOf(42)).toBe(42);
  });
});
