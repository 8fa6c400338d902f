// DELETE /admin-blogs/{id} (docs/site.md 1): the article and its slug claim in one
// transaction, so the slug is free at once. Other articles' related_ids naming it are left:
// readers skip ids that no longer exist.
import { db } from '../../lib/admin';
import { ApiError } from '../../lib/http';
import { blogsCol, slugsCol } from './repo';

export async function deleteBlog(id: string): Promise<void> {
  const ref = blogsCol().doc(id);
  await db.runTransaction(async (tx) => {
    const snap = await tx.get(ref);
    if (!snap.exists) throw new ApiError('blog/not-found');
    const slug = snap.get('slug');
    const claim = typeof slug === 'string' && slug ? await tx.get(slugsCol().doc(slug)) : undefined;
    if (claim?.exists && claim.get('blog_id') === id) tx.delete(claim.ref);
    tx.delete(ref);
  });
}
