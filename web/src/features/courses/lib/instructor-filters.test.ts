import { describe, expect, it } from 'vitest';
import { NO_FILTERS, activePanelFilters, filterCourses, normaliseSearch, tabCounts } from './instructor-filters';

const course = (id: string, over: Record<string, unknown> = {}) => ({
  id, title: `Course ${id}`, description: '', category: 'programming' as const, level: 'beginner' as const,
  enterprise: null as string | null, status: 'Draft' as const, ...over,
});

const courses = [
  course('a', { title: 'Algebra basics', category: 'mathematics', status: 'Published' }),
  course('b', { title: 'البرمجة بلغة بايثون', level: 'advanced', status: 'In Review' }),
  course('c', { title: 'Design', category: 'design', enterprise: 'centre-1', status: 'Assigned' }),
  course('d', { title: 'Old draft', status: 'Rejected' }),
  course('e', { title: 'Another draft', description: 'loops and algebra' }),
];
const ids = (list: { id: string }[]) => list.map((item) => item.id);

describe('filterCourses', () => {
  it('shows everything, Rejected included, under All with no filters', () => {
    expect(ids(filterCourses(courses, NO_FILTERS))).toEqual(['a', 'b', 'c', 'd', 'e']);
  });
  it('keeps one status per tab (Rejected appears only in All)', () => {
    expect(ids(filterCourses(courses, { ...NO_FILTERS, tab: 'Published' }))).toEqual(['a']);
    expect(ids(filterCourses(courses, { ...NO_FILTERS, tab: 'Draft' }))).toEqual(['e']);
    expect(ids(filterCourses(courses, { ...NO_FILTERS, tab: 'In Review' }))).toEqual(['b']);
    expect(ids(filterCourses(courses, { ...NO_FILTERS, tab: 'Assigned' }))).toEqual(['c']);
  });
  it('filters by category, level and enterprise together', () => {
    expect(ids(filterCourses(courses, { ...NO_FILTERS, category: 'programming' }))).toEqual(['b', 'd', 'e']);
    expect(ids(filterCourses(courses, { ...NO_FILTERS, category: 'programming', level: 'advanced' }))).toEqual(['b']);
    expect(ids(filterCourses(courses, { ...NO_FILTERS, enterprise: 'centre' }))).toEqual(['c']);
    expect(ids(filterCourses(courses, { ...NO_FILTERS, enterprise: 'personal' }))).toEqual(['a', 'b', 'd', 'e']);
  });
  it('searches title and description, case and Arabic forms aside', () => {
    expect(ids(filterCourses(courses, { ...NO_FILTERS, search: '  ALGEBRA ' }))).toEqual(['a', 'e']);
    expect(ids(filterCourses(courses, { ...NO_FILTERS, search: 'البرمجه' }))).toEqual(['b']);
    expect(ids(filterCourses(courses, { ...NO_FILTERS, search: 'nothing like it' }))).toEqual([]);
  });
});

describe('helpers', () => {
  it('normalises harakat, alef forms and spaces', () => {
    expect(normaliseSearch('  إِدارة   الأعمال ')).toBe('اداره الاعمال');
  });
  it('counts each tab with the other filters applied', () => {
    expect(tabCounts(courses, { ...NO_FILTERS, category: 'programming', tab: 'Published' })).toEqual({
      all: 3, Published: 0, Draft: 1, 'In Review': 1, Assigned: 0,
    });
  });
  it('counts the panel filters in use', () => {
    expect(activePanelFilters(NO_FILTERS)).toBe(0);
    expect(activePanelFilters({ ...NO_FILTERS, level: 'advanced', enterprise: 'personal', search: 'x' })).toBe(2);
  });
});
