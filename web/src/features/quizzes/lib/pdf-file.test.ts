import { describe, expect, it } from 'vitest';
import { base64FromBytes, checkPdf, looksLikePdf } from './pdf-file';

describe('checkPdf', () => {
  it('accepts a PDF up to 10 MB', () => {
    expect(checkPdf({ name: 'notes.pdf', type: 'application/pdf', size: 1000 })).toBeNull();
    expect(checkPdf({ name: 'notes.pdf', type: '', size: 1000 })).toBeNull();
  });

  it('refuses other files, empty ones and large ones', () => {
    expect(checkPdf({ name: 'photo.png', type: 'image/png', size: 1000 })).toBe('quiz/pdf-invalid');
    expect(checkPdf({ name: 'notes.pdf', type: 'application/pdf', size: 0 })).toBe('upload/file-required');
    expect(checkPdf({ name: 'notes.pdf', type: 'application/pdf', size: 11 * 1024 * 1024 })).toBe('upload/too-large');
    expect(checkPdf(null)).toBe('upload/file-required');
  });
});

describe('looksLikePdf / base64FromBytes', () => {
  const bytes = new TextEncoder().encode('%PDF-1.4 hello');
  it('checks the magic bytes', () => {
    expect(looksLikePdf(bytes)).toBe(true);
    expect(looksLikePdf(new TextEncoder().encode('<html>'))).toBe(false);
  });

  it('encodes like Buffer does, also past one chunk', () => {
    expect(base64FromBytes(bytes)).toBe(Buffer.from(bytes).toString('base64'));
    const big = new Uint8Array(100_000).map((_, i) => i % 251);
    expect(base64FromBytes(big)).toBe(Buffer.from(big).toString('base64'));
  });
});
