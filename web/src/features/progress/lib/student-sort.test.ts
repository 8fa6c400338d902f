import { describe, expect, it } from 'vitest';
import type { StudentResultRow } from '@shared/schemas/analytics';
import { DEFAULT_SORT, ariaSort, nextSort, sortStudents } from './student-sort';

const row = (uid: string, name: string, over: Partial<StudentResultRow> = {}): StudentResultRow => ({
  uid,
  name,
  avatar_id: 0,
  assigned: 4,
  completed: 2,
  graded: 2,
  pending_grading: 0,
  missing: 0,
  average_percent: 70,
  band: 'satisfactory',
  total_score: 20,
  last_submitted_at: '2025-03-01T10:00:00.000Z',
  ...over,
});

const rows = [
  row('s1', 'Sara', { average_percent: 87.5, completed: 2, total_score: 30, last_submitted_at: '2025-03-05T10:00:00.000Z' }),
  row('s2', 'ali', { average_percent: 75, completed: 4, total_score: 40, missing: 1 }),
  row('s3', 'Omar', { average_percent: null, band: null, completed: 0, total_score: 0, last_submitted_at: null, missing: 2 }),
  row('s4', 'Ali', { average_percent: 75, completed: 3, total_score: 35 }),
];
const uids = (list: StudentResultRow[]) => list.map((r) => r.uid);

describe('sortStudents', () => {
  it('sorts by name by default, ignoring case, with the uid breaking ties', () => {
    expect(uids(sortStudents(rows, DEFAULT_SORT, 'en'))).toEqual(['s2', 's4', 's3', 's1']);
  });

  it('sorts by average both ways, students without one last', () => {
    expect(uids(sortStudents(rows, { key: 'average', direction: 'desc' }, 'en'))).toEqual(['s1', 's2', 's4', 's3']);
    expect(uids(sortStudents(rows, { key: 'average', direction: 'asc' }, 'en'))).toEqual(['s2', 's4', 's1', 's3']);
  });

  it('sorts by completion share, total, missed and last submission', () => {
    expect(uids(sortStudents(rows, { key: 'completed', direction: 'desc' }, 'en'))).toEqual(['s2', 's4', 's1', 's3']);
    expect(uids(sortStudents(rows, { key: 'total', direction: 'asc' }, 'en'))).toEqual(['s3', 's1', 's4', 's2']);
    expect(uids(sortStudents(rows, { key: 'missing', direction: 'desc' }, 'en'))).toEqual(['s3', 's2', 's4', 's1']);
    expect(uids(sortStudents(rows, { key: 'last', direction: 'desc' }, 'en'))).toEqual(['s1', 's2', 's4', 's3']);
  });

  it('does not change the input', () => {
    const copy = [...rows];
    sortStudents(rows, { key: 'average', direction: 'desc' });
    expect(rows).toEqual(copy);
  });

  it('sorts Arabic names', () => {
    const arabic = [row('a', 'يوسف'), row('b', 'أحمد'), row('c', 'سارة')];
    expect(uids(sortStudents(arabic, DEFAULT_SORT, 'ar'))).toEqual(['b', 'c', 'a']);
  });
});

describe('nextSort and ariaSort', () => {
  it('flips the same column and starts a new one in its natural direction', () => {
    expect(nextSort(DEFAULT_SORT, 'name')).toEqual({ key: 'name', direction: 'desc' });
    expect(nextSort(DEFAULT_SORT, 'average')).toEqual({ key: 'average', direction: 'desc' });
    expect(nextSort({ key: 'average', direction: 'desc' }, 'average')).toEqual({ key: 'average', direction: 'asc' });
    expect(nextSort({ key: 'average', direction: 'desc' }, 'name')).toEqual({ key: 'name', direction: 'asc' });
  });

  it('tells the header state', () => {
    expect(ariaSort(DEFAULT_SORT, 'name')).toBe('ascending');
    expect(ariaSort({ key: 'total', direction: 'desc' }, 'total')).toBe('descending');
    expect(ariaSort(DEFAULT_SORT, 'total')).toBe('none');
  });
});
