// GET /admin-blogs/{id} (docs/site.md 1): one article whatever its status, for the editor.
import { ApiError } from '../../lib/http';
import type { AdminBlog } from '../../shared/schemas/blog';
import { relatedOf } from './related';
import { blogsCol, recordOf, toAdmin } from './repo';

export async function getAdminBlog(id: string): Promise<AdminBlog> {
  const blog = recordOf(await blogsCol().doc(id).get());
  if (!blog) throw new ApiError('blog/not-found');
  return toAdmin(blog, await relatedOf(blog));
}
