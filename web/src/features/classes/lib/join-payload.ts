// What a class QR code carries (docs/classes.md: `{APP_URL}/classroom?join=123456`) and what the
// join screen accepts: the link, a path with `?join=`, or the bare 6-digit code. Pure.
import { SIX_DIGIT_CODE } from '@shared/constants';

/** Digits typed with Arabic-Indic or Persian numerals become ASCII digits. */
export function toAsciiDigits(text: string): string {
  return text
    .replace(/[\u0660-\u0669]/g, (digit) => String(digit.charCodeAt(0) - 0x0660))
    .replace(/[\u06f0-\u06f9]/g, (digit) => String(digit.charCodeAt(0) - 0x06f0));
}

/** A typed code, cleaned: ASCII digits, no spaces or dashes ("123 456" -> "123456"). */
export function cleanJoinCode(text: string): string {
  return toAsciiDigits(text).replace(/[\s-]/g, '');
}

export function isJoinCode(text: string): boolean {
  return SIX_DIGIT_CODE.test(text);
}

/** The join code a scanned or pasted text carries, or null when it carries none. */
export function parseJoinPayload(text: string | null | undefined): string | null {
  const raw = (text ?? '').trim();
  if (raw === '') return null;
  const bare = cleanJoinCode(raw);
  if (isJoinCode(bare)) return bare;
  let url: URL;
  try {
    url = new URL(raw, 'http://join.invalid');
  } catch {
    return null;
  }
  const code = url.searchParams.get('join');
  if (code === null) return null;
  const cleaned = cleanJoinCode(code);
  return isJoinCode(cleaned) ? cleaned : null;
}

/** The link a QR code for `code` carries on this site. */
export function joinUrl(origin: string, code: string): string {
  return `${origin.replace(/\/+$/, '')}/classroom?join=${encodeURIComponent(code)}`;
}
