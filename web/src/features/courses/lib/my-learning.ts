// My Learning (spec 001 "My Courses (purchased)", "Purchased course status"): the status tabs,
// search, the three sorts and the stat tiles over the caller's purchased courses. Pure.
import type { PurchasedCourseStatus } from './purchased-course';

/** The fields of a purchased course this list works on (the API's PurchasedCourse has them). */
export interface LearningItem {
  id: string;
  title: string;
  instructor: string;
  organization: string | null;
  status: PurchasedCourseStatus;
  progress: number;
  last_accessed: string | null;
  enrolled_at: string;
  certificate: boolean;
}

/** The five tabs (spec: "the purchased-course status tabs number five"). */
export const LEARNING_TABS = ['all', 'in-progress', 'completed', 'not-started', 'expired'] as const;
export type LearningTab = (typeof LEARNING_TABS)[number];
const TAB_STATUS: Record<Exclude<LearningTab, 'all'>, PurchasedCourseStatus> = {
  'in-progress': 'In Progress',
  completed: 'Completed',
  'not-started': 'Not Started',
  expired: 'Expired',
};

/** Recently accessed is the default sort. */
export const LEARNING_SORTS = ['recent', 'progress', 'title'] as const;
export type LearningSort = (typeof LEARNING_SORTS)[number];

export interface LearningFilters {
  tab: LearningTab;
  search: string;
  sort: LearningSort;
}

export const DEFAULT_LEARNING_FILTERS: LearningFilters = { tab: 'all', search: '', sort: 'recent' };

export function isDefaultFilters(filters: LearningFilters): boolean {
  return filters.tab === 'all' && filters.search.trim() === '' && filters.sort === 'recent';
}

export interface LearningStats {
  completed: number;
  inProgress: number;
  notStarted: number;
  expired: number;
  /** Completed courses that carry a certificate. */
  certificates: number;
}

export function learningStats(courses: readonly LearningItem[]): LearningStats {
  const stats: LearningStats = { completed: 0, inProgress: 0, notStarted: 0, expired: 0, certificates: 0 };
  for (const course of courses) {
    if (course.status === 'Completed') {
      stats.completed += 1;
      if (course.certificate) stats.certificates += 1;
    } else if (course.status === 'In Progress') stats.inProgress += 1;
    else if (course.status === 'Not Started') stats.notStarted += 1;
    else if (course.status === 'Expired') stats.expired += 1;
  }
  return stats;
}

/** How many courses each tab holds (before the search). */
export function tabCounts(courses: readonly LearningItem[]): Record<LearningTab, number> {
  const counts: Record<LearningTab, number> = { all: courses.length, 'in-progress': 0, completed: 0, 'not-started': 0, expired: 0 };
  for (const course of courses) {
    for (const [tab, status] of Object.entries(TAB_STATUS) as [Exclude<LearningTab, 'all'>, PurchasedCourseStatus][]) {
      if (course.status === status) counts[tab] += 1;
    }
  }
  return counts;
}

/** Case- and accent-insensitive text; Arabic diacritics, tatweel and alef forms folded. */
export function foldText(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f\u064b-\u065f\u0670\u0640]/g, '')
    .replace(/[أإآ]/g, 'ا')
    .replace(/ى/g, 'ي')
    .replace(/ة/g, 'ه')
    .toLocaleLowerCase('en')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The search matches the title, the instructor or the organization. */
export function matchesSearch(course: LearningItem, search: string): boolean {
  const query = foldText(search);
  if (!query) return true;
  return [course.title, course.instructor, course.organization ?? ''].some((field) => foldText(field).includes(query));
}

const time = (value: string | null): number => {
  const millis = value ? Date.parse(value) : Number.NaN;
  return Number.isFinite(millis) ? millis : Number.NEGATIVE_INFINITY;
};

/** Never opened courses sort by when they were bought, after every opened one. */
function byRecent(a: LearningItem, b: LearningItem): number {
  return time(b.last_accessed) - time(a.last_accessed) || time(b.enrolled_at) - time(a.enrolled_at);
}

export function sortCourses<T extends LearningItem>(courses: readonly T[], sort: LearningSort, locale = 'en'): T[] {
  const collator = new Intl.Collator(locale, { sensitivity: 'base', numeric: true });
  const byTitle = (a: T, b: T) => collator.compare(a.title, b.title) || a.id.localeCompare(b.id);
  const compare =
    sort === 'title' ? byTitle : sort === 'progress' ? (a: T, b: T) => b.progress - a.progress || byRecent(a, b) || byTitle(a, b) : (a: T, b: T) => byRecent(a, b) || byTitle(a, b);
  return [...courses].sort(compare);
}

/** The courses of a tab matching the search, in the chosen order. */
export function visibleCourses<T extends LearningItem>(courses: readonly T[], filters: LearningFilters, locale = 'en'): T[] {
  const status = filters.tab === 'all' ? null : TAB_STATUS[filters.tab];
  const kept = courses.filter((course) => (status === null || course.status === status) && matchesSearch(course, filters.search));
  return sortCourses(kept, filters.sort, locale);
}

/** A tab from the URL (?tab=), or All. */
export function parseTab(value: string | null): LearningTab {
  return (LEARNING_TABS as readonly string[]).includes(value ?? '') ? (value as LearningTab) : 'all';
}

export function parseSort(value: string | null): LearningSort {
  return (LEARNING_SORTS as readonly string[]).includes(value ?? '') ? (value as LearningSort) : 'recent';
}
