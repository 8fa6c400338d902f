import { describe, expect, it } from 'vitest';
import { distributionBars } from './review-summary';

describe('distributionBars', () => {
  it('lists 5 stars down to 1 with their share', () => {
    expect(distributionBars({ distribution: { 1: 1, 2: 0, 3: 1, 4: 0, 5: 2 } })).toEqual([
      { stars: 5, count: 2, percent: 50 },
      { stars: 4, count: 0, percent: 0 },
      { stars: 3, count: 1, percent: 25 },
      { stars: 2, count: 0, percent: 0 },
      { stars: 1, count: 1, percent: 25 },
    ]);
  });

  it('is all zeros without reviews or with a missing distribution', () => {
    expect(distributionBars({ distribution: { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 } }).every((bar) => bar.percent === 0)).toBe(true);
    expect(distributionBars({} as never).map((bar) => bar.count)).toEqual([0, 0, 0, 0, 0]);
  });
});
