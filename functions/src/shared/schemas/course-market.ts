// The course marketplace (spec 001 "Course marketplace"; docs/courses.md, "Marketplace"): the
// list query, the answers and the price/rating steps the index filters on. Shared with web.
import { z } from 'zod';
import { COURSE_CATEGORIES, COURSE_LEVELS } from '../constants';
import type { ErrorCode } from '../errors';
import { code, docId } from './common';

export const COURSE_MARKET = {
  pageSize: 12,
  maxPageSize: 50,
  maxPage: 1000,
  searchMaxLength: 100,
  /** A course with at least this many students is a bestseller. */
  bestsellerStudents: 100,
  /** Firestore's limit on the disjunctions (the product of the `in` lists) of one query. */
  maxDisjunctions: 30,
} as const;

/**
 * Price band edges in sparks: band i holds prices from EDGES[i] to EDGES[i + 1] - 1, the last
 * band every price from its edge. Without a price sort a price range is matched by bands, so
 * minPrice must be an edge and maxPrice an edge minus one (or open): the slider snaps to them.
 */
export const COURSE_PRICE_EDGES = [
  0, 1, 50, 100, 150, 200, 250, 300, 350, 400, 450, 500, 600, 700, 800, 900, 1000, 2500, 5000, 10000,
] as const;
/** Minimum ratings step by 0.5 (a course's rating_step is its rating rounded down to one). */
export const COURSE_RATING_STEP = 0.5;

/** The spec's seven sorts are these fields in either order (default createdAt desc). */
export const COURSE_MARKET_SORT_FIELDS = ['createdAt', 'rating', 'price', 'studentsEnrolled'] as const;
export type CourseMarketSortField = (typeof COURSE_MARKET_SORT_FIELDS)[number];
export const SORT_ORDERS = ['asc', 'desc'] as const;

const FILTER: ErrorCode = 'courses-market/invalid-filter';

/** One query value: a repeated parameter arrives as an array, which only list filters accept. */
const single = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (typeof value === 'string' ? value.trim() : value), schema);

/** `?category=a&category=b` (or one value) -> a de-duplicated list. */
const list = <T extends readonly [string, ...string[]]>(values: T) =>
  z
    .preprocess(
      (value) => (value === undefined ? undefined : Array.isArray(value) ? value : [value]),
      z.array(z.enum(values, code(FILTER)), code(FILTER)).max(values.length, code(FILTER)),
    )
    .transform((items) => (items ? [...new Set(items)] : undefined))
    .optional();

const number = (c: ErrorCode, min: number, max: number, step?: number) =>
  single(
    z
      .string(code(c))
      .regex(/^\d{1,7}(\.\d{1,4})?$/, code(c))
      .transform(Number)
      .pipe(step ? z.number().min(min, code(c)).max(max, code(c)).multipleOf(step, code(c)) : z.number().min(min, code(c)).max(max, code(c))),
  ).optional();

const integer = (c: ErrorCode, min: number, max: number) =>
  single(z.string(code(c)).regex(/^\d+$/, code(c)).transform(Number).pipe(z.number().int().min(min, code(c)).max(max, code(c))));

const boolean = single(
  z.enum(['true', 'false', '1', '0'], code(FILTER)).transform((value) => value === 'true' || value === '1'),
).optional();

export const courseMarketQuerySchema = z
  .strictObject(
    {
      page: integer('courses-market/invalid-page', 1, COURSE_MARKET.maxPage).optional().default(1),
      limit: integer('courses-market/invalid-page', 1, COURSE_MARKET.maxPageSize).optional().default(COURSE_MARKET.pageSize),
      /** The last id of the previous page: the next page without an offset (infinite scroll). */
      after: single(docId).optional(),
      category: list(COURSE_CATEGORIES),
      level: list(COURSE_LEVELS),
      minPrice: number('courses-market/invalid-price', 0, 1_000_000),
      maxPrice: number('courses-market/invalid-price', 0, 1_000_000),
      minRating: number('courses-market/invalid-rating', 0, 5, COURSE_RATING_STEP),
      bestseller: boolean,
      freemium: boolean,
      certification: boolean,
      search: single(z.string(code(FILTER)).max(COURSE_MARKET.searchMaxLength, code(FILTER))).optional(),
      sortBy: single(z.enum(COURSE_MARKET_SORT_FIELDS, code('courses-market/invalid-sort'))).optional().default('createdAt'),
      sortOrder: single(z.enum(SORT_ORDERS, code('courses-market/invalid-sort'))).optional().default('desc'),
    },
    code(FILTER),
  )
  .refine((q) => q.minPrice === undefined || q.maxPrice === undefined || q.minPrice <= q.maxPrice, {
    error: 'courses-market/invalid-price',
    path: ['minPrice'],
  });
export type CourseMarketQuery = z.infer<typeof courseMarketQuerySchema>;

/** A marketplace card (the spec's Marketplace course). */
export interface MarketplaceCourse {
  id: string;
  title: string;
  thumbnail: string | null;
  freemium: boolean;
  bestseller: boolean;
  rating: number;
  reviews: number;
  studentsEnrolled: number;
  instructor: { uid: string; name: string };
  organization: string | null;
  /** Chapters. */
  modules: number;
  lessons: number;
  /** Hours. */
  duration: number;
  certification: boolean;
  category: string;
  level: string;
  /** Sparks; 0 is free. */
  price: number;
  language: string | null;
  createdAt: string | null;
  publishedAt: string | null;
}

export interface MarketplaceCourseDetail extends MarketplaceCourse {
  description: string;
}

export interface CourseMarketPagination {
  currentPage: number;
  totalPages: number;
  totalItems: number;
  itemsPerPage: number;
  /** The `after` value of the next page, or null on the last one. */
  nextCursor: string | null;
}

export interface CourseMarketList {
  data: MarketplaceCourse[];
  pagination: CourseMarketPagination;
}

export interface CourseMarketStats {
  totalCourses: number;
  totalStudents: number;
  averageRating: number;
  bestsellersCount: number;
}

/** One option of a filter dropdown: the value and how many published courses have it. */
export interface CourseMarketFilterOption {
  value: string;
  count: number;
}
