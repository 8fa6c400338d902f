// Buying access to a course (docs/courses.md, "Enrolment and learning"): how long access lasts,
// when it may be renewed, and how a price splits between instructor and platform. Pure.
import { COURSE_ACCESS_MONTHS, COURSE_LEARNING } from '../shared/constants';
import { linePrice, type LinePrice } from './market-pricing';

const DAY_MS = 24 * 60 * 60 * 1000;

/** `months` calendar months after `fromMs` (UTC); a day the month lacks is its last day (Jan 31 + 1 = Feb 28/29). */
export function addMonths(fromMs: number, months: number = COURSE_ACCESS_MONTHS): number {
  const from = new Date(fromMs);
  const target = new Date(from.getTime());
  target.setUTCDate(1);
  target.setUTCMonth(from.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(from.getUTCDate(), lastDay));
  return target.getTime();
}

export const hasAccess = (accessUntilMs: number, nowMs: number): boolean => accessUntilMs >= nowMs;

/** Renewal opens in the last COURSE_LEARNING.renewWindowDays days of access and stays open once expired. */
export const renewable = (accessUntilMs: number, nowMs: number): boolean =>
  accessUntilMs - nowMs <= COURSE_LEARNING.renewWindowDays * DAY_MS;

/** A renewal adds a full period from the later of now and the current end (unused days are kept). */
export const renewedUntil = (accessUntilMs: number, nowMs: number): number => addMonths(Math.max(accessUntilMs, nowMs));

/**
 * What a course costs and who gets it: the instructor floor(90%), the platform the rest, as for
 * products (market-pricing's linePrice). Unlike a free product, a free course costs nothing.
 */
export function coursePrice(price: number): LinePrice {
  if (price === 0) return { price: 0, charged: 0, commission: 0, earnings: 0 };
  return linePrice(price);
}

/** A course's rating after one more review: one decimal, from the running sum (no drift from rounding). */
export function ratingAfterReview(
  before: { sum: number; count: number; distribution: Partial<Record<string, number>> },
  rating: number,
): { sum: number; count: number; rating: number; distribution: Record<'1' | '2' | '3' | '4' | '5', number> } {
  const sum = before.sum + rating;
  const count = before.count + 1;
  const distribution = { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0, ...before.distribution } as Record<'1' | '2' | '3' | '4' | '5', number>;
  const key = String(rating) as '1' | '2' | '3' | '4' | '5';
  distribution[key] = (distribution[key] ?? 0) + 1;
  return { sum, count, rating: Math.round((sum / count) * 10) / 10, distribution };
}
