// Slugs, heading anchors and reading time of blog articles (docs/site.md 1). Pure and shared:
// the server makes slugs and reading time, the web gives headings the same anchors its table
// of contents links to.
import { BLOGS } from './constants';

/** Letters of any script (Arabic included), digits and single dashes; no leading or trailing dash. */
export const SLUG_PATTERN = /^[\p{Ll}\p{Lo}\p{Nd}]+(?:-[\p{Ll}\p{Lo}\p{Nd}]+)*$/u;

/** Lowercase words joined by dashes; Arabic diacritics and tatweel dropped, other marks removed. */
export function slugify(text: string, maxLength: number = BLOGS.slugMaxLength): string {
  const words = text
    .normalize('NFKC')
    .replace(/[\u064b-\u065f\u0670\u0640]/g, '')
    .toLocaleLowerCase('en')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()
    .split(' ')
    .filter(Boolean);
  let slug = '';
  for (const word of words) {
    const next = slug ? `${slug}-${word}` : word;
    if (next.length > maxLength) break;
    slug = next;
  }
  return slug || words[0]?.slice(0, maxLength) || '';
}

export const isSlug = (value: string): boolean => value.length <= BLOGS.slugMaxLength && SLUG_PATTERN.test(value);

/**
 * The anchor id of a heading: its slug, made unique in the article by a numeric suffix
 * (`seen` collects the ids given so far, in document order).
 */
export function headingId(text: string, seen: Set<string>): string {
  const base = slugify(text, 60) || 'section';
  let id = base;
  for (let n = 2; seen.has(id); n += 1) id = `${base}-${n}`;
  seen.add(id);
  return id;
}

/** Words of Markdown text, ignoring markup and link targets. */
export function countWords(markdown: string): number {
  const text = markdown
    .replace(/```[\s\S]*?```/g, ' ')
    .replace(/!\[[^\]]*\]\([^)]*\)/g, ' ')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[#>*_`~|-]/g, ' ');
  return text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}

/** Reading time at BLOGS.wordsPerMinute, at least a minute. */
export const readingMinutes = (markdown: string): number => Math.max(1, Math.ceil(countWords(markdown) / BLOGS.wordsPerMinute));
