// Which of the supplied pages an answer cites (docs/assessments.md 4, "PDFs"): "page 4",
// "pages 4 and 5", "pp. 4-5", "p. 4", "صفحة 4", "الصفحة ٤", "الصفحتين ٣ و٤", "ص ٤". Pure.
import { asciiDigits } from './text-normalise';

const NUMBER = '\\d{1,4}';
/** Between two numbers of one mention: "4, 5", "4 and 5", "4-6", "4 to 6", "٤ و٥", "٤ إلى ٦". */
const JOINER = '\\s*(?:,|،|&|-|–|—|and|or|to|through|و|أو|او|إلى|الى|حتى)\\s*';
const NUMBERS = `${NUMBER}(?:${JOINER}${NUMBER})*`;

/** A page word not glued to a letter before it, then the numbers (Arabic ones may carry "ال", "و", "ب", "ف", "ل"). */
const MENTION = new RegExp(
  [
    `(?<![\\p{L}\\p{N}])(?:pages?|pp?\\.?)\\s*(?:no\\.?\\s*)?(${NUMBERS})`,
    `(?<![\\p{L}\\p{N}])[وف]?(?:بال|لل|ال|ب|ل)?(?:صفحة|صفحه|صفحات|صفحتين|صفحتان|صفحتي|ص\\.?)\\s*(?:رقم\\s*)?(${NUMBERS})`,
  ].join('|'),
  'giu',
);

/** A range ("4-6", "4 to 6", "٤ إلى ٦") longer than this is read as its two ends only. */
const MAX_RANGE = 20;

function numbersOf(list: string): number[] {
  const found: number[] = [];
  const parts = list.split(new RegExp(`(${JOINER})`, 'iu'));
  for (let i = 0; i < parts.length; i += 2) {
    const value = Number(parts[i]);
    const joiner = (parts[i - 1] ?? '').trim().toLowerCase();
    const previous = found.at(-1);
    const isRange = ['-', '–', '—', 'to', 'through', 'إلى', 'الى', 'حتى'].includes(joiner);
    if (isRange && previous !== undefined && value > previous && value - previous <= MAX_RANGE) {
      for (let page = previous + 1; page < value; page += 1) found.push(page);
    }
    found.push(value);
  }
  return found;
}

/** The page numbers the answer names that were supplied to it, ascending, each once. */
export function citedPages(answer: string, supplied: readonly number[]): number[] {
  const allowed = new Set(supplied);
  const cited = new Set<number>();
  for (const match of asciiDigits(answer).matchAll(MENTION)) {
    for (const page of numbersOf(match[1] ?? match[2] ?? '')) if (allowed.has(page)) cited.add(page);
  }
  return [...cited].sort((a, b) => a - b);
}
