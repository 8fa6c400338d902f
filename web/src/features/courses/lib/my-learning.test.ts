import { describe, expect, it } from 'vitest';
import {
  foldText, isDefaultFilters, learningStats, matchesSearch, parseSort, parseTab, sortCourses, tabCounts, visibleCourses,
  type LearningItem,
} from './my-learning';

const course = (id: string, fields: Partial<LearningItem> = {}): LearningItem => ({
  id,
  title: `Course ${id}`,
  instructor: 'Teacher',
  organization: null,
  status: 'Not Started',
  progress: 0,
  last_accessed: null,
  enrolled_at: '2026-01-01T00:00:00.000Z',
  certificate: false,
  ...fields,
});

const COURSES: LearningItem[] = [
  course('a', { title: 'Python Basics', status: 'In Progress', progress: 40, last_accessed: '2026-03-02T10:00:00.000Z' }),
  course('b', { title: 'algebra', status: 'Completed', progress: 100, certificate: true, last_accessed: '2026-03-05T10:00:00.000Z' }),
  course('c', { title: 'Design', status: 'Completed', progress: 100, certificate: false, last_accessed: '2026-02-01T10:00:00.000Z', instructor: 'Sara Ali' }),
  course('d', { title: 'مقدمة في الإحصاء', status: 'Not Started', enrolled_at: '2026-03-06T00:00:00.000Z', organization: 'Riyadh Centre' }),
  course('e', { title: 'Music', status: 'Expired', progress: 70, last_accessed: '2025-01-01T10:00:00.000Z' }),
  course('f', { title: 'Zoology', status: 'Not Started', enrolled_at: '2026-01-02T00:00:00.000Z' }),
];
const ids = (list: LearningItem[]) => list.map((item) => item.id);

describe('learningStats', () => {
  it('counts each status, and certificates only on completed certified courses', () => {
    expect(learningStats(COURSES)).toEqual({ completed: 2, inProgress: 1, notStarted: 2, expired: 1, certificates: 1 });
    expect(learningStats([course('x', { status: 'Expired', certificate: true })]).certificates).toBe(0);
    expect(learningStats([])).toEqual({ completed: 0, inProgress: 0, notStarted: 0, expired: 0, certificates: 0 });
  });
});

describe('tabCounts', () => {
  it('counts the five tabs', () => {
    expect(tabCounts(COURSES)).toEqual({ all: 6, 'in-progress': 1, completed: 2, 'not-started': 2, expired: 1 });
  });
});

describe('matchesSearch', () => {
  it('matches title, instructor or organization, ignoring case and accents', () => {
    expect(matchesSearch(COURSES[0]!, 'PYTHON')).toBe(true);
    expect(matchesSearch(COURSES[2]!, 'sara')).toBe(true);
    expect(matchesSearch(COURSES[3]!, 'riyadh')).toBe(true);
    expect(matchesSearch(COURSES[0]!, 'riyadh')).toBe(false);
    expect(matchesSearch(course('x', { title: 'Café Français' }), 'cafe fran')).toBe(true);
    expect(matchesSearch(COURSES[0]!, '   ')).toBe(true);
  });

  it('folds Arabic alef forms and diacritics', () => {
    expect(matchesSearch(COURSES[3]!, 'الاحصاء')).toBe(true);
    expect(foldText('مُقَدِّمَة')).toBe(foldText('مقدمه'));
  });
});

describe('sortCourses', () => {
  it('puts the most recently accessed first by default, never-opened ones by purchase date after', () => {
    expect(ids(sortCourses(COURSES, 'recent'))).toEqual(['b', 'a', 'c', 'e', 'd', 'f']);
  });

  it('sorts by progress high to low', () => {
    expect(ids(sortCourses(COURSES, 'progress'))).toEqual(['b', 'c', 'e', 'a', 'd', 'f']);
  });

  it('sorts titles A-Z without regard to case', () => {
    expect(ids(sortCourses(COURSES, 'title'))).toEqual(['b', 'c', 'e', 'a', 'f', 'd']);
  });

  it('does not change its input', () => {
    const copy = [...COURSES];
    sortCourses(COURSES, 'title');
    expect(COURSES).toEqual(copy);
  });
});

describe('visibleCourses', () => {
  it('keeps the tab, then the search, in the chosen order', () => {
    expect(ids(visibleCourses(COURSES, { tab: 'completed', search: '', sort: 'title' }))).toEqual(['b', 'c']);
    expect(ids(visibleCourses(COURSES, { tab: 'not-started', search: '', sort: 'recent' }))).toEqual(['d', 'f']);
    expect(ids(visibleCourses(COURSES, { tab: 'all', search: 'o', sort: 'title' }))).toEqual(['a', 'f']);
    expect(ids(visibleCourses(COURSES, { tab: 'expired', search: 'python', sort: 'recent' }))).toEqual([]);
  });
});

describe('filters from the URL', () => {
  it('falls back to All and recent', () => {
    expect(parseTab('expired')).toBe('expired');
    expect(parseTab('Expired')).toBe('all');
    expect(parseTab(null)).toBe('all');
    expect(parseSort('progress')).toBe('progress');
    expect(parseSort('x')).toBe('recent');
    expect(isDefaultFilters({ tab: 'all', search: ' ', sort: 'recent' })).toBe(true);
    expect(isDefaultFilters({ tab: 'all', search: '', sort: 'title' })).toBe(false);
  });
});
