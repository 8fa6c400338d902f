import { describe, expect, it } from 'vitest';
import { PARTNER_SCROLLER_SPEED, marqueeCopyWidth, marqueeDuration } from './marquee';

describe('marquee timing', () => {
  it('uses the spec speed of 200 pixels per second', () => {
    expect(PARTNER_SCROLLER_SPEED).toBe(200);
  });

  it('measures one copy of the row with the space after every item', () => {
    expect(marqueeCopyWidth({ itemCount: 6, itemWidth: 160, gap: 48 })).toBe(1248);
    expect(marqueeCopyWidth({ itemCount: 0, itemWidth: 160, gap: 48 })).toBe(0);
  });

  it('lasts as long as one copy takes to pass at the given speed', () => {
    expect(marqueeDuration({ itemCount: 6, itemWidth: 160, gap: 48 })).toBe(6.24);
    expect(marqueeDuration({ itemCount: 4, itemWidth: 100, gap: 0 }, 100)).toBe(4);
    expect(marqueeDuration({ itemCount: 3, itemWidth: 100, gap: 0 }, 900)).toBe(0.333);
  });

  it('refuses a speed that would never move', () => {
    expect(() => marqueeDuration({ itemCount: 1, itemWidth: 10, gap: 0 }, 0)).toThrow(RangeError);
    expect(() => marqueeDuration({ itemCount: 1, itemWidth: 10, gap: 0 }, Number.NaN)).toThrow(RangeError);
  });
});
