import { describe, expect, it } from 'vitest';
import {
  DEFAULT_FILTERS, activeFilterCount, changeFilters, filtersFromParams, hasActiveFilters, listingQuery, paramsFromFilters,
} from './filters';

describe('filters in the URL', () => {
  it('an empty query is the defaults', () => {
    expect(filtersFromParams(new URLSearchParams())).toEqual(DEFAULT_FILTERS);
    expect(paramsFromFilters(DEFAULT_FILTERS).toString()).toBe('');
  });

  it('round-trips every filter', () => {
    const filters = {
      search: 'fractions',
      subject: 'mathematics',
      grade: 9,
      content_type: 'workbook',
      education_level: 'high_school',
      price_band: '100_250',
      sort: 'price_desc',
      page: 3,
    } as const;
    const params = paramsFromFilters(filters);
    expect(params.toString()).toBe(
      'search=fractions&subject=mathematics&grade=9&content_type=workbook&education_level=high_school&price_band=100_250&sort=price_desc&page=3',
    );
    expect(filtersFromParams(params)).toEqual(filters);
  });

  it('ignores invalid values', () => {
    const filters = filtersFromParams(new URLSearchParams('subject=magic&grade=13&price_band=cheap&sort=random&page=-2&content_type=x'));
    expect(filters).toEqual(DEFAULT_FILTERS);
    expect(filtersFromParams(new URLSearchParams('grade=6.5&page=2.5'))).toEqual(DEFAULT_FILTERS);
  });

  it('a filter change goes back to page 1', () => {
    expect(changeFilters({ ...DEFAULT_FILTERS, page: 4 }, { grade: 10 })).toEqual({ ...DEFAULT_FILTERS, grade: 10, page: 1 });
  });

  it('hasActiveFilters ignores the sort and page', () => {
    expect(hasActiveFilters({ ...DEFAULT_FILTERS, sort: 'popular', page: 2 })).toBe(false);
    expect(hasActiveFilters({ ...DEFAULT_FILTERS, search: ' a ' })).toBe(true);
    expect(hasActiveFilters({ ...DEFAULT_FILTERS, grade: 7 })).toBe(true);
  });

  it('activeFilterCount counts the select filters, not the search, sort or page', () => {
    expect(activeFilterCount({ ...DEFAULT_FILTERS, search: 'x', sort: 'popular', page: 3 })).toBe(0);
    expect(activeFilterCount({ ...DEFAULT_FILTERS, subject: 'science', grade: 7, price_band: 'under_100' })).toBe(3);
  });

  it('the API query always names the page and the page size', () => {
    expect(listingQuery(DEFAULT_FILTERS)).toBe('page=1&limit=12');
    expect(listingQuery({ ...DEFAULT_FILTERS, subject: 'science', page: 2 })).toBe('subject=science&page=2&limit=12');
  });
});
