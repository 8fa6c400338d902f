// Filtering, ordering and paging of article lists in memory (a blog has at most a few
// thousand articles; the summaries are read without their content). Pure.
import { foldSearch } from '../../shared/search-fold';

export interface ListableBlog {
  id: string;
  language: string;
  title: string;
  excerpt: string;
  tags: readonly string[];
  status: string;
}

export interface ListFilter {
  language?: string;
  q?: string;
  tag?: string;
  status?: string;
}

export function matchesFilter(blog: ListableBlog, filter: ListFilter): boolean {
  if (filter.language && blog.language !== filter.language) return false;
  if (filter.status && blog.status !== filter.status) return false;
  if (filter.tag) {
    const tag = foldSearch(filter.tag);
    if (!blog.tags.some((t) => foldSearch(t) === tag)) return false;
  }
  if (filter.q) {
    const q = foldSearch(filter.q);
    if (q && !foldSearch(`${blog.title} ${blog.excerpt}`).includes(q)) return false;
  }
  return true;
}

/** Newest first by `key` (missing last), then by id so pages never overlap. */
export function sortNewest<T extends { id: string }>(items: T[], key: (item: T) => number | null): T[] {
  return [...items].sort((a, b) => (key(b) ?? -1) - (key(a) ?? -1) || a.id.localeCompare(b.id));
}

export function pageOf<T>(items: readonly T[], page: number, limit: number): T[] {
  return items.slice((page - 1) * limit, page * limit);
}
