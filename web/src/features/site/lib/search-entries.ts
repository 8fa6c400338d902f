// Search for the help pages (FAQs, help centre): every word of the query must appear in the
// entry's texts, compared folded like the rest of the app (@shared/search-fold: case, Arabic
// diacritics, tatweel, hamza on alef, ى/ي and ة/ه), so "اسئله" finds "أسئلة".
import { foldSearch } from '@shared/search-fold';

export interface SearchEntry {
  id: string;
  /** The group (FAQ group or help-centre role) the entry belongs to. */
  group: string;
  /** Texts searched, the title first. */
  texts: readonly string[];
}

/** The query's folded words; an empty list means "no search". */
export function queryWords(query: string): string[] {
  const folded = foldSearch(query);
  return folded === '' ? [] : folded.split(' ');
}

/** Entries whose texts hold every query word, entries matching in the title first (stable). */
export function searchEntries<T extends SearchEntry>(entries: readonly T[], query: string): T[] {
  const words = queryWords(query);
  if (words.length === 0) return [...entries];
  const ranked: { entry: T; inTitle: boolean; index: number }[] = [];
  entries.forEach((entry, index) => {
    const folded = entry.texts.map(foldSearch);
    const all = folded.join(' \n ');
    if (!words.every((word) => all.includes(word))) return;
    ranked.push({ entry, inTitle: words.every((word) => (folded[0] ?? '').includes(word)), index });
  });
  ranked.sort((a, b) => Number(b.inTitle) - Number(a.inTitle) || a.index - b.index);
  return ranked.map((item) => item.entry);
}

/** Entries by group, in the given group order; empty groups are left out. */
export function groupEntries<T extends SearchEntry>(entries: readonly T[], groupOrder: readonly string[]): { group: string; entries: T[] }[] {
  return groupOrder
    .map((group) => ({ group, entries: entries.filter((entry) => entry.group === group) }))
    .filter((item) => item.entries.length > 0);
}

/** How many entries each group holds, for the chips' counts. */
export function countByGroup(entries: readonly SearchEntry[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const entry of entries) counts[entry.group] = (counts[entry.group] ?? 0) + 1;
  return counts;
}

/** The entry a location hash names (`#id`, URL-encoded or not), if any. */
export function entryFromHash<T extends SearchEntry>(entries: readonly T[], hash: string): T | undefined {
  let id = hash.replace(/^#/, '');
  try {
    id = decodeURIComponent(id);
  } catch {
    // A malformed escape: use it as written.
  }
  return id === '' ? undefined : entries.find((entry) => entry.id === id);
}
