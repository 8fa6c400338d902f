// POST /admin-blogs BlogInput -> 201 { data: AdminBlog, message: 'Blog created successfully!' }.
import { apiRequest } from '@/lib/api-client';
import type { AdminBlog, BlogInput } from '../lib/blog-types';

export const CREATE_BLOG_FAILED = { id: 'blogAdmin.toast.createFailed', defaultMessage: 'Error creating blog' };

export async function createBlog(input: BlogInput): Promise<AdminBlog> {
  const answer = await apiRequest<{ data: AdminBlog }>('POST', '/admin-blogs', { body: input });
  return answer.data;
}
