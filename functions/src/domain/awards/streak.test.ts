import { describe, expect, it } from 'vitest';
import { dayKey, daysBetween, stepStreak, type StreakState } from './streak';

const start: StreakState = { streak_days: 0, best_streak: 0, last_active_day: null };

describe('dayKey', () => {
  it('counts days in Riyadh time (UTC+3)', () => {
    expect(dayKey(Date.parse('2026-03-01T20:59:59Z'))).toBe('2026-03-01');
    expect(dayKey(Date.parse('2026-03-01T21:00:00Z'))).toBe('2026-03-02');
    expect(dayKey(Date.parse('2026-12-31T22:00:00Z'))).toBe('2027-01-01');
  });
});

describe('daysBetween', () => {
  it('crosses months and years', () => {
    expect(daysBetween('2026-02-28', '2026-03-01')).toBe(1);
    expect(daysBetween('2024-02-28', '2024-03-01')).toBe(2);
    expect(daysBetween('2026-12-31', '2027-01-01')).toBe(1);
  });
});

describe('stepStreak', () => {
  it('starts at 1 on the first active day', () => {
    expect(stepStreak(start, '2026-03-01')).toEqual({ streak_days: 1, best_streak: 1, last_active_day: '2026-03-01' });
  });

  it('leaves the same day unchanged', () => {
    const one = stepStreak(start, '2026-03-01');
    expect(stepStreak(one, '2026-03-01')).toEqual(one);
  });

  it('adds one the next day and best_streak follows', () => {
    let state = start;
    for (const day of ['2026-03-01', '2026-03-02', '2026-03-03']) state = stepStreak(state, day);
    expect(state).toEqual({ streak_days: 3, best_streak: 3, last_active_day: '2026-03-03' });
  });

  it('restarts at 1 after a gap, keeping the best', () => {
    let state = start;
    for (const day of ['2026-03-01', '2026-03-02', '2026-03-03', '2026-03-05']) state = stepStreak(state, day);
    expect(state).toEqual({ streak_days: 1, best_streak: 3, last_active_day: '2026-03-05' });
  });

  it('ignores a day older than the last active one', () => {
    const state = { streak_days: 2, best_streak: 4, last_active_day: '2026-03-05' };
    expect(stepStreak(state, '2026-03-04')).toEqual(state);
    expect(stepStreak(state, '2026-02-01')).toEqual(state);
  });
});
