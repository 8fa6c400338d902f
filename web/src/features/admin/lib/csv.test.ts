import { describe, expect, it } from 'vitest';
import { BOM, csvField, csvRow, toCsv } from './csv';

describe('csvField', () => {
  it('leaves plain text and numbers alone', () => {
    expect(csvField('Algebra notes')).toBe('Algebra notes');
    expect(csvField(42)).toBe('42');
    expect(csvField(12.5)).toBe('12.5');
    expect(csvField('مذكرة الرياضيات')).toBe('مذكرة الرياضيات');
  });

  it('quotes commas, quotes, line breaks and edge spaces, doubling inner quotes', () => {
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('line\nbreak')).toBe('"line\nbreak"');
    expect(csvField('crlf\r\n')).toBe('"crlf\r\n"');
    expect(csvField(' padded')).toBe('" padded"');
  });

  it('neutralises text a spreadsheet would run as a formula', () => {
    expect(csvField('=SUM(A1:A2)')).toBe("'=SUM(A1:A2)");
    expect(csvField('+1')).toBe("'+1");
    expect(csvField('-2')).toBe("'-2");
    expect(csvField('@cmd')).toBe("'@cmd");
    expect(csvField('=1,2')).toBe(`"'=1,2"`);
    expect(csvField(-2)).toBe('-2');
  });

  it('writes empty fields for missing values and non-finite numbers', () => {
    expect(csvField(null)).toBe('');
    expect(csvField(undefined)).toBe('');
    expect(csvField(Number.NaN)).toBe('');
    expect(csvField(true)).toBe('true');
  });
});

describe('toCsv', () => {
  it('joins a header and rows with CRLF after a byte order mark', () => {
    expect(csvRow(['a', 1, null])).toBe('a,1,');
    expect(toCsv(['Seller', 'Sales'], [['Huda, A.', 3], ['Omar', 0]])).toBe(`${BOM}Seller,Sales\r\n"Huda, A.",3\r\nOmar,0\r\n`);
  });

  it('writes just the header for no rows', () => {
    expect(toCsv(['x'], [])).toBe(`${BOM}x\r\n`);
  });
});
