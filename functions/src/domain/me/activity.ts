// The activity timeline (docs/site.md 4): each source gives its newest events before the
// cursor (each query limited), and this merges them into one page, newest first. Pure.
import type { ActivityItem, ActivityKind } from '../../shared/schemas/me';

export interface ActivityPageResult {
  data: ActivityItem[];
  next_before: string | null;
}

/**
 * Merges the sources' items: those at or after `before` are dropped, ties broken by id so the
 * order is stable; `next_before` is the last item's time when more may follow (this page is
 * full, or a source filled its own limit).
 */
export function mergeActivity(
  sources: readonly (readonly ActivityItem[])[],
  limit: number,
  before: string | null = null,
): ActivityPageResult {
  const cut = before ? Date.parse(before) : Number.POSITIVE_INFINITY;
  const seen = new Set<string>();
  const all = sources
    .flat()
    .filter((item) => {
      const at = Date.parse(item.at);
      if (!Number.isFinite(at) || at >= cut || seen.has(item.id)) return false;
      seen.add(item.id);
      return true;
    })
    .sort((a, b) => Date.parse(b.at) - Date.parse(a.at) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  const data = all.slice(0, limit);
  // A source that filled its own limit may hold more below its oldest item.
  const more = all.length > limit || sources.some((source) => source.filter((item) => Date.parse(item.at) < cut).length >= limit);
  return { data, next_before: more && data.length > 0 ? data[data.length - 1]!.at : null };
}

/** Which activity a wallet ledger entry is, by its category (domain/ledger.ts `ledgerCategory`). */
export function ledgerActivityKind(category: string): ActivityKind {
  switch (category) {
    case 'purchase':
      return 'sparks_bought';
    case 'refund':
      return 'sparks_refunded';
    case 'charge':
    case 'exchange':
      return 'sparks_spent';
    default:
      return 'sparks_earned';
  }
}

/**
 * A submission's events: submitted (with the score when it was graded at once), and graded
 * when a teacher graded it later (graded_by set).
 */
export function submissionActivity(sub: {
  class_id: string; challenge_id: string; title: string; percent: number | null; status: string;
  submitted_at: string | null; graded_at: string | null; graded_by: string | null;
}): ActivityItem[] {
  const link = `/studyHub`;
  const base = { title: sub.title, challenge_id: sub.challenge_id, class_id: sub.class_id };
  const items: ActivityItem[] = [];
  if (sub.submitted_at) {
    const graded = sub.status === 'graded' && !sub.graded_by && sub.percent !== null;
    items.push({
      id: `submitted-${sub.class_id}-${sub.challenge_id}`, kind: 'challenge_submitted', at: sub.submitted_at, link,
      params: graded ? { ...base, percent: sub.percent! } : base,
    });
  }
  if (sub.graded_by && sub.graded_at && sub.status === 'graded') {
    items.push({
      id: `graded-${sub.class_id}-${sub.challenge_id}`, kind: 'challenge_graded', at: sub.graded_at, link,
      params: { ...base, percent: sub.percent ?? 0 },
    });
  }
  return items;
}
