import { describe, expect, it } from 'vitest';
import { filtersFromParams, listQuery, paramsFromFilters } from './list-filters';

describe('blog list filters', () => {
  it('reads the URL, falling back on bad values', () => {
    expect(filtersFromParams(new URLSearchParams('page=3&q=%20math%20&language=en'))).toEqual({ page: 3, q: 'math', language: 'en' });
    expect(filtersFromParams(new URLSearchParams('page=-1&language=fr'))).toEqual({ page: 1, q: '', language: 'all' });
    expect(filtersFromParams(new URLSearchParams('page=2.5'))).toMatchObject({ page: 1 });
  });

  it('writes only what differs from the defaults, and the API query in full', () => {
    expect(paramsFromFilters({ page: 1, q: '', language: 'all' }).toString()).toBe('');
    expect(paramsFromFilters({ page: 2, q: 'علوم', language: 'ar' }).toString()).toBe('q=%D8%B9%D9%84%D9%88%D9%85&language=ar&page=2');
    expect(listQuery({ page: 2, q: 'x', language: 'all' })).toBe('page=2&limit=9&paginate=true&q=x');
  });
});
