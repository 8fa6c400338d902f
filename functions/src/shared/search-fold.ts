// One folding for awards search, shared by GET /awards?search= and the achievements screen, so
// both find the same things.

/** Case, Latin accents, Arabic diacritics, tatweel, hamza on alef, ى/ي and ة/ه folded. */
export function foldSearch(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f\u064b-\u065f\u0670\u0640]/g, '')
    .toLocaleLowerCase()
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/ى/g, 'ي')
    .replace(/ة/g, 'ه');
}
