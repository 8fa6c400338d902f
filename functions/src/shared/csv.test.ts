import { describe, expect, it } from 'vitest';
import { BOM, csvField, csvRow, toCsv } from './csv';

describe('csvField', () => {
  it('leaves plain text and numbers as they are', () => {
    expect(csvField('Sara')).toBe('Sara');
    expect(csvField(92.5)).toBe('92.5');
    expect(csvField(-3)).toBe('-3');
    expect(csvField(null)).toBe('');
    expect(csvField(undefined)).toBe('');
    expect(csvField(Number.NaN)).toBe('');
    expect(csvField(true)).toBe('true');
  });

  it('quotes commas, quotes, line breaks and edge spaces, doubling quotes', () => {
    expect(csvField('Smith, John')).toBe('"Smith, John"');
    expect(csvField('He said "hi"')).toBe('"He said ""hi"""');
    expect(csvField('line 1\nline 2')).toBe('"line 1\nline 2"');
    expect(csvField('a\r\nb')).toBe('"a\r\nb"');
    expect(csvField(' padded ')).toBe('" padded "');
  });

  it('defuses text a spreadsheet would run as a formula', () => {
    expect(csvField('=HYPERLINK("http://x")')).toBe('"\'=HYPERLINK(""http://x"")"');
    expect(csvField('+1')).toBe("'+1");
    expect(csvField('-cmd')).toBe("'-cmd");
    expect(csvField('@SUM(A1)')).toBe("'@SUM(A1)");
  });

  it('keeps Arabic text unchanged', () => {
    expect(csvField('سارة أحمد')).toBe('سارة أحمد');
  });
});

describe('toCsv', () => {
  it('writes a BOM, a header and CRLF rows', () => {
    expect(csvRow(['a', 1, null])).toBe('a,1,');
    expect(toCsv(['Name', 'Score'], [['Sara', 90], ['Ali, Jr.', 75]])).toBe(`${BOM}Name,Score\r\nSara,90\r\n"Ali, Jr.",75\r\n`);
  });
});
