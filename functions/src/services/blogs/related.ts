// The related articles an answer carries (docs/site.md 1): the visible ones among related_ids,
// else up to 3 newest visible of the same language.
import { pickRelated } from '../../domain/blogs/related';
import { isVisible, visibleSince } from '../../domain/blogs/visibility';
import type { BlogSummary } from '../../shared/schemas/blog';
import { readAllSummaries, toSummary, type BlogRecord } from './repo';

export async function relatedOf(blog: BlogRecord, now = Date.now()): Promise<BlogSummary[]> {
  const visible = (await readAllSummaries(['published', 'scheduled']))
    .filter((candidate) => isVisible(candidate, now))
    .map((candidate) => ({ ...candidate, published_at: visibleSince(candidate) }));
  return pickRelated(blog, visible).map(toSummary);
}
