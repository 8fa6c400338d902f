// GET /admin-blogs/{id} -> { data: AdminBlog }: one article for the editor, whatever its status.
import { apiRequest } from '@/lib/api-client';
import type { AdminBlog } from '../lib/blog-types';

export const GET_BLOG_FAILED = { id: 'blogAdmin.editor.loadFailed', defaultMessage: 'Error fetching blog' };

export async function getAdminBlog(id: string, signal?: AbortSignal): Promise<AdminBlog> {
  const answer = await apiRequest<{ data: AdminBlog }>('GET', `/admin-blogs/${encodeURIComponent(id)}`, { signal });
  return answer.data;
}
