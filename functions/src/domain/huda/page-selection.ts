// Which pages of a PDF go with a question (docs/assessments.md 4, "PDFs"): the pages sharing
// the most (rare) words with it, Arabic or English, within a page and character budget; the
// pages the question names ("page 4", "صفحة ٤") first; the first pages when nothing matches.
// Pure.
import { citedPages } from './citations';
import { normaliseText } from './text-normalise';

export interface PageText {
  page: number;
  text: string;
}

export interface PageBudget {
  maxPages: number;
  maxChars: number;
}

/** Words too common to tell pages apart. */
const STOP_WORDS = new Set([
  ...'a an and are as at be by can do does did for from how i in is it its me my of on or the this that these those to was were what when where which who why with you your about explain page pages please tell'.split(
    ' ',
  ),
  // Arabic, already normalised (no hamza on alef, teh marbuta as heh, alef maqsura as yeh).
  ...'في من الي علي عن مع هذا هذه ذلك تلك هو هي ما ماذا لماذا كيف متي اين هل او ثم لا لم لن ان كان كانت التي الذي الذين به بها له لها فيه فيها عند كل قد اشرح صفحه الصفحه الصفحات'.split(' '),
]);

/** Clitics stripped from Arabic words ("والكتاب", "بالطاقة" -> "كتاب", "طاقه"), longest first. */
const ARABIC_PREFIXES = ['وبال', 'وال', 'بال', 'كال', 'فال', 'لل', 'ال'];

function stem(word: string): string {
  if (/^[\u0600-\u06FF]+$/.test(word)) {
    const prefix = ARABIC_PREFIXES.find((p) => word.startsWith(p) && word.length - p.length >= 2);
    return prefix ? word.slice(prefix.length) : word;
  }
  // English plurals, roughly: "forces" and "force" meet, "class" stays.
  if (word.length > 3 && word.endsWith('s') && !word.endsWith('ss')) return word.slice(0, -1);
  return word;
}

/** The distinct content words of a text, normalised and lightly stemmed. */
export function contentWords(text: string): Set<string> {
  const words = new Set<string>();
  for (const [raw] of normaliseText(text).matchAll(/[\p{L}\p{N}]+/gu)) {
    if (raw.length < 2 || STOP_WORDS.has(raw)) continue;
    const word = stem(raw);
    if (!STOP_WORDS.has(word)) words.add(word);
  }
  return words;
}

/** Each page's score: the rarity-weighted count of question words it holds. */
function scores(pages: readonly PageText[], question: Set<string>): Map<number, number> {
  const pageWords = pages.map((page) => contentWords(page.text));
  const frequency = new Map<string, number>();
  for (const words of pageWords) for (const word of question) if (words.has(word)) frequency.set(word, (frequency.get(word) ?? 0) + 1);
  const result = new Map<number, number>();
  pages.forEach((page, i) => {
    let score = 0;
    for (const word of question) {
      const count = frequency.get(word);
      if (count && pageWords[i]!.has(word)) score += Math.log(1 + pages.length / count);
    }
    result.set(page.page, score);
  });
  return result;
}

/**
 * The pages worth sending, best first: the pages the question names, then those sharing its
 * words by score; when none does, every page in order (the first pages come first).
 */
export function rankPages(pages: readonly PageText[], question: string): PageText[] {
  const named = new Set(citedPages(question, pages.map((p) => p.page)));
  const score = scores(pages, contentWords(question));
  const rank = (page: PageText) => (named.has(page.page) ? Infinity : (score.get(page.page) ?? 0));
  const matching = pages.filter((page) => rank(page) > 0);
  return (matching.length > 0 ? matching : [...pages]).sort((a, b) => rank(b) - rank(a) || a.page - b.page);
}

/**
 * The pages to send with a question, in page order: the best-ranked ones while they fit the
 * budget. A page longer than what is left is cut to fit (never below `minPageChars`, except
 * the first one, which is always sent even if only in part).
 */
export function selectPages(pages: readonly PageText[], question: string, budget: PageBudget, minPageChars = 200): PageText[] {
  const chosen: PageText[] = [];
  let left = budget.maxChars;
  for (const page of rankPages(pages.filter((p) => p.text.trim() !== ''), question)) {
    if (chosen.length >= budget.maxPages || left <= 0) break;
    const text = page.text.trim();
    if (text.length <= left) {
      chosen.push({ page: page.page, text });
      left -= text.length;
    } else if (chosen.length === 0 || left >= minPageChars) {
      chosen.push({ page: page.page, text: text.slice(0, left) });
      left = 0;
    }
  }
  return chosen.sort((a, b) => a.page - b.page);
}

/** A page as the prompt shows it; a "<page" inside the text cannot close or open one. */
export function wrapPage(page: PageText): string {
  return `<page number="${page.page}">${page.text.replace(/<(\/?page)/gi, '‹$1')}</page>`;
}

/**
 * The prompt text for a question: the selected pages wrapped, joined by new lines, all of it
 * (wrappers included) within `budget.maxChars`.
 */
export function pageContext(pages: readonly PageText[], question: string, budget: PageBudget): { text: string; pages: number[] } {
  const wrapper = wrapPage({ page: Math.max(0, ...pages.map((p) => p.page)), text: '' }).length + 1;
  const chosen = selectPages(pages, question, { maxPages: budget.maxPages, maxChars: budget.maxChars - budget.maxPages * wrapper });
  return { text: chosen.map(wrapPage).join('\n'), pages: chosen.map((p) => p.page) };
}
