// GET /admin-blogs?page&limit&status&q -> { body: AdminBlog[], total, page, limit }: every
// article whatever its status (docs/site.md 1, admin API).
import type { Pagination } from '@shared/schemas/market';
import { apiRequest } from '@/lib/api-client';
import type { AdminBlog, BlogStatus } from '../lib/blog-types';

export const LIST_BLOGS_FAILED = { id: 'blogAdmin.list.loadFailed', defaultMessage: 'Error fetching blogs' };

export const ADMIN_BLOGS_PAGE_SIZE = 10;

export interface AdminBlogPage {
  blogs: AdminBlog[];
  pagination: Pagination;
}

export async function listAdminBlogs(
  query: { status?: BlogStatus | 'all'; page?: number; q?: string; limit?: number },
  signal?: AbortSignal,
): Promise<AdminBlogPage> {
  const page = query.page ?? 1;
  const limit = query.limit ?? ADMIN_BLOGS_PAGE_SIZE;
  const params = new URLSearchParams({ page: String(page), limit: String(limit) });
  if (query.status && query.status !== 'all') params.set('status', query.status);
  if (query.q?.trim()) params.set('q', query.q.trim());
  const answer = await apiRequest<{ body?: AdminBlog[]; total?: number }>('GET', `/admin-blogs?${params}`, { signal });
  const blogs = answer.body ?? [];
  const total = answer.total ?? blogs.length;
  return { blogs, pagination: { currentPage: page, totalPages: Math.max(1, Math.ceil(total / limit)), totalItems: total, itemsPerPage: limit } };
}
