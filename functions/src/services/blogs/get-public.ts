// GET /blogs/{idOrSlug} (docs/site.md 1): one visible article by its id or its slug (Arabic
// slugs included); 404 blog/not-found for anything else, drafts and future ones included.
import { isVisible } from '../../domain/blogs/visibility';
import { ApiError } from '../../lib/http';
import { isSlug } from '../../shared/blog-outline';
import type { BlogDetail } from '../../shared/schemas/blog';
import { isDocId } from '../../shared/schemas/common';
import { sweepQuietly } from './publish-due';
import { relatedOf } from './related';
import { blogsCol, recordOf, slugsCol, toDetail, type BlogRecord } from './repo';

/** By id first, then by slug; undefined when neither names an article. */
export async function findBlog(idOrSlug: string): Promise<BlogRecord | undefined> {
  const key = idOrSlug.trim();
  if (isDocId(key)) {
    const byId = recordOf(await blogsCol().doc(key).get());
    if (byId) return byId;
  }
  const slug = key.normalize('NFKC').toLocaleLowerCase('en');
  if (!isSlug(slug)) return undefined;
  const claim = await slugsCol().doc(slug).get();
  const blogId = claim.get('blog_id');
  return typeof blogId === 'string' && isDocId(blogId) ? recordOf(await blogsCol().doc(blogId).get()) : undefined;
}

export async function getPublicBlog(idOrSlug: string, now = Date.now()): Promise<BlogDetail> {
  await sweepQuietly();
  const blog = await findBlog(idOrSlug);
  if (!blog || !isVisible(blog, now)) throw new ApiError('blog/not-found');
  return toDetail(blog, await relatedOf(blog, now));
}
