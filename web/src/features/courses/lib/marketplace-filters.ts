// The course marketplace's filters in the URL query (so back/forward and shared links work) and
// the query sent to GET /courses-marketplace (docs/courses.md, "Marketplace"). Unknown or invalid
// values are dropped and a price range is snapped to the API's bands. Pure.
import { COURSE_CATEGORIES, COURSE_LEVELS, type CourseCategory, type CourseLevel } from '@shared/constants';
import { COURSE_MARKET, COURSE_RATING_STEP, type CourseMarketSortField } from '@shared/schemas/course-market';
import { snapPriceRange, type PriceRange } from './price-range';

/** The spec's seven sorts (newest is the default: createdAt descending). */
export const COURSE_SORTS = {
  newest: ['createdAt', 'desc'],
  oldest: ['createdAt', 'asc'],
  rating_desc: ['rating', 'desc'],
  rating_asc: ['rating', 'asc'],
  price_asc: ['price', 'asc'],
  price_desc: ['price', 'desc'],
  popular: ['studentsEnrolled', 'desc'],
} as const satisfies Record<string, readonly [CourseMarketSortField, 'asc' | 'desc']>;
export type CourseSort = keyof typeof COURSE_SORTS;
export const COURSE_SORT_IDS = Object.keys(COURSE_SORTS) as CourseSort[];

/** The minimum ratings offered (the API takes steps of 0.5). */
export const MIN_RATING_OPTIONS = [3, 3.5, 4, 4.5] as const;

export const FLAGS = ['bestseller', 'freemium', 'certification'] as const;
export type Flag = (typeof FLAGS)[number];

export interface CourseMarketFilters extends PriceRange {
  search: string;
  categories: CourseCategory[];
  levels: CourseLevel[];
  minRating: number | null;
  bestseller: boolean;
  freemium: boolean;
  certification: boolean;
  sort: CourseSort;
  page: number;
}

export const DEFAULT_COURSE_FILTERS: CourseMarketFilters = {
  search: '',
  categories: [],
  levels: [],
  minRating: null,
  bestseller: false,
  freemium: false,
  certification: false,
  sort: 'newest',
  page: 1,
};

const MAX_SEARCH = COURSE_MARKET.searchMaxLength;

/** The values of `name` that are in `allowed`, once each, in `allowed`'s order. */
function listOf<T extends string>(allowed: readonly T[], params: URLSearchParams, name: string): T[] {
  const given = new Set(params.getAll(name));
  return allowed.filter((value) => given.has(value));
}

function price(value: string | null): number | undefined {
  if (value === null || !/^\d{1,7}$/.test(value)) return undefined;
  return Number(value);
}

const isFlagOn = (value: string | null) => value === 'true' || value === '1';

export function filtersFromParams(params: URLSearchParams): CourseMarketFilters {
  const rating = Number(params.get('minRating'));
  const page = Number(params.get('page'));
  const sort = params.get('sort');
  let range: PriceRange = { minPrice: price(params.get('minPrice')), maxPrice: price(params.get('maxPrice')) };
  if (range.minPrice !== undefined && range.maxPrice !== undefined && range.minPrice > range.maxPrice) range = {};
  const filters: CourseMarketFilters = {
    search: (params.get('search') ?? '').trim().slice(0, MAX_SEARCH),
    categories: listOf(COURSE_CATEGORIES, params, 'category'),
    levels: listOf(COURSE_LEVELS, params, 'level'),
    minRating: rating > 0 && rating <= 5 && rating % COURSE_RATING_STEP === 0 ? rating : null,
    bestseller: isFlagOn(params.get('bestseller')),
    freemium: isFlagOn(params.get('freemium')),
    certification: isFlagOn(params.get('certification')),
    sort: sort !== null && Object.hasOwn(COURSE_SORTS, sort) ? (sort as CourseSort) : 'newest',
    page: Number.isInteger(page) && page >= 1 && page <= COURSE_MARKET.maxPage ? page : 1,
  };
  return { ...filters, ...snapPriceRange(range) };
}

/** Only what differs from the defaults, in a stable order. */
export function paramsFromFilters(filters: CourseMarketFilters): URLSearchParams {
  const params = new URLSearchParams();
  const search = filters.search.trim().slice(0, MAX_SEARCH);
  if (search) params.set('search', search);
  for (const category of filters.categories) params.append('category', category);
  for (const level of filters.levels) params.append('level', level);
  if (filters.minPrice !== undefined) params.set('minPrice', String(filters.minPrice));
  if (filters.maxPrice !== undefined) params.set('maxPrice', String(filters.maxPrice));
  if (filters.minRating !== null) params.set('minRating', String(filters.minRating));
  for (const flag of FLAGS) if (filters[flag]) params.set(flag, 'true');
  if (filters.sort !== 'newest') params.set('sort', filters.sort);
  if (filters.page > 1) params.set('page', String(filters.page));
  return params;
}

export type FilterChange = Partial<Omit<CourseMarketFilters, 'page'>>;

/** A change of anything but the page goes back to the first page. */
export function changeFilters(filters: CourseMarketFilters, change: FilterChange): CourseMarketFilters {
  return { ...filters, ...change, page: 1 };
}

/** Adds or removes one value of a list filter. */
export function toggle<T extends string>(values: readonly T[], value: T, on: boolean, order: readonly T[]): T[] {
  const next = new Set(values);
  if (on) next.add(value);
  else next.delete(value);
  return order.filter((item) => next.has(item));
}

/** How many filters narrow the list (the search, sort and page do not count). */
export function activeFilterCount(filters: CourseMarketFilters): number {
  return (
    filters.categories.length +
    filters.levels.length +
    (filters.minPrice !== undefined || filters.maxPrice !== undefined ? 1 : 0) +
    (filters.minRating !== null ? 1 : 0) +
    FLAGS.filter((flag) => filters[flag]).length
  );
}

export function hasActiveFilters(filters: CourseMarketFilters): boolean {
  return Boolean(filters.search.trim()) || activeFilterCount(filters) > 0;
}

/** Everything cleared but the sort. */
export function clearedFilters(filters: CourseMarketFilters): CourseMarketFilters {
  return { ...DEFAULT_COURSE_FILTERS, sort: filters.sort };
}

/** The API query: the filters under the API's names, the sort as sortBy and sortOrder, the page
 *  and the page size (12). */
export function listingQuery(filters: CourseMarketFilters): string {
  const params = new URLSearchParams();
  params.set('page', String(filters.page));
  params.set('limit', String(COURSE_MARKET.pageSize));
  const search = filters.search.trim().slice(0, MAX_SEARCH);
  if (search) params.set('search', search);
  for (const category of filters.categories) params.append('category', category);
  for (const level of filters.levels) params.append('level', level);
  if (filters.minPrice !== undefined) params.set('minPrice', String(filters.minPrice));
  if (filters.maxPrice !== undefined) params.set('maxPrice', String(filters.maxPrice));
  if (filters.minRating !== null) params.set('minRating', String(filters.minRating));
  for (const flag of FLAGS) if (filters[flag]) params.set(flag, 'true');
  const [sortBy, sortOrder] = COURSE_SORTS[filters.sort];
  params.set('sortBy', sortBy);
  params.set('sortOrder', sortOrder);
  return params.toString();
}
