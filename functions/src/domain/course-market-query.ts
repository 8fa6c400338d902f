// Query planning for GET /courses-marketplace (docs/courses.md, "Marketplace"): a parsed query
// becomes one Firestore query over courseListings that indexes answer in full. No filter is
// applied in memory. Pure: services/courses/market-list.ts runs the plan.
//
// Firestore allows range filters and the first orderBy on one field only (in practice), so:
// - price range: a range on `price` when sorting by price, else `price_band in [...]` (bands are
//   exact because a range must then start and end on band edges);
// - minRating: `rating >= r` when sorting by rating, else `rating_step in [r, ..., 5]` (exact:
//   minimum ratings step by 0.5);
// - search: `search_tokens array-contains <key>` (one word, or the longest two-word phrase);
// - category/level lists: `in`; flags: `==`.
// Firestore merges the per-field composite indexes (field, sort) for several equalities, so
// firestore.indexes.json holds one index per filter field and sort (marketIndexes below).
import {
  COURSE_MARKET, COURSE_PRICE_EDGES, COURSE_RATING_STEP, COURSE_MARKET_SORT_FIELDS,
  type CourseMarketQuery, type CourseMarketSortField,
} from '../shared/schemas/course-market';
import type { ErrorCode } from '../shared/errors';
import { priceBandOf, searchKey } from './course-market-listing';

export const LISTINGS_COLLECTION = 'courseListings';

/** Listing fields the sorts use. */
export const SORT_FIELD_PATHS: Record<CourseMarketSortField, string> = {
  createdAt: 'created_at',
  rating: 'rating',
  price: 'price',
  studentsEnrolled: 'students',
};

export type FilterField =
  | 'category' | 'level' | 'bestseller' | 'freemium' | 'certification' | 'price_band' | 'rating_step' | 'search_tokens';
export type RangeField = 'price' | 'rating';

export type PlanFilter =
  | { field: FilterField; op: '=='; value: string | boolean | number }
  | { field: FilterField; op: 'in'; value: (string | number)[] }
  | { field: 'search_tokens'; op: 'array-contains'; value: string }
  | { field: RangeField; op: '>=' | '<='; value: number };

export interface MarketQueryPlan {
  collection: typeof LISTINGS_COLLECTION;
  filters: PlanFilter[];
  orderBy: { field: string; direction: 'asc' | 'desc' };
  limit: number;
  /** Documents to skip (page - 1) * limit, or 0 when paging by cursor. */
  offset: number;
  /** Start after this listing id (the previous page's last). */
  after: string | null;
  page: number;
  /** The product of the `in` lists: Firestore answers at most 30. */
  disjunctions: number;
}

/** A query the indexes cannot answer exactly: a 400 with this code. */
export class MarketQueryError extends Error {
  constructor(
    readonly code: ErrorCode,
    readonly values?: Record<string, string | number>,
  ) {
    super(code);
  }
}

/** Bands that hold [min, max]; throws when the range does not start and end on band edges. */
export function priceBands(min: number | undefined, max: number | undefined): number[] | null {
  const low = min ?? 0;
  const openTop = max === undefined;
  if (low === 0 && openTop) return null;
  const startsOnEdge = (COURSE_PRICE_EDGES as readonly number[]).includes(low);
  const endsOnEdge = openTop || (COURSE_PRICE_EDGES as readonly number[]).includes(max + 1);
  if (!startsOnEdge || !endsOnEdge) {
    throw new MarketQueryError('courses-market/price-band', { edges: COURSE_PRICE_EDGES.join(', ') });
  }
  const first = priceBandOf(low);
  const last = openTop ? COURSE_PRICE_EDGES.length - 1 : priceBandOf(max);
  const bands: number[] = [];
  for (let band = first; band <= last; band += 1) bands.push(band);
  return bands;
}

/** Rating steps at or above a minimum (a multiple of 0.5), or null for no minimum. */
export function ratingSteps(min: number | undefined): number[] | null {
  if (!min) return null;
  const steps: number[] = [];
  for (let step = min; step <= 5 + 1e-9; step += COURSE_RATING_STEP) steps.push(Math.round(step * 10) / 10);
  return steps;
}

const inOrEq = (field: FilterField, [first, ...rest]: (string | number)[]): PlanFilter =>
  rest.length === 0 && first !== undefined ? { field, op: '==', value: first } : { field, op: 'in', value: [first ?? '', ...rest] };

