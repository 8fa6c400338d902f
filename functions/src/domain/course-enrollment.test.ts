import { describe, expect, it } from 'vitest';
import { addMonths, coursePrice, hasAccess, ratingAfterReview, renewable, renewedUntil } from './course-enrollment';

const day = 24 * 60 * 60 * 1000;
const at = (iso: string) => Date.parse(iso);

describe('access period', () => {
  it('lasts 12 calendar months, clamping to the end of a shorter month', () => {
    expect(new Date(addMonths(at('2026-03-15T10:00:00Z'))).toISOString()).toBe('2027-03-15T10:00:00.000Z');
    expect(new Date(addMonths(at('2027-01-31T00:00:00Z'), 1)).toISOString()).toBe('2027-02-28T00:00:00.000Z');
    expect(new Date(addMonths(at('2028-02-29T00:00:00Z'))).toISOString()).toBe('2029-02-28T00:00:00.000Z');
  });

  it('gives access until the end, inclusive', () => {
    expect(hasAccess(1000, 1000)).toBe(true);
    expect(hasAccess(999, 1000)).toBe(false);
  });
});

describe('renewal', () => {
  const now = at('2026-06-01T00:00:00Z');
  it('opens in the last 30 days and stays open once expired', () => {
    expect(renewable(now + 31 * day, now)).toBe(false);
    expect(renewable(now + 30 * day, now)).toBe(true);
    expect(renewable(now - 5 * day, now)).toBe(true);
  });

  it('adds a period from the later of now and the current end', () => {
    expect(renewedUntil(now - 10 * day, now)).toBe(addMonths(now));
    expect(renewedUntil(now + 10 * day, now)).toBe(addMonths(now + 10 * day));
  });
});

describe('coursePrice', () => {
  it('splits 90/10 with the rounding spark to the platform', () => {
    expect(coursePrice(100)).toEqual({ price: 100, charged: 100, commission: 10, earnings: 90 });
    expect(coursePrice(15)).toEqual({ price: 15, charged: 15, commission: 2, earnings: 13 });
  });

  it('charges nothing for a free course (no download fee, unlike products)', () => {
    expect(coursePrice(0)).toEqual({ price: 0, charged: 0, commission: 0, earnings: 0 });
  });

  it('refuses a price that is not whole sparks', () => {
    expect(() => coursePrice(-1)).toThrow(RangeError);
    expect(() => coursePrice(1.5)).toThrow(RangeError);
  });
});

describe('ratingAfterReview', () => {
  it('keeps the sum and rounds the average to one decimal', () => {
    const first = ratingAfterReview({ sum: 0, count: 0, distribution: {} }, 5);
    expect(first).toMatchObject({ sum: 5, count: 1, rating: 5, distribution: { 1: 0, 2: 0, 3: 0, 4: 0, 5: 1 } });
    const second = ratingAfterReview(first, 4);
    const third = ratingAfterReview(second, 4);
    expect(third).toMatchObject({ sum: 13, count: 3, rating: 4.3, distribution: { 4: 2, 5: 1 } });
  });
});
