import { describe, expect, it } from 'vitest';
import { NO_ENTERPRISE_FILTERS, filterEnterpriseCourses, isFiltered } from './enterprise-course-filters';

const courses = [
  { id: 'a', title: 'Intro to Design', description: 'Colours and shapes', category: 'design', status: 'Draft' },
  { id: 'b', title: 'البرمجة للمبتدئين', description: 'أساسيات بايثون', category: 'programming', status: 'In Review' },
  { id: 'c', title: 'Marketing 101', description: 'Brand design basics', category: 'marketing', status: 'Published' },
];
const ids = (filters: Partial<typeof NO_ENTERPRISE_FILTERS>) =>
  filterEnterpriseCourses(courses, { ...NO_ENTERPRISE_FILTERS, ...filters } as typeof NO_ENTERPRISE_FILTERS).map((course) => course.id);

describe('filterEnterpriseCourses', () => {
  it('keeps everything without filters', () => {
    expect(ids({})).toEqual(['a', 'b', 'c']);
    expect(isFiltered(NO_ENTERPRISE_FILTERS)).toBe(false);
  });
  it('searches the title and the description, case-insensitively, every word', () => {
    expect(ids({ search: 'DESIGN' })).toEqual(['a', 'c']);
    expect(ids({ search: 'brand design' })).toEqual(['c']);
    expect(ids({ search: 'بايثون' })).toEqual(['b']);
    expect(ids({ search: 'البَرمجة' })).toEqual(['b']);
    expect(ids({ search: 'nothing' })).toEqual([]);
  });
  it('filters by category and status together', () => {
    expect(ids({ category: 'design' })).toEqual(['a']);
    expect(ids({ status: 'In Review' })).toEqual(['b']);
    expect(ids({ search: 'design', status: 'Published' })).toEqual(['c']);
    expect(isFiltered({ ...NO_ENTERPRISE_FILTERS, status: 'Draft' })).toBe(true);
  });
});
