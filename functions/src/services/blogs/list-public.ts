// GET /blogs (docs/site.md 1): visible articles, newest published_at first, filtered by
// language, tag and folded text, paged.
import { matchesFilter, pageOf, sortNewest } from '../../domain/blogs/list-query';
import { isVisible, visibleSince } from '../../domain/blogs/visibility';
import { BLOGS } from '../../shared/constants';
import type { BlogList, BlogListQuery, BlogSummary } from '../../shared/schemas/blog';
import { sweepQuietly } from './publish-due';
import { readAllSummaries, toSummary } from './repo';

export async function listPublicBlogs(query: BlogListQuery, now = Date.now()): Promise<BlogList<BlogSummary>> {
  await sweepQuietly();
  const visible = (await readAllSummaries(['published', 'scheduled'])).filter(
    (blog) => isVisible(blog, now) && matchesFilter(blog, { language: query.language, q: query.q, tag: query.tag }),
  );
  const sorted = sortNewest(visible, visibleSince);
  const page = query.paginate ? query.page : 1;
  const limit = query.paginate ? query.limit : BLOGS.pageMaxLimit;
  return { status: 'success', body: pageOf(sorted, page, limit).map(toSummary), total: sorted.length, page, limit };
}