export function planMarketQuery(query: CourseMarketQuery): MarketQueryPlan {
  const filters: PlanFilter[] = [];
  const sortBy = query.sortBy;
  let disjunctions = 1;
  const addList = (field: FilterField, values: (string | number)[] | null | undefined) => {
    if (!values || values.length === 0) return;
    filters.push(inOrEq(field, values));
    disjunctions *= values.length;
  };

  addList('category', query.category);
  addList('level', query.level);
  for (const flag of ['bestseller', 'freemium', 'certification'] as const) {
    if (query[flag] !== undefined) filters.push({ field: flag, op: '==', value: query[flag] });
  }

  if (sortBy === 'price') {
    if (query.minPrice !== undefined && query.minPrice > 0) filters.push({ field: 'price', op: '>=', value: query.minPrice });
    if (query.maxPrice !== undefined) filters.push({ field: 'price', op: '<=', value: query.maxPrice });
  } else {
    addList('price_band', priceBands(query.minPrice, query.maxPrice));
  }

  if (sortBy === 'rating') {
    if (query.minRating) filters.push({ field: 'rating', op: '>=', value: query.minRating });
  } else {
    addList('rating_step', ratingSteps(query.minRating));
  }

  const key = searchKey(query.search);
  if (key) filters.push({ field: 'search_tokens', op: 'array-contains', value: key });

  if (disjunctions > COURSE_MARKET.maxDisjunctions) {
    throw new MarketQueryError('courses-market/too-many-filters', { max: COURSE_MARKET.maxDisjunctions });
  }
  const after = query.after ?? null;
  return {
    collection: LISTINGS_COLLECTION,
    filters,
    orderBy: { field: SORT_FIELD_PATHS[sortBy], direction: query.sortOrder },
    limit: query.limit,
    offset: after ? 0 : (query.page - 1) * query.limit,
    after,
    page: query.page,
    disjunctions,
  };
}

// ── Indexes ─────────────────────────────────────────────────────────────────────────────

export interface IndexField {
  fieldPath: string;
  order?: 'ASCENDING' | 'DESCENDING';
  arrayConfig?: 'CONTAINS';
}

/** Filter fields and the sorts they meet (price bands never meet the price sort, and so on). */
const FILTER_FIELDS: { field: FilterField; array?: true; notWith?: CourseMarketSortField }[] = [
  { field: 'category' },
  { field: 'level' },
  { field: 'bestseller' },
  { field: 'freemium' },
  { field: 'certification' },
  { field: 'price_band', notWith: 'price' },
  { field: 'rating_step', notWith: 'rating' },
  { field: 'search_tokens', array: true },
];

const order = (direction: 'asc' | 'desc') => (direction === 'asc' ? 'ASCENDING' : 'DESCENDING');

/** Every composite index the plans need: (filter field, sort field in each direction). */
export function marketIndexes(): IndexField[][] {
  const indexes: IndexField[][] = [];
  for (const sort of COURSE_MARKET_SORT_FIELDS) {
    for (const direction of ['asc', 'desc'] as const) {
      for (const f of FILTER_FIELDS) {
        if (f.notWith === sort) continue;
        indexes.push([
          f.array ? { fieldPath: f.field, arrayConfig: 'CONTAINS' } : { fieldPath: f.field, order: 'ASCENDING' },
          { fieldPath: SORT_FIELD_PATHS[sort], order: order(direction) },
        ]);
      }
    }
  }
  return indexes;
}

/**
 * The composite indexes a plan's query (and its count) uses: with several equality filters
 * Firestore merges one (filter, sort) index per filter. Empty when single-field indexes do.
 */
export function indexesOfPlan(plan: MarketQueryPlan): IndexField[][] {
  const equalities = plan.filters.filter((f) => f.op === '==' || f.op === 'in' || f.op === 'array-contains');
  const ranges = plan.filters.filter((f) => f.op === '>=' || f.op === '<=');
  const sort = { fieldPath: plan.orderBy.field, order: order(plan.orderBy.direction) } as IndexField;
  const needs: IndexField[][] = [];
  const eqField = (f: PlanFilter): IndexField =>
    f.op === 'array-contains' ? { fieldPath: f.field, arrayConfig: 'CONTAINS' } : { fieldPath: f.field, order: 'ASCENDING' };
  // The page query: each equality with the sort.
  for (const f of equalities) needs.push([eqField(f), sort]);
  // Its count: no orderBy, so a range orders by its own field ascending.
  const rangeField = ranges[0]?.field;
  if (rangeField) for (const f of equalities) needs.push([eqField(f), { fieldPath: rangeField, order: 'ASCENDING' }]);
  return needs;
}
