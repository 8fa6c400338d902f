// Light normalisation of Arabic and English text for matching words and page numbers: what a
// student types and what a PDF holds differ in digits, diacritics and letter forms.

/** Arabic-Indic (٠-٩) and Eastern Arabic-Indic (۰-۹) digits as ASCII digits. */
export function asciiDigits(text: string): string {
  return text.replace(/[\u0660-\u0669\u06F0-\u06F9]/g, (digit) => String((digit.charCodeAt(0) - 0x0660) % 0x90));
}

/**
 * Lower case, ASCII digits, no Arabic diacritics or tatweel, and one form per letter family
 * (alef with hamza or madda -> alef, alef maqsura -> yeh, teh marbuta -> heh, hamza on waw or
 * yeh -> waw, yeh).
 */
export function normaliseText(text: string): string {
  return asciiDigits(text.normalize('NFKC').toLowerCase())
    .replace(/[\u0610-\u061A\u064B-\u065F\u0670\u06D6-\u06ED\u0640]/g, '')
    .replace(/[\u0622\u0623\u0625\u0671]/g, '\u0627')
    .replace(/\u0649/g, '\u064A')
    .replace(/\u0629/g, '\u0647')
    .replace(/\u0624/g, '\u0648')
    .replace(/\u0626/g, '\u064A');
}
