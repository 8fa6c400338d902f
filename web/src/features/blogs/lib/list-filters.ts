// The /blogs list's page, search and language, kept in the URL query (back/forward and shared
// links work): ?page=2&q=words&language=ar. Unknown or bad values fall back to the defaults.
import { BLOGS } from '@shared/constants';
import { BLOG_LANGUAGES, type BlogLanguage } from '@shared/schemas/blog';

export interface BlogListFilters {
  page: number;
  q: string;
  language: BlogLanguage | 'all';
}

export const DEFAULT_BLOG_FILTERS: BlogListFilters = { page: 1, q: '', language: 'all' };
export const BLOGS_PAGE_SIZE = BLOGS.pageDefaultLimit;
/** The server's search limit. */
export const SEARCH_MAX_LENGTH = 100;

export function filtersFromParams(params: URLSearchParams): BlogListFilters {
  const page = Number(params.get('page'));
  const language = params.get('language');
  return {
    page: Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1,
    q: (params.get('q') ?? '').trim().slice(0, SEARCH_MAX_LENGTH),
    language: (BLOG_LANGUAGES as readonly string[]).includes(language ?? '') ? (language as BlogLanguage) : 'all',
  };
}

/** The URL query of the screen: only what differs from the defaults. */
export function paramsFromFilters(filters: BlogListFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.q) params.set('q', filters.q);
  if (filters.language !== 'all') params.set('language', filters.language);
  if (filters.page > 1) params.set('page', String(filters.page));
  return params;
}

/** The API query of GET /blogs. */
export function listQuery(filters: BlogListFilters): string {
  const params = new URLSearchParams({ page: String(filters.page), limit: String(BLOGS_PAGE_SIZE), paginate: 'true' });
  if (filters.q) params.set('q', filters.q);
  if (filters.language !== 'all') params.set('language', filters.language);
  return params.toString();
}
