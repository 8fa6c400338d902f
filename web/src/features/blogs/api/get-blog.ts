// GET /blogs/{idOrSlug} -> {status, data: BlogDetail}; 404 blog/not-found for an unknown or
// unpublished article. No login. Arabic slugs travel percent-encoded.
import type { BlogDetail } from '@shared/schemas/blog';
import { ApiRequestError, apiRequest } from '@/lib/api-client';

// The spec's text (000 section 9).
export const GET_BLOG_FAILED = { id: 'blogs.article.failed', defaultMessage: 'Error fetching blog' };

export async function getBlog(idOrSlug: string, signal?: AbortSignal): Promise<BlogDetail> {
  const answer = await apiRequest<{ data: BlogDetail }>('GET', `/blogs/${encodeURIComponent(idOrSlug)}`, { anonymous: true, signal });
  return answer.data;
}

/** Whether the article is not there (unknown, a draft, or not yet due). */
export function isBlogMissing(error: unknown): boolean {
  return error instanceof ApiRequestError && error.status === 404;
}
