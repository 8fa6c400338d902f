// Which articles the public sees and in what order (docs/site.md 1). Pure.
import type { BlogStatus } from '../../shared/schemas/blog';

export interface VisibilityFields {
  status: BlogStatus;
  publish_at: number | null;
}

/** Published, or scheduled with its time come (before the sweep has turned it published). */
export function isVisible(blog: VisibilityFields, now: number): boolean {
  if (blog.status === 'published') return true;
  return blog.status === 'scheduled' && blog.publish_at !== null && blog.publish_at <= now;
}

/** When it became (or becomes) visible: published_at once set, else the scheduled time. */
export function visibleSince(blog: VisibilityFields & { published_at: number | null }): number | null {
  return blog.published_at ?? (blog.status === 'scheduled' ? blog.publish_at : null);
}

/**
 * The status and first-visible time an article gets when saved with `status` at `now`: a
 * scheduled time already past publishes at once (published_at = that time); published_at
 * is set once, the first time it is visible, and kept after.
 */
export function nextPublication(
  status: BlogStatus,
  publishAt: number | null,
  previousPublishedAt: number | null,
  now: number,
): { status: BlogStatus; publish_at: number | null; published_at: number | null } {
  if (status === 'scheduled' && publishAt !== null && publishAt <= now) {
    return { status: 'published', publish_at: publishAt, published_at: previousPublishedAt ?? publishAt };
  }
  if (status === 'published') return { status, publish_at: publishAt, published_at: previousPublishedAt ?? now };
  return { status, publish_at: publishAt, published_at: previousPublishedAt };
}
