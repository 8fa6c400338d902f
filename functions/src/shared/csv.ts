// CSV as RFC 4180 writes it (CRLF rows, quotes doubled inside quoted fields), shared by the
// functions' exports and the web's downloads. Safe to open in a spreadsheet: text that would run
// as a formula gets a leading apostrophe (OWASP "CSV injection"), and the file starts with a
// UTF-8 byte order mark so that Excel shows Arabic names correctly. Pure.

export type CsvValue = string | number | boolean | null | undefined;

const NEEDS_QUOTES = /[",\r\n]|^\s|\s$/;
const FORMULA_START = /^[=+\-@\t\r]/;
export const BOM = '\uFEFF';

/** One field: numbers as they are, text guarded against formulas and quoted when needed. */
export function csvField(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function csvRow(values: readonly CsvValue[]): string {
  return values.map(csvField).join(',');
}

/** A whole file: BOM, a header row, the rows, each ended by CRLF. */
export function toCsv(header: readonly string[], rows: readonly (readonly CsvValue[])[]): string {
  return BOM + [header, ...rows].map((row) => `${csvRow(row)}\r\n`).join('');
}
