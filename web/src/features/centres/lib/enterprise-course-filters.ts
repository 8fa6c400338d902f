// The centre's course list, searched and filtered in the browser (spec 001 "Enterprise course
// management": search by title or description, a category filter, a status filter). Pure.
import type { CourseCategory, CourseStatus } from '@shared/constants';

export interface EnterpriseCourseFilters {
  search: string;
  category: CourseCategory | '';
  status: CourseStatus | '';
}

export const NO_ENTERPRISE_FILTERS: EnterpriseCourseFilters = { search: '', category: '', status: '' };

/** The status filter's options: the four statuses, and Assigned (spec). */
export const ENTERPRISE_STATUS_FILTERS = ['Draft', 'Assigned', 'In Review', 'Published', 'Rejected'] as const satisfies readonly CourseStatus[];

/** Lower case, trimmed, Arabic harakat and tatweel dropped, so a typed word finds its vowelled form. */
export function normalise(text: string): string {
  return text.toLowerCase().replace(/[\u064B-\u065F\u0670\u0640]/g, '').trim();
}

export function filterEnterpriseCourses<T extends { title: string; description: string; category: string; status: string }>(
  courses: readonly T[],
  filters: EnterpriseCourseFilters,
): T[] {
  const words = normalise(filters.search).split(/\s+/).filter(Boolean);
  return courses.filter((course) => {
    if (filters.category && course.category !== filters.category) return false;
    if (filters.status && course.status !== filters.status) return false;
    if (words.length === 0) return true;
    const haystack = normalise(`${course.title} ${course.description}`);
    return words.every((word) => haystack.includes(word));
  });
}

export function isFiltered(filters: EnterpriseCourseFilters): boolean {
  return filters.search.trim() !== '' || filters.category !== '' || filters.status !== '';
}
