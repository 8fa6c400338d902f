// POST /admin-blogs (docs/site.md 1): a new article with its slug claimed in the same
// transaction; announced to subscribers when it is published at once.
import { FieldValue } from 'firebase-admin/firestore';
import { db } from '../../lib/admin';
import { ApiError } from '../../lib/http';
import { nextPublication } from '../../domain/blogs/visibility';
import { readingMinutes, slugify } from '../../shared/blog-outline';
import type { AdminBlog, BlogInput } from '../../shared/schemas/blog';
import { displayName } from '../courses/enrollments';
import { profileRef } from '../users-repo';
import { announceBlog } from './announce';
import { useBlogCover } from './cover';
import { relatedOf } from './related';
import { blogsCol, recordOf, timestamp, toAdmin } from './repo';
import { checkRelated, futurePublishAt, readSlugClaim } from './save-checks';

export async function createBlog(uid: string, input: BlogInput, now = Date.now()): Promise<AdminBlog> {
  const ref = blogsCol().doc();
  const slug = input.slug ?? slugify(input.title);
  if (!slug) throw new ApiError('blog/invalid-slug');
  const publishAt = input.status === 'scheduled' ? futurePublishAt(input.publish_at, now) : null;
  await checkRelated(input.related_ids, ref.id);
  const [cover, profile] = await Promise.all([input.cover_id ? useBlogCover(input.cover_id) : null, profileRef(uid).get()]);
  const publication = nextPublication(input.status, publishAt, null, now);

  await db.runTransaction(async (tx) => {
    const claim = await readSlugClaim(tx, slug, ref.id);
    claim();
    tx.create(ref, {
      id: ref.id,
      slug,
      language: input.language,
      title: input.title,
      excerpt: input.excerpt,
      content: input.content,
      cover,
      cover_alt: input.cover_alt,
      author_uid: uid,
      author_name: displayName(profile.data(), 'Sparks'),
      tags: input.tags,
      faqs: input.faqs,
      related_ids: input.related_ids,
      seo: { title: input.seo?.title ?? '', description: input.seo?.description ?? '' },
      status: publication.status,
      publish_at: timestamp(publication.publish_at),
      published_at: timestamp(publication.published_at),
      announced_at: null,
      reading_minutes: readingMinutes(input.content),
      created_at: FieldValue.serverTimestamp(),
      updated_at: FieldValue.serverTimestamp(),
    });
  });

  if (publication.status === 'published') await announceBlog(ref.id);
  const blog = recordOf(await ref.get());
  if (!blog) throw new ApiError('blog/not-found');
  return toAdmin(blog, await relatedOf(blog));
}
