import { describe, expect, it } from 'vitest';
import { centreCsvRows } from './centre-csv';
import { completionRate, centreScoreBand, matchesSearch, scoreBandCounts, weekStartMs, weeklySeries, wholeMean } from './centre-figures';

const at = (iso: string) => Date.parse(iso);

describe('weekly series', () => {
  it('starts weeks on Monday UTC', () => {
    expect(new Date(weekStartMs(at('2026-11-25T13:00:00Z'))).toISOString()).toBe('2026-11-23T00:00:00.000Z');
    expect(new Date(weekStartMs(at('2026-11-23T00:00:00Z'))).toISOString()).toBe('2026-11-23T00:00:00.000Z');
    expect(new Date(weekStartMs(at('2026-11-22T23:59:59Z'))).toISOString()).toBe('2026-11-16T00:00:00.000Z');
  });
  it('counts the last 12 weeks, oldest first, and leaves older events out', () => {
    const now = at('2026-11-25T12:00:00Z');
    const series = weeklySeries(now, {
      enrolledMs: [at('2026-11-24T00:00:00Z'), at('2026-11-24T05:00:00Z'), at('2026-09-01T00:00:00Z'), at('2025-01-01T00:00:00Z'), null],
      completedMs: [at('2026-11-17T00:00:00Z')],
      spent: [{ ms: at('2026-11-25T00:00:00Z'), amount: 40 }, { ms: at('2026-11-26T00:00:00Z'), amount: 10 }, { ms: null, amount: 99 }],
    });
    expect(series).toHaveLength(12);
    expect(series[0]!.week_start).toBe('2026-09-07');
    expect(series[11]).toEqual({ week_start: '2026-11-23', enrollments: 2, completions: 0, sparks_spent: 50 });
    expect(series[10]).toEqual({ week_start: '2026-11-16', enrollments: 0, completions: 1, sparks_spent: 0 });
    expect(series.reduce((s, w) => s + w.enrollments, 0)).toBe(2);
  });
});

describe('bands, rates and means', () => {
  it('bands graded percents', () => {
    expect([0, 49, 49.9, 50, 69, 70, 89, 90, 100, 120, -5].map(centreScoreBand)).toEqual(
      ['0-49', '0-49', '0-49', '50-69', '50-69', '70-89', '70-89', '90-100', '90-100', '90-100', '0-49'],
    );
    expect(scoreBandCounts([10, 95, 96, 75])).toEqual([
      { band: '0-49', count: 1 }, { band: '50-69', count: 0 }, { band: '70-89', count: 1 }, { band: '90-100', count: 2 },
    ]);
  });
  it('completion rate in whole percent', () => {
    expect(completionRate(0, 0)).toBe(0);
    expect(completionRate(3, 1)).toBe(33);
    expect(completionRate(3, 2)).toBe(67);
    expect(completionRate(2, 5)).toBe(100);
  });
  it('means and search', () => {
    expect(wholeMean([])).toBeNull();
    expect(wholeMean([50, 75])).toBe(63);
    expect(matchesSearch('', 'x')).toBe(true);
    expect(matchesSearch(' nOOr  A', 'Noor Ahmed', 'n@x')).toBe(true);
    expect(matchesSearch('zz', 'Noor', 'n@x')).toBe(false);
  });
});

describe('analytics CSV rows', () => {
  it('a row per course, then per class', () => {
    const rows = centreCsvRows({
      courses: [{ course_id: 'c1', title: 'Algebra', status: 'Published', enrollments: 4, completions: 1, completion_rate: 25 }],
      classes: [{ class_id: 'k1', name: 'Class A', submissions: 3, average_percent: null }],
      quiz_bands: [],
      quiz_submissions: 3,
    });
    expect(rows).toEqual([
      ['course', 'c1', 'Algebra', 'Published', 4, 1, 25, null, null],
      ['class', 'k1', 'Class A', null, null, null, null, 3, null],
    ]);
  });
});
