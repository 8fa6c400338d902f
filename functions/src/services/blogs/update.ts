// PATCH /admin-blogs/{id} (docs/site.md 1): any fields; a new slug is claimed and the old one
// freed in the same transaction; publishing for the first time announces it.
import { FieldValue, type UpdateData, type DocumentData } from 'firebase-admin/firestore';
import { db } from '../../lib/admin';
import { ApiError } from '../../lib/http';
import { nextPublication } from '../../domain/blogs/visibility';
import { readingMinutes } from '../../shared/blog-outline';
import type { AdminBlog, BlogCover, BlogPatch } from '../../shared/schemas/blog';
import { announceBlog } from './announce';
import { useBlogCover } from './cover';
import { relatedOf } from './related';
import { blogsCol, recordOf, slugsCol, timestamp, toAdmin, toRecord } from './repo';
import { checkRelated, futurePublishAt, parseTime, readSlugClaim } from './save-checks';

export async function updateBlog(id: string, patch: BlogPatch, now = Date.now()): Promise<AdminBlog> {
  const ref = blogsCol().doc(id);
  if (patch.related_ids) await checkRelated(patch.related_ids, id);
  const before = recordOf(await ref.get());
  if (!before) throw new ApiError('blog/not-found');
  // The cover is checked (Storage reads) before the transaction, never inside its retries.
  let cover: BlogCover | null | undefined;
  if (patch.cover_id === null) cover = null;
  else if (patch.cover_id !== undefined && patch.cover_id !== before.cover?.id) cover = await useBlogCover(patch.cover_id);

  await db.runTransaction(async (tx) => {
    const snap = await tx.get(ref);
    if (!snap.exists) throw new ApiError('blog/not-found');
    const current = toRecord(snap.id, snap.data() ?? {});

    const status = patch.status ?? current.status;
    let publishAt = patch.publish_at !== undefined ? parseTime(patch.publish_at) : current.publish_at;
    const scheduleTouched = patch.status === 'scheduled' || patch.publish_at !== undefined;
    if (status === 'scheduled' && (scheduleTouched || publishAt === null)) publishAt = futurePublishAt(patch.publish_at ?? timeIso(publishAt), now);
    const publication = nextPublication(status, publishAt, current.published_at, now);

    const slugChange = patch.slug !== undefined && patch.slug !== current.slug ? patch.slug : undefined;
    const claim = slugChange ? await readSlugClaim(tx, slugChange, id) : undefined;
    const oldSlug = slugChange ? await tx.get(slugsCol().doc(current.slug)) : undefined;

    const update: UpdateData<DocumentData> = {
      status: publication.status,
      publish_at: timestamp(publication.publish_at),
      published_at: timestamp(publication.published_at),
      updated_at: FieldValue.serverTimestamp(),
    };
    for (const key of ['title', 'language', 'excerpt', 'cover_alt', 'tags', 'faqs', 'related_ids'] as const) {
      if (patch[key] !== undefined) update[key] = patch[key];
    }
    if (patch.content !== undefined) {
      update.content = patch.content;
      update.reading_minutes = readingMinutes(patch.content);
    }
    if (patch.seo !== undefined) update.seo = { title: patch.seo.title ?? '', description: patch.seo.description ?? '' };
    if (cover !== undefined) update.cover = cover;
    if (slugChange && claim) {
      claim();
      if (oldSlug?.exists && oldSlug.get('blog_id') === id) tx.delete(oldSlug.ref);
      update.slug = slugChange;
    }
    tx.update(ref, update);
  });

  const blog = recordOf(await ref.get());
  if (!blog) throw new ApiError('blog/not-found');
  if (blog.status === 'published' && blog.announced_at === null) await announceBlog(id);
  return toAdmin(blog, await relatedOf(blog));
}

const timeIso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());
