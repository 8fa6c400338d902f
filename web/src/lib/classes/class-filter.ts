// Searching a class list by name (spec 001 sidebar: "filters the class list by course name,
// case-insensitively; invitations are excluded"). Pure, so it unit-tests without a DOM.

/** Lower case, no diacritics or Arabic short vowels (tashkeel), no tatweel, one space between words. */
export function normaliseForSearch(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f\u064b-\u065f\u0670\u0640]/g, '')
    .toLocaleLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

export function matchesName(name: string, search: string): boolean {
  const needle = normaliseForSearch(search);
  return needle === '' || normaliseForSearch(name).includes(needle);
}

/** The classes whose name contains the search text; rows flagged as invitations are left out. */
export function filterClassesByName<T extends { name: string; isInvitation?: boolean }>(classes: readonly T[], search: string): T[] {
  return classes.filter((item) => !item.isInvitation && matchesName(item.name, search));
}
