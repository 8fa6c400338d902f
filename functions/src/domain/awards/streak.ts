// Activity streaks (docs/awards.md, "Events"): days are Riyadh calendar days (UTC+3, no
// daylight saving), so a late-evening quiz in Riyadh counts for that evening's day.
import { AWARDS } from '../../shared/constants';

const DAY_MS = 86_400_000;

/** YYYY-MM-DD of an instant in Riyadh time. */
export function dayKey(ms: number): string {
  return new Date(ms + AWARDS.dayOffsetMinutes * 60_000).toISOString().slice(0, 10);
}

/** Whole days from day `a` to day `b` (both YYYY-MM-DD). */
export function daysBetween(a: string, b: string): number {
  return Math.round((Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / DAY_MS);
}

export interface StreakState {
  streak_days: number;
  best_streak: number;
  last_active_day: string | null;
}

/**
 * Activity on `day`: the same day changes nothing, the next day extends the run, a gap
 * restarts it at 1; a day before the last active one (a late, out-of-order event) changes
 * nothing. best_streak follows the run.
 */
export function stepStreak(state: StreakState, day: string): StreakState {
  const last = state.last_active_day;
  let streak: number;
  if (!last || !Number.isFinite(daysBetween(last, day))) streak = 1;
  else {
    const gap = daysBetween(last, day);
    if (gap <= 0) return state;
    streak = gap === 1 ? Math.max(state.streak_days, 0) + 1 : 1;
  }
  return { streak_days: streak, best_streak: Math.max(state.best_streak, streak), last_active_day: day };
}
