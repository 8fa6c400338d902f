// Game codes as people type or scan them. Pure and dependency-free: the light join page
// (features/live/light-join) reads the QR link's code with it before anything else has loaded.

/** Arabic-Indic and Persian digits become ASCII; spaces and dashes go ("123 456" -> "123456"). */
export function cleanLiveCode(text: string): string {
  return text
    .replace(/[\u0660-\u0669]/g, (digit) => String(digit.charCodeAt(0) - 0x0660))
    .replace(/[\u06f0-\u06f9]/g, (digit) => String(digit.charCodeAt(0) - 0x06f0))
    .replace(/[\s-]/g, '');
}

/** A code from the QR link (`/live?code=123456`), or '' when it carries none. */
export function codeFromQuery(value: string | null): string {
  const cleaned = cleanLiveCode(value ?? '');
  return /^\d{6}$/.test(cleaned) ? cleaned : '';
}
