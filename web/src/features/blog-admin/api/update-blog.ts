// PATCH /admin-blogs/{id} (partial BlogInput) -> { data: AdminBlog, message: 'Blog updated successfully!' }.
import { apiRequest } from '@/lib/api-client';
import type { AdminBlog, BlogInput } from '../lib/blog-types';

export const UPDATE_BLOG_FAILED = { id: 'blogAdmin.toast.updateFailed', defaultMessage: 'Error updating blog' };

export async function updateBlog(id: string, input: Partial<BlogInput>): Promise<AdminBlog> {
  const answer = await apiRequest<{ data: AdminBlog }>('PATCH', `/admin-blogs/${encodeURIComponent(id)}`, { body: input });
  return answer.data;
}
