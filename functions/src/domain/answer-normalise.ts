// How typed answers (short answer, fill in the blank) are compared: both sides are brought to
// one form first, so that "  Riyadh. " matches "riyadh" and "الرِّياض" matches "الرياض".
// Pure: no Firebase.

// Arabic harakat, Quranic marks and the tatweel: they only vocalise or stretch a word.
const ARABIC_MARKS = /[\u0610-\u061A\u064B-\u065F\u0670\u06D6-\u06DC\u06DF-\u06E8\u06EA-\u06ED\u0640]/g;
const ALEF_VARIANTS = /[\u0622\u0623\u0625\u0671\u0672\u0673]/g; // آ أ إ ٱ ٲ ٳ -> ا
const YA_VARIANTS = /[\u0649\u06CC]/g; // ى ی -> ي
const TA_MARBUTA = /\u0629/g; // ة -> ه
const WAW_HAMZA = /\u0624/g; // ؤ -> و
const YA_HAMZA = /\u0626/g; // ئ -> ي
const ARABIC_INDIC_DIGITS = /[\u0660-\u0669\u06F0-\u06F9]/g;
// Latin accents (é -> e) after NFKD; Arabic letters never decompose into them.
const COMBINING_MARKS = /[\u0300-\u036F]/g;
// Sentence punctuation after the answer and quotes around it, never a sign that belongs to
// the answer ('-5', 'C++').
const TRAILING_PUNCTUATION = /[.!?\u061F,\u060C;\u061B:]+$/u;
const QUOTES = /^["'`\u00AB\u00BB\u201C\u201D\u2018\u2019]+|["'`\u00AB\u00BB\u201C\u201D\u2018\u2019]+$/gu;

function arabicIndicToAscii(digit: string): string {
  const point = digit.codePointAt(0)!;
  return String(point - (point >= 0x06f0 ? 0x06f0 : 0x0660));
}

/**
 * The comparison form of a typed answer: Unicode compatibility forms folded (NFKC, full-width
 * letters), Latin accents dropped, Arabic marks and tatweel removed, alef / ya / ta marbuta /
 * hamza-seat variants folded, Arabic-Indic digits as ASCII, lower case, white space collapsed,
 * sentence punctuation at the end and quotes around the answer dropped.
 */
export function normaliseAnswer(text: string): string {
  return text
    .normalize('NFKD')
    .replace(COMBINING_MARKS, '')
    .normalize('NFKC')
    .replace(ARABIC_MARKS, '')
    .replace(ALEF_VARIANTS, '\u0627')
    .replace(YA_VARIANTS, '\u064A')
    .replace(TA_MARBUTA, '\u0647')
    .replace(WAW_HAMZA, '\u0648')
    .replace(YA_HAMZA, '\u064A')
    .replace(ARABIC_INDIC_DIGITS, arabicIndicToAscii)
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim()
    // Quotes, then the full stop they may enclose ('"Paris."'), then quotes a full stop may follow.
    .replace(QUOTES, '')
    .replace(TRAILING_PUNCTUATION, '')
    .replace(QUOTES, '')
    .trim();
}

const NUMBER = /^[-+]?(\d+([.,]\d+)?|[.,]\d+)$/;

function asNumber(text: string): number | undefined {
  if (!NUMBER.test(text)) return undefined;
  return Number(text.replace(',', '.'));
}

/** Whether two typed answers are the same answer: equal normalised, or the same number ("3.0" and "٣"). */
export function sameAnswer(given: string, expected: string): boolean {
  const a = normaliseAnswer(given);
  const b = normaliseAnswer(expected);
  if (!a || !b) return false;
  if (a === b) return true;
  const x = asNumber(a);
  const y = asNumber(b);
  return x !== undefined && y !== undefined && x === y;
}

/** Whether `given` matches any of the accepted answers. */
export function matchesAccepted(given: string, accepted: readonly string[]): boolean {
  return accepted.some((answer) => sameAnswer(given, answer));
}
