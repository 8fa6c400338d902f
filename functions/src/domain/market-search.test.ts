import { describe, expect, it } from 'vitest';
import { listProductsQuerySchema } from '../shared/schemas/market';
import {
  matchesFilters,
  matchesSearch,
  normaliseText,
  paginate,
  paginationOf,
  productKeywords,
  searchProducts,
  searchTokens,
  sortProducts,
  type ListableProduct,
} from './market-search';

describe('normaliseText and searchTokens', () => {
  it('ignores case and Latin accents', () => {
    expect(normaliseText('Éxercices ALGÈBRE')).toBe('exercices algebre');
  });

  it('strips Arabic diacritics and tatweel and unifies alef forms', () => {
    expect(normaliseText('الرِّيَاضِيَّات')).toBe('الرياضيات');
    expect(normaliseText('الريـــاضيات')).toBe('الرياضيات');
    expect(normaliseText('أإآٱا')).toBe('ااااا');
    expect(normaliseText('مكتبة مستوى')).toBe('مكتبه مستوي');
    expect(normaliseText('٣٤')).toBe('34');
  });

  it('splits on anything but letters and digits', () => {
    expect(searchTokens('  Grade-9: algebra, (2024) workbook!  ')).toEqual(['grade', '9', 'algebra', '2024', 'workbook']);
    expect(searchTokens('كتاب، الجبر')).toEqual(['كتاب', 'الجبر']);
    expect(searchTokens('')).toEqual([]);
  });
});

describe('productKeywords', () => {
  const keywords = productKeywords({
    title: 'Algebra Workbook',
    description: 'تمارين في الجَبر مع الحلول',
    tags: ['Equations'],
    subject: 'islamic_studies',
  });

  it('takes words from title, description, tags and subject, once each', () => {
    expect(keywords).toEqual(expect.arrayContaining(['algebra', 'workbook', 'تمارين', 'الجبر', 'equations', 'islamic', 'studies']));
    expect(new Set(keywords).size).toBe(keywords.length);
  });

  it('adds Arabic words without their article and the subject in Arabic', () => {
    expect(keywords).toEqual(expect.arrayContaining(['جبر', 'حلول', 'الدراسات', 'الاسلاميه', 'اسلاميه']));
  });
});

describe('matchesSearch', () => {
  const keywords = productKeywords({ title: 'Algebra Workbook', description: 'كتاب الرياضيات', tags: [], subject: 'mathematics' });

  it('needs every query word to start a keyword', () => {
    expect(matchesSearch(keywords, 'ALGEBRA work')).toBe(true);
    expect(matchesSearch(keywords, 'algebra geometry')).toBe(false);
    expect(matchesSearch(keywords, 'gebra')).toBe(false);
  });

  it('matches Arabic with or without article and diacritics', () => {
    expect(matchesSearch(keywords, 'الرياضيات')).toBe(true);
    expect(matchesSearch(keywords, 'رِياضيات')).toBe(true);
    expect(matchesSearch(keywords, 'كتـاب')).toBe(true);
    expect(matchesSearch(keywords, 'فيزياء')).toBe(false);
  });

  it('matches everything for an empty query', () => {
    expect(matchesSearch(keywords, undefined)).toBe(true);
    expect(matchesSearch(keywords, '  ')).toBe(true);
    expect(matchesSearch([], '')).toBe(true);
  });
});

const product = (overrides: Partial<ListableProduct> & { id: string }): ListableProduct & { id: string } => ({
  subject: 'mathematics',
  grade: 9,
  content_type: 'workbook',
  education_level: 'secondary_school',
  price: 100,
  sales_count: 0,
  created_ms: 0,
  keywords: [],
  ...overrides,
});

describe('matchesFilters', () => {
  const base = product({ id: 'a' });
  it('filters by each field', () => {
    expect(matchesFilters(base, {})).toBe(true);
    expect(matchesFilters(base, { subject: 'mathematics', grade: 9, content_type: 'workbook', education_level: 'secondary_school' })).toBe(true);
    expect(matchesFilters(base, { subject: 'physics' })).toBe(false);
    expect(matchesFilters(base, { grade: 10 })).toBe(false);
    expect(matchesFilters(base, { content_type: 'textbook' })).toBe(false);
    expect(matchesFilters(base, { education_level: 'high_school' })).toBe(false);
  });

  it('puts prices in their bands at the edges', () => {
    const band = (price: number) =>
      (['under_100', '100_250', '250_500', 'over_500'] as const).filter((price_band) => matchesFilters(product({ id: 'x', price }), { price_band }));
    expect(band(0)).toEqual(['under_100']);
    expect(band(99)).toEqual(['under_100']);
    expect(band(100)).toEqual(['100_250']);
    expect(band(250)).toEqual(['100_250']);
    expect(band(251)).toEqual(['250_500']);
    expect(band(500)).toEqual(['250_500']);
    expect(band(501)).toEqual(['over_500']);
    expect(band(100_000)).toEqual(['over_500']);
  });
});

describe('sortProducts and paginate', () => {
  const items = [
    product({ id: 'old-cheap', price: 10, created_ms: 1, sales_count: 5 }),
    product({ id: 'new-dear', price: 900, created_ms: 3, sales_count: 1 }),
    product({ id: 'mid', price: 10, created_ms: 2, sales_count: 5 }),
  ];
  const ids = (list: { id: string }[]) => list.map((item) => item.id);

  it('sorts, ties to the newest', () => {
    expect(ids(sortProducts(items, 'newest'))).toEqual(['new-dear', 'mid', 'old-cheap']);
    expect(ids(sortProducts(items, 'price_asc'))).toEqual(['mid', 'old-cheap', 'new-dear']);
    expect(ids(sortProducts(items, 'price_desc'))).toEqual(['new-dear', 'mid', 'old-cheap']);
    expect(ids(sortProducts(items, 'popular'))).toEqual(['mid', 'old-cheap', 'new-dear']);
    expect(ids(items)).toEqual(['old-cheap', 'new-dear', 'mid']); // the input is not changed
  });

  it('pages', () => {
    const list = Array.from({ length: 25 }, (_, i) => i);
    expect(paginate(list, 1, 12)).toEqual({ items: list.slice(0, 12), pagination: { currentPage: 1, totalPages: 3, totalItems: 25, itemsPerPage: 12 } });
    expect(paginate(list, 3, 12).items).toEqual([24]);
    expect(paginate(list, 4, 12).items).toEqual([]);
    expect(paginate([], 1, 12).pagination).toEqual({ currentPage: 1, totalPages: 0, totalItems: 0, itemsPerPage: 12 });
  });

  it('searchProducts filters, sorts and pages with the query defaults', () => {
    const query = listProductsQuerySchema.parse({ sort: 'price_asc', limit: '2' });
    const result = searchProducts(items, query);
    expect(ids(result.items)).toEqual(['mid', 'old-cheap']);
    expect(result.pagination).toEqual({ currentPage: 1, totalPages: 2, totalItems: 3, itemsPerPage: 2 });
    expect(ids(searchProducts(items, listProductsQuerySchema.parse({ price_band: 'over_500' })).items)).toEqual(['new-dear']);
  });
});

describe('paginationOf', () => {
  it('counts pages from a total', () => {
    expect(paginationOf(2, 10, 21)).toEqual({ currentPage: 2, totalPages: 3, totalItems: 21, itemsPerPage: 10 });
    expect(paginationOf(1, 10, 0)).toEqual({ currentPage: 1, totalPages: 0, totalItems: 0, itemsPerPage: 10 });
  });
});
