import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { COURSE_CATEGORIES, COURSE_LEVELS } from '../shared/constants';
import { courseMarketQuerySchema, type CourseMarketQuery } from '../shared/schemas/course-market';
import {
  indexesOfPlan, marketIndexes, MarketQueryError, planMarketQuery, priceBands, ratingSteps, type IndexField,
} from './course-market-query';

const parse = (query: Record<string, unknown>) => courseMarketQuerySchema.parse(query);
const issueCode = (query: Record<string, unknown>) => {
  const result = courseMarketQuerySchema.safeParse(query);
  return result.success ? null : result.error.issues[0]?.message;
};

describe('courseMarketQuerySchema', () => {
  it('defaults: page 1, 12 a page, newest first', () => {
    expect(parse({})).toMatchObject({ page: 1, limit: 12, sortBy: 'createdAt', sortOrder: 'desc' });
  });

  it('reads repeated list values, one value, numbers and booleans', () => {
    const q = parse({
      category: ['design', 'programming', 'design'], level: 'beginner', minPrice: '100', maxPrice: '249',
      minRating: '4.5', bestseller: 'true', freemium: '0', certification: '1', page: '3', limit: '50',
      sortBy: 'price', sortOrder: 'asc', search: '  بايثون ',
    });
    expect(q).toMatchObject({
      category: ['design', 'programming'], level: ['beginner'], minPrice: 100, maxPrice: 249, minRating: 4.5,
      bestseller: true, freemium: false, certification: true, page: 3, limit: 50, sortBy: 'price', sortOrder: 'asc', search: 'بايثون',
    });
  });

  it.each([
    [{ page: '0' }, 'courses-market/invalid-page'],
    [{ page: '1.5' }, 'courses-market/invalid-page'],
    [{ limit: '51' }, 'courses-market/invalid-page'],
    [{ page: ['1', '2'] }, 'courses-market/invalid-page'],
    [{ category: 'cooking' }, 'courses-market/invalid-filter'],
    [{ level: { a: 'b' } }, 'courses-market/invalid-filter'],
    [{ bestseller: 'yes' }, 'courses-market/invalid-filter'],
    [{ minPrice: '-1' }, 'courses-market/invalid-price'],
    [{ minPrice: 'abc' }, 'courses-market/invalid-price'],
    [{ minPrice: '500', maxPrice: '100' }, 'courses-market/invalid-price'],
    [{ minRating: '4.2' }, 'courses-market/invalid-rating'],
    [{ minRating: '6' }, 'courses-market/invalid-rating'],
    [{ sortBy: 'title' }, 'courses-market/invalid-sort'],
    [{ sortOrder: 'up' }, 'courses-market/invalid-sort'],
    [{ search: 'x'.repeat(101) }, 'courses-market/invalid-filter'],
    [{ colour: 'red' }, 'courses-market/invalid-filter'],
    [{ after: '../x' }, 'validation/invalid-id'],
  ])('refuses %j with %s', (query, code) => {
    expect(issueCode(query)).toBe(code);
  });
});

