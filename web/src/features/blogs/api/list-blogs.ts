// GET /blogs?page&limit&paginate=true&language&q -> {status, body: BlogSummary[], total, page,
// limit}: the visible articles, newest first (docs/site.md 1). No login.
import type { BlogList, BlogSummary } from '@shared/schemas/blog';
import { apiRequest } from '@/lib/api-client';
import { listQuery, type BlogListFilters } from '../lib/list-filters';

// The spec's text (000 section 9).
export const LIST_BLOGS_FAILED = { id: 'blogs.list.failed', defaultMessage: 'Error fetching blogs' };

export async function listBlogs(filters: BlogListFilters, signal?: AbortSignal): Promise<BlogList<BlogSummary>> {
  const answer = await apiRequest<BlogList<BlogSummary>>('GET', `/blogs?${listQuery(filters)}`, { anonymous: true, signal });
  return { ...answer, body: answer.body ?? [] };
}
