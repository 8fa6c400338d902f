// DELETE /admin-blogs/{id} -> { message: 'Blog deleted successfully!' }; the slug is freed.
import { apiRequest } from '@/lib/api-client';

export const DELETE_BLOG_FAILED = { id: 'blogAdmin.toast.deleteFailed', defaultMessage: 'Error deleting blog' };

export async function deleteBlog(id: string): Promise<void> {
  await apiRequest('DELETE', `/admin-blogs/${encodeURIComponent(id)}`);
}
