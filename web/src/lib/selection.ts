// Ticked rows of a list (the approval queues' pages, the instructor's and the centre's course
// lists). Pure; sets are never mutated.

export type PageSelection = 'none' | 'some' | 'all';

export function toggleId(selected: ReadonlySet<string>, id: string): Set<string> {
  const next = new Set(selected);
  if (next.has(id)) next.delete(id);
  else next.add(id);
  return next;
}

/** How much of the page is ticked (drives the "select all" box, indeterminate for some). */
export function pageSelection(selected: ReadonlySet<string>, pageIds: readonly string[]): PageSelection {
  const ticked = pageIds.filter((id) => selected.has(id)).length;
  if (ticked === 0) return 'none';
  return ticked === pageIds.length ? 'all' : 'some';
}

/** "Select all on page": ticks every row, or clears them when all are ticked already. */
export function toggleAll(selected: ReadonlySet<string>, pageIds: readonly string[]): Set<string> {
  return pageSelection(selected, pageIds) === 'all' ? new Set() : new Set(pageIds);
}

/** Drops ticks of rows no longer on the page (after a refresh). */
export function keepOnPage(selected: ReadonlySet<string>, pageIds: readonly string[]): Set<string> {
  return new Set(pageIds.filter((id) => selected.has(id)));
}
