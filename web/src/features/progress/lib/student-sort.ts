// Sorting the student results table. Columns sort by their value; students without a value
// (no graded work, never submitted) always go last, whatever the direction, and ties fall back
// to the name so the order never jumps between renders.
import type { StudentResultRow } from '@shared/schemas/analytics';

export const SORT_KEYS = ['name', 'completed', 'average', 'total', 'missing', 'last'] as const;
export type SortKey = (typeof SORT_KEYS)[number];
export type SortDirection = 'asc' | 'desc';
export interface SortState {
  key: SortKey;
  direction: SortDirection;
}

export const DEFAULT_SORT: SortState = { key: 'name', direction: 'asc' };

function valueOf(row: StudentResultRow, key: SortKey): string | number | null {
  switch (key) {
    case 'name':
      return row.name;
    case 'completed':
      return row.assigned === 0 ? 0 : row.completed / row.assigned;
    case 'average':
      return row.average_percent;
    case 'total':
      return row.total_score;
    case 'missing':
      return row.missing;
    case 'last':
      return row.last_submitted_at ? Date.parse(row.last_submitted_at) : null;
  }
}

function byName(a: StudentResultRow, b: StudentResultRow, collator: Intl.Collator): number {
  return collator.compare(a.name, b.name) || (a.uid < b.uid ? -1 : a.uid > b.uid ? 1 : 0);
}

export function sortStudents(rows: readonly StudentResultRow[], sort: SortState, locale = 'ar'): StudentResultRow[] {
  const collator = new Intl.Collator(locale, { sensitivity: 'base', numeric: true });
  const sign = sort.direction === 'asc' ? 1 : -1;
  return [...rows].sort((a, b) => {
    const va = valueOf(a, sort.key);
    const vb = valueOf(b, sort.key);
    if (va === null || vb === null) {
      if (va !== vb) return va === null ? 1 : -1;
      return byName(a, b, collator);
    }
    const compared = typeof va === 'string' && typeof vb === 'string' ? collator.compare(va, vb) : (va as number) - (vb as number);
    return compared * sign || byName(a, b, collator);
  });
}

/** Clicking a header: the same column flips, a new one starts with its natural direction. */
export function nextSort(current: SortState, key: SortKey): SortState {
  if (current.key === key) return { key, direction: current.direction === 'asc' ? 'desc' : 'asc' };
  return { key, direction: key === 'name' ? 'asc' : 'desc' };
}

/** The aria-sort value of a header. */
export function ariaSort(current: SortState, key: SortKey): 'ascending' | 'descending' | 'none' {
  if (current.key !== key) return 'none';
  return current.direction === 'asc' ? 'ascending' : 'descending';
}
