import { describe, expect, it } from 'vitest';
import type { CentreClass } from '@shared/schemas/centre-area';
import { bandKey, bandRows, filterClasses, foldText, hasActivity, statusKey, statusRows, totalCourses, weekRows } from './centre-figures';

describe('statusRows', () => {
  it('lists every status in the workflow order, zeros kept', () => {
    expect(statusRows({ Published: 2, Draft: 1 } as never)).toEqual([
      { status: 'Draft', count: 1 },
      { status: 'Assigned', count: 0 },
      { status: 'In Review', count: 0 },
      { status: 'Published', count: 2 },
      { status: 'Rejected', count: 0 },
    ]);
    expect(totalCourses({ Published: 2, Draft: 1, Rejected: -4 } as never)).toBe(3);
    expect(totalCourses(undefined)).toBe(0);
  });
  it('names statuses for message ids', () => {
    expect(statusKey('In Review')).toBe('inReview');
    expect(statusKey('Draft')).toBe('draft');
  });
});

describe('weekRows', () => {
  it('sorts oldest first, merges repeated weeks and labels them', () => {
    const rows = weekRows(
      [
        { week_start: '2026-11-16', enrollments: 2, completions: 1, sparks_spent: 50 },
        { week_start: '2026-11-09', enrollments: 1, completions: 0, sparks_spent: 0 },
        { week_start: '2026-11-16', enrollments: 1, completions: 0, sparks_spent: 10 },
      ],
      (day) => `w${day.slice(8)}`,
    );
    expect(rows.map((r) => [r.week_start, r.enrollments, r.sparks_spent, r.label])).toEqual([
      ['2026-11-09', 1, 0, 'w09'],
      ['2026-11-16', 3, 60, 'w16'],
    ]);
    expect(hasActivity(rows)).toBe(true);
    expect(hasActivity(rows, 'completions')).toBe(true);
    expect(hasActivity([{ week_start: 'x', enrollments: 0, completions: 0, sparks_spent: 0 }])).toBe(false);
    expect(weekRows(undefined, String)).toEqual([]);
  });
});

describe('bandRows', () => {
  it('keeps all four bands, lowest first', () => {
    expect(bandRows([{ band: '90-100', count: 3 }])).toEqual([
      { band: '0-49', count: 0 },
      { band: '50-69', count: 0 },
      { band: '70-89', count: 0 },
      { band: '90-100', count: 3 },
    ]);
    expect(bandKey('0-49')).toBe('b0_49');
  });
});

describe('filterClasses', () => {
  const cls = (id: string, name: string, teacher: string, at: string | null): CentreClass => ({
    id, name, teacher_name: teacher, teacher_id: 't', course_field: null, theme: null, colors: null,
    member_count: 1, last_activity_at: at, created_at: null,
  });
  const classes = [
    cls('a', 'الرياضيات', 'Huda', '2026-11-01T00:00:00Z'),
    cls('b', 'Physics 101', 'Khaled', '2026-11-20T00:00:00Z'),
    cls('c', 'Chemistry', 'Khaled', null),
  ];
  it('matches name or teacher, Arabic folded, newest activity first', () => {
    expect(filterClasses(classes, '').map((c) => c.id)).toEqual(['b', 'a', 'c']);
    expect(filterClasses(classes, 'khaled').map((c) => c.id)).toEqual(['b', 'c']);
    expect(filterClasses(classes, 'الرِّياضيات').map((c) => c.id)).toEqual(['a']);
    expect(filterClasses(classes, 'phys khal').map((c) => c.id)).toEqual(['b']);
  });
  it('folds Arabic letter forms', () => {
    expect(foldText('أحمد')).toBe(foldText('احمد'));
  });
});
