import { describe, expect, it } from 'vitest';
import { COURSE_PRICE_EDGES } from '@shared/schemas/course-market';
import { PRICE_STOPS, isWholePriceRange, rangeFromStops, snapPriceRange, stopsFromRange } from './price-range';

const LAST = PRICE_STOPS.length - 1;

describe('price slider snapping', () => {
  it('stops are the API edges from 0 to 1000', () => {
    expect(PRICE_STOPS[0]).toBe(0);
    expect(PRICE_STOPS[LAST]).toBe(1000);
    expect(PRICE_STOPS.every((stop) => (COURSE_PRICE_EDGES as readonly number[]).includes(stop))).toBe(true);
  });

  it('the whole slider is no range', () => {
    expect(rangeFromStops([0, LAST])).toEqual({});
    expect(isWholePriceRange(rangeFromStops([0, LAST]))).toBe(true);
    expect(stopsFromRange({})).toEqual([0, LAST]);
  });

  it('the minimum is an edge and the maximum one below an edge', () => {
    expect(rangeFromStops([0, 1])).toEqual({ maxPrice: 0 });
    expect(rangeFromStops([1, 3])).toEqual({ minPrice: 1, maxPrice: 99 });
    expect(rangeFromStops([PRICE_STOPS.indexOf(250), LAST])).toEqual({ minPrice: 250 });
  });

  it('every handle position gives a range the API accepts', () => {
    const edges = COURSE_PRICE_EDGES as readonly number[];
    for (let from = 0; from < LAST; from += 1) {
      for (let to = from + 1; to <= LAST; to += 1) {
        const range = rangeFromStops([from, to]);
        expect(range.minPrice === undefined || edges.includes(range.minPrice)).toBe(true);
        expect(range.maxPrice === undefined || edges.includes(range.maxPrice + 1)).toBe(true);
        expect(stopsFromRange(range)).toEqual([from, to]);
      }
    }
  });

  it('handles never cross: at least one band between them', () => {
    expect(rangeFromStops([5, 5])).toEqual(rangeFromStops([5, 6]));
    expect(rangeFromStops([LAST, LAST])).toEqual({ minPrice: PRICE_STOPS[LAST - 1] });
  });

  it('snaps any range outward to the nearest accepted one', () => {
    expect(snapPriceRange({ minPrice: 120, maxPrice: 260 })).toEqual({ minPrice: 100, maxPrice: 299 });
    expect(snapPriceRange({ minPrice: 0, maxPrice: 0 })).toEqual({ maxPrice: 0 });
    expect(snapPriceRange({ minPrice: 5000 })).toEqual({ minPrice: 900 });
    expect(snapPriceRange({ maxPrice: 999 })).toEqual({});
    expect(snapPriceRange({ minPrice: 100, maxPrice: 100 })).toEqual({ minPrice: 100, maxPrice: 149 });
  });
});
