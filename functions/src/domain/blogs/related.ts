// The related articles of an article (docs/site.md 1): the visible ones among related_ids, in
// their order; when none is visible, up to 3 newest of the same language. Pure.

export interface RelatedCandidate {
  id: string;
  language: string;
  /** First visible time in ms (newest first). */
  published_at: number | null;
}

export const RELATED_FALLBACK = 3;

export function pickRelated<T extends RelatedCandidate>(
  self: { id: string; language: string; related_ids: readonly string[] },
  visible: readonly T[],
): T[] {
  const byId = new Map(visible.map((blog) => [blog.id, blog]));
  const named = self.related_ids.filter((id) => id !== self.id).flatMap((id) => byId.get(id) ?? []);
  if (named.length > 0) return named;
  return visible
    .filter((blog) => blog.id !== self.id && blog.language === self.language)
    .sort((a, b) => (b.published_at ?? 0) - (a.published_at ?? 0))
    .slice(0, RELATED_FALLBACK);
}
