import { describe, expect, it } from 'vitest';
import {
  COURSE_SORT_IDS, DEFAULT_COURSE_FILTERS, activeFilterCount, changeFilters, clearedFilters, filtersFromParams,
  hasActiveFilters, listingQuery, paramsFromFilters, toggle, type CourseMarketFilters,
} from './marketplace-filters';

describe('course marketplace filters in the URL', () => {
  it('an empty query is the defaults, and the defaults write nothing', () => {
    expect(filtersFromParams(new URLSearchParams())).toEqual(DEFAULT_COURSE_FILTERS);
    expect(paramsFromFilters(DEFAULT_COURSE_FILTERS).toString()).toBe('');
  });

  it('round-trips every filter, lists repeated', () => {
    const filters: CourseMarketFilters = {
      search: 'python',
      categories: ['programming', 'design'],
      levels: ['beginner', 'advanced'],
      minPrice: 50,
      maxPrice: 249,
      minRating: 4.5,
      bestseller: true,
      freemium: true,
      certification: true,
      sort: 'price_desc',
      page: 3,
    };
    const params = paramsFromFilters(filters);
    expect(params.toString()).toBe(
      'search=python&category=programming&category=design&level=beginner&level=advanced&minPrice=50&maxPrice=249' +
        '&minRating=4.5&bestseller=true&freemium=true&certification=true&sort=price_desc&page=3',
    );
    expect(filtersFromParams(params)).toEqual(filters);
  });

  it('keeps list values once each, in the catalogue order, and drops unknown ones', () => {
    const filters = filtersFromParams(new URLSearchParams('category=design&category=magic&category=programming&category=design&level=expert'));
    expect(filters.categories).toEqual(['programming', 'design']);
    expect(filters.levels).toEqual([]);
  });

  it('drops invalid values', () => {
    const params = new URLSearchParams('minRating=4.2&sort=random&page=0&bestseller=yes&minPrice=-5&maxPrice=abc');
    expect(filtersFromParams(params)).toEqual(DEFAULT_COURSE_FILTERS);
    expect(filtersFromParams(new URLSearchParams('minRating=6&page=2.5'))).toEqual(DEFAULT_COURSE_FILTERS);
    expect(filtersFromParams(new URLSearchParams('minPrice=300&maxPrice=100'))).toEqual(DEFAULT_COURSE_FILTERS);
    expect(filtersFromParams(new URLSearchParams('bestseller=1&freemium=0')).bestseller).toBe(true);
  });

  it('snaps a price range the API would refuse to the nearest bands', () => {
    expect(filtersFromParams(new URLSearchParams('minPrice=120&maxPrice=260'))).toMatchObject({ minPrice: 100, maxPrice: 299 });
    expect(filtersFromParams(new URLSearchParams('maxPrice=0'))).toMatchObject({ maxPrice: 0 });
    expect(filtersFromParams(new URLSearchParams('minPrice=0&maxPrice=5000')).minPrice).toBeUndefined();
  });

  it('a change goes back to page 1; clearing keeps the sort', () => {
    const filters = { ...DEFAULT_COURSE_FILTERS, page: 4, sort: 'oldest' as const, levels: ['beginner' as const] };
    expect(changeFilters(filters, { bestseller: true })).toMatchObject({ page: 1, bestseller: true, levels: ['beginner'] });
    expect(clearedFilters(filters)).toEqual({ ...DEFAULT_COURSE_FILTERS, sort: 'oldest' });
  });

  it('toggles a list value in the catalogue order', () => {
    const order = ['a', 'b', 'c'] as const;
    expect(toggle(['c'], 'a', true, order)).toEqual(['a', 'c']);
    expect(toggle(['a', 'c'], 'a', false, order)).toEqual(['c']);
    expect(toggle(['a'], 'a', true, order)).toEqual(['a']);
  });

  it('counts the narrowing filters, not the sort or page', () => {
    expect(activeFilterCount({ ...DEFAULT_COURSE_FILTERS, sort: 'popular', page: 2, search: 'x' })).toBe(0);
    expect(hasActiveFilters({ ...DEFAULT_COURSE_FILTERS, sort: 'popular', page: 2 })).toBe(false);
    expect(hasActiveFilters({ ...DEFAULT_COURSE_FILTERS, search: ' a ' })).toBe(true);
    expect(
      activeFilterCount({ ...DEFAULT_COURSE_FILTERS, categories: ['music', 'design'], maxPrice: 99, minRating: 4, freemium: true }),
    ).toBe(5);
  });
});

describe('the API query', () => {
  it('always names the page, the page size and the sort', () => {
    expect(listingQuery(DEFAULT_COURSE_FILTERS)).toBe('page=1&limit=12&sortBy=createdAt&sortOrder=desc');
  });

  it('maps the seven sorts to sortBy and sortOrder', () => {
    const sorts = COURSE_SORT_IDS.map((sort) => {
      const params = new URLSearchParams(listingQuery({ ...DEFAULT_COURSE_FILTERS, sort }));
      return `${params.get('sortBy')} ${params.get('sortOrder')}`;
    });
    expect(sorts).toEqual([
      'createdAt desc', 'createdAt asc', 'rating desc', 'rating asc', 'price asc', 'price desc', 'studentsEnrolled desc',
    ]);
  });

  it('sends every filter under the API names, flags only when on', () => {
    const query = listingQuery({
      ...DEFAULT_COURSE_FILTERS, search: 'art', categories: ['design'], levels: ['beginner', 'advanced'], minPrice: 1, maxPrice: 99,
      minRating: 3.5, certification: true, page: 2,
    });
    expect(query).toBe(
      'page=2&limit=12&search=art&category=design&level=beginner&level=advanced&minPrice=1&maxPrice=99&minRating=3.5' +
        '&certification=true&sortBy=createdAt&sortOrder=desc',
    );
  });
});
