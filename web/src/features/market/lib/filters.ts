// The listing's filters as URL query parameters (so back/forward and shared links work), and
// the query sent to GET /market/products. Unknown or invalid values are ignored. Pure.
import {
  CONTENT_TYPES, GRADES, MARKET, PRICE_BAND_IDS, PRODUCT_EDUCATION_LEVELS, SUBJECTS, type PriceBand,
} from '@shared/constants';
import type { ContentType, ProductEducationLevel, Subject } from '@shared/schemas/market';

export const SORTS = ['newest', 'price_asc', 'price_desc', 'popular'] as const;
export type Sort = (typeof SORTS)[number];

export interface MarketFilters {
  search: string;
  subject: Subject | null;
  grade: number | null;
  content_type: ContentType | null;
  education_level: ProductEducationLevel | null;
  price_band: PriceBand | null;
  sort: Sort;
  page: number;
}

export const DEFAULT_FILTERS: MarketFilters = {
  search: '',
  subject: null,
  grade: null,
  content_type: null,
  education_level: null,
  price_band: null,
  sort: 'newest',
  page: 1,
};

const MAX_SEARCH = 100;

function oneOf<T extends string>(values: readonly T[], value: string | null): T | null {
  return value !== null && (values as readonly string[]).includes(value) ? (value as T) : null;
}

export function filtersFromParams(params: URLSearchParams): MarketFilters {
  const grade = Number(params.get('grade'));
  const page = Number(params.get('page'));
  return {
    search: (params.get('search') ?? '').trim().slice(0, MAX_SEARCH),
    subject: oneOf(SUBJECTS, params.get('subject')),
    grade: (GRADES as readonly number[]).includes(grade) ? grade : null,
    content_type: oneOf(CONTENT_TYPES, params.get('content_type')),
    education_level: oneOf(PRODUCT_EDUCATION_LEVELS, params.get('education_level')),
    price_band: oneOf(PRICE_BAND_IDS, params.get('price_band')),
    sort: oneOf(SORTS, params.get('sort')) ?? 'newest',
    page: Number.isInteger(page) && page >= 1 && page <= 1000 ? page : 1,
  };
}

/** Only what differs from the defaults, in a stable order. */
export function paramsFromFilters(filters: MarketFilters): URLSearchParams {
  const params = new URLSearchParams();
  const search = filters.search.trim().slice(0, MAX_SEARCH);
  if (search) params.set('search', search);
  if (filters.subject) params.set('subject', filters.subject);
  if (filters.grade !== null) params.set('grade', String(filters.grade));
  if (filters.content_type) params.set('content_type', filters.content_type);
  if (filters.education_level) params.set('education_level', filters.education_level);
  if (filters.price_band) params.set('price_band', filters.price_band);
  if (filters.sort !== 'newest') params.set('sort', filters.sort);
  if (filters.page > 1) params.set('page', String(filters.page));
  return params;
}

/** A change of any filter but the page goes back to the first page. */
export function changeFilters(filters: MarketFilters, change: Partial<Omit<MarketFilters, 'page'>>): MarketFilters {
  return { ...filters, ...change, page: 1 };
}

/** Whether anything narrows the list (the sort and page do not). */
export function hasActiveFilters(filters: MarketFilters): boolean {
  return Boolean(
    filters.search.trim() || filters.subject || filters.grade !== null || filters.content_type || filters.education_level || filters.price_band,
  );
}

/** How many of the select filters (subject, grade, type, level, price) are set: the count on
 *  the phone's "Filters" button (the search box stays outside the drawer). */
export function activeFilterCount(filters: MarketFilters): number {
  return [filters.subject, filters.grade, filters.content_type, filters.education_level, filters.price_band].filter(
    (value) => value !== null,
  ).length;
}

/** The API query string for the listing (page size 12). */
export function listingQuery(filters: MarketFilters): string {
  const params = paramsFromFilters(filters);
  if (!params.has('page')) params.set('page', '1');
  params.set('limit', String(MARKET.pageSize));
  return params.toString();
}
