// The instructor manager's search, filter panel and status tabs over the caller's own courses
// (one list of at most COURSES.listLimit, so filtering here is exact). Pure.
import type { Course, CourseCategory, CourseLevel, CourseStatus } from '@shared/schemas/course';

/** The spec's tabs; Rejected courses show under All (with their reason). */
export const INSTRUCTOR_TABS = ['all', 'Published', 'Draft', 'In Review', 'Assigned'] as const;
export type InstructorTab = (typeof INSTRUCTOR_TABS)[number];

/** Enterprise: a teacher's own course (enterprise null) or a training centre's (issue 12). */
export type EnterpriseFilter = 'all' | 'personal' | 'centre';

export interface InstructorFilters {
  search: string;
  tab: InstructorTab;
  category: CourseCategory | '';
  level: CourseLevel | '';
  enterprise: EnterpriseFilter;
}

export const NO_FILTERS: InstructorFilters = { search: '', tab: 'all', category: '', level: '', enterprise: 'all' };

/** Lower case, no Arabic harakat or tatweel, unified alef forms: "search as you type" matching. */
export function normaliseSearch(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f\u064b-\u065f\u0670\u0640]/g, '')
    .replace(/[أإآ]/g, 'ا')
    .replace(/ى/g, 'ي')
    .replace(/ة/g, 'ه')
    .replace(/\s+/g, ' ')
    .trim();
}

/** True when any panel filter (not search or tab) is set: the panel's "clear" and badge. */
export function activePanelFilters(filters: InstructorFilters): number {
  return (filters.category ? 1 : 0) + (filters.level ? 1 : 0) + (filters.enterprise !== 'all' ? 1 : 0);
}

type Filterable = Pick<Course, 'title' | 'description' | 'category' | 'level' | 'enterprise' | 'status'>;

export function matchesFilters(course: Filterable, filters: InstructorFilters): boolean {
  if (filters.tab !== 'all' && course.status !== filters.tab) return false;
  if (filters.category && course.category !== filters.category) return false;
  if (filters.level && course.level !== filters.level) return false;
  if (filters.enterprise === 'personal' && course.enterprise !== null) return false;
  if (filters.enterprise === 'centre' && course.enterprise === null) return false;
  const query = normaliseSearch(filters.search);
  if (query && !normaliseSearch(course.title).includes(query) && !normaliseSearch(course.description).includes(query)) return false;
  return true;
}

export function filterCourses<T extends Filterable>(courses: readonly T[], filters: InstructorFilters): T[] {
  return courses.filter((course) => matchesFilters(course, filters));
}

/** How many courses each tab would show with the other filters applied. */
export function tabCounts(courses: readonly Filterable[], filters: InstructorFilters): Record<InstructorTab, number> {
  const counts = Object.fromEntries(INSTRUCTOR_TABS.map((tab) => [tab, 0])) as Record<InstructorTab, number>;
  for (const course of courses) {
    if (!matchesFilters(course, { ...filters, tab: 'all' })) continue;
    counts.all += 1;
    const status = course.status as CourseStatus;
    if (status in counts) counts[status as InstructorTab] += 1;
  }
  return counts;
}