describe('planMarketQuery', () => {
  const plan = (query: Record<string, unknown>) => planMarketQuery(parse(query));

  it('a bare list is one ordered query with an offset page', () => {
    expect(plan({ page: '3' })).toMatchObject({
      filters: [], orderBy: { field: 'created_at', direction: 'desc' }, limit: 12, offset: 24, after: null,
    });
    expect(plan({ page: '3', after: 'abc' })).toMatchObject({ offset: 0, after: 'abc' });
  });

  it('lists become in, single values equality, flags equality, search an array-contains', () => {
    expect(plan({ category: ['design', 'music'], level: 'advanced', freemium: 'true', search: 'Intro Python' }).filters).toEqual([
      { field: 'category', op: 'in', value: ['design', 'music'] },
      { field: 'level', op: '==', value: 'advanced' },
      { field: 'freemium', op: '==', value: true },
      { field: 'search_tokens', op: 'array-contains', value: 'intro python' },
    ]);
  });

  it('a price range is a range when sorting by price, else price bands', () => {
    expect(plan({ minPrice: '120', maxPrice: '333', sortBy: 'price', sortOrder: 'asc' }).filters).toEqual([
      { field: 'price', op: '>=', value: 120 },
      { field: 'price', op: '<=', value: 333 },
    ]);
    expect(plan({ minPrice: '100', maxPrice: '249' }).filters).toEqual([{ field: 'price_band', op: 'in', value: [3, 4, 5] }]);
    expect(plan({ maxPrice: '0' }).filters).toEqual([{ field: 'price_band', op: '==', value: 0 }]);
    expect(plan({ minPrice: '0' }).filters).toEqual([]);
    expect(() => plan({ minPrice: '120' })).toThrow(MarketQueryError);
  });

  it('a minimum rating is a range when sorting by rating, else rating steps', () => {
    expect(plan({ minRating: '4', sortBy: 'rating' }).filters).toEqual([{ field: 'rating', op: '>=', value: 4 }]);
    expect(plan({ minRating: '4' }).filters).toEqual([{ field: 'rating_step', op: 'in', value: [4, 4.5, 5] }]);
    expect(plan({ minRating: '0' }).filters).toEqual([]);
  });

  it('refuses more than 30 disjunctions', () => {
    try {
      plan({ category: ['design', 'music', 'business'], level: ['beginner', 'advanced'], minRating: '2.5' });
      expect.unreachable();
    } catch (error) {
      expect((error as MarketQueryError).code).toBe('courses-market/too-many-filters');
    }
    expect(plan({ category: ['design', 'music', 'business'], minRating: '3' }).disjunctions).toBe(15);
  });

  it.each([
    ['createdAt', 'created_at'], ['rating', 'rating'], ['price', 'price'], ['studentsEnrolled', 'students'],
  ])('sortBy %s orders by %s', (sortBy, field) => {
    expect(plan({ sortBy, sortOrder: 'asc' }).orderBy).toEqual({ field, direction: 'asc' });
  });
});

describe('price bands and rating steps', () => {
  it('bands cover a range exactly from edge to edge', () => {
    expect(priceBands(undefined, undefined)).toBeNull();
    expect(priceBands(0, 0)).toEqual([0]);
    expect(priceBands(1, 49)).toEqual([1]);
    expect(priceBands(5000, undefined)).toEqual([18, 19]);
    expect(() => priceBands(0, 100)).toThrow(MarketQueryError);
  });
  it('steps from the minimum to 5', () => {
    expect(ratingSteps(4.5)).toEqual([4.5, 5]);
    expect(ratingSteps(undefined)).toBeNull();
  });
});

describe('indexes', () => {
  const stored = (
    JSON.parse(readFileSync(join(__dirname, '../../../firestore.indexes.json'), 'utf8')) as {
      indexes: { collectionGroup: string; queryScope: string; fields: IndexField[] }[];
    }
  ).indexes.filter((index) => index.collectionGroup === 'courseListings' && index.queryScope === 'COLLECTION');
  const key = (fields: IndexField[]) => JSON.stringify(fields.map((f) => [f.fieldPath, f.order ?? f.arrayConfig]));
  const storedKeys = new Set(stored.map((index) => key(index.fields)));

  it('firestore.indexes.json holds exactly the indexes the planner declares', () => {
    expect(new Set(marketIndexes().map(key))).toEqual(storedKeys);
  });

  it('every plan the planner can make has its composite indexes', () => {
    // Every filter at once and each alone, for every sort and order.
    const variants: Partial<Record<keyof CourseMarketQuery, unknown>>[] = [
      {},
      { category: COURSE_CATEGORIES[0] },
      { category: [COURSE_CATEGORIES[0], COURSE_CATEGORIES[1]] },
      { level: COURSE_LEVELS[0] },
      { bestseller: 'true' },
      { freemium: 'false' },
      { certification: 'true' },
      { minPrice: '100', maxPrice: '249' },
      { minRating: '4' },
      { search: 'python' },
      { category: COURSE_CATEGORIES[0], level: COURSE_LEVELS, bestseller: 'true', freemium: 'true', certification: 'true',
        minPrice: '0', maxPrice: '99', minRating: '4.5', search: 'intro python' },
    ];
    let plans = 0;
    for (const sortBy of ['createdAt', 'rating', 'price', 'studentsEnrolled']) {
      for (const sortOrder of ['asc', 'desc']) {
        for (const variant of variants) {
          const p = planMarketQuery(parse({ ...variant, sortBy, sortOrder }));
          for (const needed of indexesOfPlan(p)) expect(storedKeys, `${sortBy} ${sortOrder} ${JSON.stringify(variant)}`).toContain(key(needed));
          plans += 1;
        }
      }
    }
    expect(plans).toBe(88);
  });
});
