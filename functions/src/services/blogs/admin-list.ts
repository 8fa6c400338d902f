// GET /admin-blogs (docs/site.md 1): every article whatever its status, newest change first.
import { matchesFilter, pageOf, sortNewest } from '../../domain/blogs/list-query';
import type { AdminBlog, AdminBlogListQuery, BlogList } from '../../shared/schemas/blog';
import { readAllSummaries, toAdmin } from './repo';

export async function listAdminBlogs(query: AdminBlogListQuery): Promise<BlogList<AdminBlog>> {
  const all = (await readAllSummaries()).filter((blog) => matchesFilter(blog, { q: query.q, status: query.status }));
  const sorted = sortNewest(all, (blog) => blog.updated_at ?? blog.created_at);
  // Rows carry no body: the editor reads one article with GET /admin-blogs/{id}.
  const body = pageOf(sorted, query.page, query.limit).map((blog) => toAdmin(blog, []));
  return { status: 'success', body, total: sorted.length, page: query.page, limit: query.limit };
}
