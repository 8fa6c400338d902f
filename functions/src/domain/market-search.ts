// Marketplace listing in memory (docs/market.md, "Listing"): search tokens, filters, sorting
// and pages over the newest approved products. Pure, no Firebase.
import type { ListProductsQuery, Pagination, Subject } from '../shared/schemas/market';
import { pageWindow } from './feed-posts';
import { priceBandOf } from './market-pricing';

/** Subject names a search may use besides the id's own words (the web app shows these). */
const SUBJECT_TERMS: Record<Subject, string> = {
  mathematics: 'mathematics maths math الرياضيات',
  science: 'science العلوم',
  physics: 'physics الفيزياء',
  chemistry: 'chemistry الكيمياء',
  biology: 'biology الأحياء',
  arabic: 'arabic اللغة العربية',
  english: 'english اللغة الإنجليزية',
  islamic_studies: 'islamic studies الدراسات الإسلامية',
  social_studies: 'social studies الدراسات الاجتماعية',
  computer_science: 'computer science علوم الحاسب الحاسوب',
  arts: 'arts art الفنون',
  other: 'other أخرى',
};

const ARABIC_INDIC_ZERO = 0x0660;

/**
 * Case- and diacritics-insensitive form of a text: lower case; accents and Arabic harakat
 * removed (NFKD splits أ إ آ into alef + hamza/madda, so those become ا too); tatweel removed;
 * ٱ → ا, ى → ي, ة → ه; Arabic-Indic digits → ASCII digits.
 */
export function normaliseText(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/\u0640/g, '')
    .replace(/\u0671/g, '\u0627')
    .replace(/\u0649/g, '\u064a')
    .replace(/\u0629/g, '\u0647')
    .replace(/[\u0660-\u0669]/g, (digit) => String(digit.charCodeAt(0) - ARABIC_INDIC_ZERO));
}

/** The words of a text, normalised; anything but letters and digits separates words. */
export function searchTokens(text: string): string[] {
  return normaliseText(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

const ARABIC_ARTICLE = '\u0627\u0644'; // ال

/** Keyword tokens of a product: every distinct word, plus Arabic words without their article. */
export function productKeywords(product: { title: string; description: string; tags: readonly string[]; subject: string }): string[] {
  const subjectTerms = SUBJECT_TERMS[product.subject as Subject] ?? product.subject;
  const words = [product.title, product.description, ...product.tags, product.subject, subjectTerms].flatMap(searchTokens);
  const keywords = new Set<string>();
  for (const word of words) {
    keywords.add(word);
    // "الرياضيات" should be found by "رياضيات" as well.
    if (word.startsWith(ARABIC_ARTICLE) && word.length > 3) keywords.add(word.slice(2));
  }
  return [...keywords];
}

/** Every word of the query starts one of the keywords (an empty query matches everything). */
export function matchesSearch(keywords: readonly string[], query: string | undefined): boolean {
  const words = searchTokens(query ?? '');
  return words.every((word) => keywords.some((keyword) => keyword.startsWith(word)));
}

/** The fields the listing filters and sorts on. */
export interface ListableProduct {
  subject: string;
  grade: number;
  content_type: string;
  education_level: string;
  price: number;
  sales_count: number;
  /** Milliseconds since the epoch (0 when unknown). */
  created_ms: number;
  /** Search tokens (productKeywords). */
  keywords: readonly string[];
}

export type ProductFilters = Pick<ListProductsQuery, 'search' | 'subject' | 'grade' | 'content_type' | 'education_level' | 'price_band'>;
export type ProductSort = ListProductsQuery['sort'];

export function matchesFilters(product: ListableProduct, filters: ProductFilters): boolean {
  if (filters.subject && product.subject !== filters.subject) return false;
  if (filters.grade !== undefined && product.grade !== filters.grade) return false;
  if (filters.content_type && product.content_type !== filters.content_type) return false;
  if (filters.education_level && product.education_level !== filters.education_level) return false;
  if (filters.price_band && priceBandOf(product.price) !== filters.price_band) return false;
  return matchesSearch(product.keywords, filters.search);
}

const newestFirst = (a: ListableProduct, b: ListableProduct) => b.created_ms - a.created_ms;

const COMPARATORS: Record<ProductSort, (a: ListableProduct, b: ListableProduct) => number> = {
  newest: newestFirst,
  price_asc: (a, b) => a.price - b.price || newestFirst(a, b),
  price_desc: (a, b) => b.price - a.price || newestFirst(a, b),
  popular: (a, b) => b.sales_count - a.sales_count || newestFirst(a, b),
};

/** A sorted copy (ties go to the newest). */
export function sortProducts<T extends ListableProduct>(products: readonly T[], sort: ProductSort): T[] {
  return [...products].sort(COMPARATORS[sort]);
}

export function paginationOf(page: number, limit: number, total: number): Pagination {
  const { totalPages } = pageWindow(page, limit, total);
  return { currentPage: page, totalPages, totalItems: Math.max(0, total), itemsPerPage: limit };
}

/** One page of a list; a page past the end is empty. */
export function paginate<T>(items: readonly T[], page: number, limit: number): { items: T[]; pagination: Pagination } {
  const { offset } = pageWindow(page, limit, items.length);
  return { items: items.slice(offset, offset + limit), pagination: paginationOf(page, limit, items.length) };
}

/** Filter, sort and page: the whole listing. */
export function searchProducts<T extends ListableProduct>(
  products: readonly T[],
  query: ListProductsQuery,
): { items: T[]; pagination: Pagination } {
  const matching = products.filter((product) => matchesFilters(product, query));
  return paginate(sortProducts(matching, query.sort), query.page, query.limit);
}
