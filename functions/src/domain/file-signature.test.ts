import { describe, expect, it } from 'vitest';
import {
  checkAttachmentUpload,
  checkProductUpload,
  checkUpload,
  detectKind,
  isPostAttachmentType,
  isProductFileType,
  matchesDeclaredType,
  matchesProductType,
  safeObjectName,
} from './file-signature';

const bytes = (...values: (number | string)[]): Uint8Array =>
  Uint8Array.from(values.flatMap((v) => (typeof v === 'string' ? [...v].map((c) => c.charCodeAt(0)) : [v])));

const PDF = bytes('%PDF-1.4\n%', 0xe2, 0xe3, 0xcf, 0xd3, '\n');
const JPEG = bytes(0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 'JFIF', 0);
const PNG = bytes(0x89, 'PNG', 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 'IHDR');
const MP4 = bytes(0, 0, 0, 0x20, 'ftypisom', 0, 0, 2, 0);
const EXE = bytes('MZ', 0x90, 0, 3, 0, 0, 0, 4, 0, 0, 0, 0xff, 0xff, 0, 0);

describe('detectKind', () => {
  it('recognises each accepted kind by its magic bytes', () => {
    expect(detectKind(PDF)).toBe('pdf');
    expect(detectKind(JPEG)).toBe('jpeg');
    expect(detectKind(PNG)).toBe('png');
    expect(detectKind(MP4)).toBe('mp4');
  });

  it('recognises nothing else', () => {
    expect(detectKind(EXE)).toBeNull();
    expect(detectKind(bytes('%PDF'))).toBeNull(); // the dash is part of the signature
    expect(detectKind(bytes(0xff, 0xd8))).toBeNull();
    expect(detectKind(bytes(0x89, 'PNG', 0x0d, 0x0a, 0x1a))).toBeNull();
    expect(detectKind(bytes('ftypisom'))).toBeNull(); // ftyp must sit at offset 4
    expect(detectKind(new Uint8Array())).toBeNull();
  });
});

describe('matchesDeclaredType', () => {
  it('matches only the declared type', () => {
    expect(matchesDeclaredType(PDF, 'application/pdf')).toBe(true);
    expect(matchesDeclaredType(PNG, 'image/png')).toBe(true);
    expect(matchesDeclaredType(JPEG, 'image/jpeg')).toBe(true);
    expect(matchesDeclaredType(MP4, 'video/mp4')).toBe(true);
    expect(matchesDeclaredType(PNG, 'image/jpeg')).toBe(false);
    expect(matchesDeclaredType(EXE, 'application/pdf')).toBe(false);
    expect(matchesDeclaredType(PDF, 'video/mp4')).toBe(false);
  });
});

describe('checkUpload', () => {
  const pdf = { contentType: 'application/pdf', size: 1000 } as const;

  it('accepts an object of the declared size, type and signature', () => {
    expect(checkUpload(pdf, { size: 1000, contentType: 'application/pdf', head: PDF })).toEqual({ ok: true });
    expect(checkUpload(pdf, { size: 1000, head: PDF })).toEqual({ ok: true });
  });

  it('refuses a size other than the declared one', () => {
    expect(checkUpload(pdf, { size: 999, head: PDF })).toEqual({ ok: false, reason: 'size-mismatch' });
    expect(checkUpload(pdf, { size: 1001, head: PDF })).toEqual({ ok: false, reason: 'size-mismatch' });
  });

  it('refuses anything over the type limit or a tighter given limit', () => {
    const big = 10 * 1024 * 1024 + 1;
    expect(checkUpload({ ...pdf, size: big }, { size: big, head: PDF })).toEqual({ ok: false, reason: 'too-large' });
    const thumb = { contentType: 'image/png', size: 3_000_000, maxBytes: 2 * 1024 * 1024 } as const;
    expect(checkUpload(thumb, { size: 3_000_000, head: PNG })).toEqual({ ok: false, reason: 'too-large' });
    const video = { contentType: 'video/mp4', size: 200 * 1024 * 1024 } as const;
    expect(checkUpload(video, { size: video.size, head: MP4 })).toEqual({ ok: true });
  });

  it('refuses a stored content type other than the declared one', () => {
    expect(checkUpload(pdf, { size: 1000, contentType: 'application/x-msdownload', head: PDF })).toEqual({
      ok: false,
      reason: 'content-type-mismatch',
    });
  });

  it('refuses an .exe renamed .pdf by its bytes', () => {
    expect(checkUpload(pdf, { size: 1000, contentType: 'application/pdf', head: EXE })).toEqual({
      ok: false,
      reason: 'bad-signature',
    });
  });
});

describe('safeObjectName', () => {
  it('keeps ordinary names, any script and the extension', () => {
    expect(safeObjectName('Lecture 1.pdf')).toBe('Lecture 1.pdf');
    expect(safeObjectName('محاضرة-١.pdf')).toBe('محاضرة-١.pdf');
  });

  it('replaces path separators, percent signs and other specials', () => {
    expect(safeObjectName('../../etc/passwd')).toBe('.._.._etc_passwd');
    expect(safeObjectName('a%2Fb?.pdf#x')).toBe('a_2Fb_.pdf_x');
    expect(safeObjectName('tab\there\n.pdf')).toBe('tab_here_.pdf');
  });

  it('is never empty, "." or ".." and keeps the end of long names', () => {
    expect(safeObjectName('')).toBe('file');
    expect(safeObjectName('..')).toBe('file');
    expect(safeObjectName('   ')).toBe('file');
    const long = `${'x'.repeat(300)}.pdf`;
    expect(safeObjectName(long)).toHaveLength(100);
    expect(safeObjectName(long).endsWith('.pdf')).toBe(true);
  });
});

describe('product files', () => {
  const GIF87 = bytes('GIF87a', 1, 0, 1, 0);
  const GIF89 = bytes('GIF89a', 1, 0, 1, 0);
  const ZIP = bytes('PK', 3, 4, 20, 0, 6, 0);
  const EMPTY_ZIP = bytes('PK', 5, 6, 0, 0, 0, 0);
  const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
  const PPTX = 'application/vnd.openxmlformats-officedocument.presentationml.presentation';

  it('matches images and content files by their magic bytes', () => {
    expect(matchesProductType(GIF87, 'image/gif')).toBe(true);
    expect(matchesProductType(GIF89, 'image/gif')).toBe(true);
    expect(matchesProductType(bytes('GIF88a'), 'image/gif')).toBe(false);
    expect(matchesProductType(PNG, 'image/png')).toBe(true);
    expect(matchesProductType(JPEG, 'image/jpeg')).toBe(true);
    expect(matchesProductType(PNG, 'image/gif')).toBe(false);
    expect(matchesProductType(PDF, 'application/pdf')).toBe(true);
    for (const type of [DOCX, PPTX, 'application/zip'] as const) {
      expect(matchesProductType(ZIP, type)).toBe(true);
      expect(matchesProductType(EMPTY_ZIP, type)).toBe(true);
      expect(matchesProductType(PDF, type)).toBe(false);
      expect(matchesProductType(EXE, type)).toBe(false);
    }
    expect(matchesProductType(bytes('PK', 1, 2), 'application/zip')).toBe(false);
    expect(matchesProductType(PNG, 'application/pdf')).toBe(false);
    expect(matchesProductType(EXE, 'application/pdf')).toBe(false);
  });

  it('knows which types are product types', () => {
    expect(isProductFileType('image/gif')).toBe(true);
    expect(isProductFileType(DOCX)).toBe(true);
    expect(isProductFileType('video/mp4')).toBe(false);
    expect(isProductFileType('constructor')).toBe(false);
  });

  it('checkProductUpload: limit, declared size, content type, then signature', () => {
    const declared = { contentType: 'application/pdf' as const, size: 100, maxBytes: 200 };
    expect(checkProductUpload(declared, { size: 100, contentType: 'application/pdf', head: PDF })).toEqual({ ok: true });
    expect(checkProductUpload(declared, { size: 201, contentType: 'application/pdf', head: PDF })).toEqual({ ok: false, reason: 'too-large' });
    expect(checkProductUpload(declared, { size: 150, contentType: 'application/pdf', head: PDF })).toEqual({ ok: false, reason: 'size-mismatch' });
    expect(checkProductUpload(declared, { size: 100, contentType: 'image/png', head: PDF })).toEqual({ ok: false, reason: 'content-type-mismatch' });
    expect(checkProductUpload(declared, { size: 100, contentType: 'application/pdf', head: PNG })).toEqual({ ok: false, reason: 'bad-signature' });
    expect(checkProductUpload(declared, { size: 100, head: EXE })).toEqual({ ok: false, reason: 'bad-signature' });
  });
});

describe('post attachments', () => {
  const WEBP = bytes('RIFF', 26, 0, 0, 0, 'WEBP', 'VP8L');
  const GIF = bytes('GIF89a', 1, 0, 1, 0);

  it('knows the attachment types: images and PDFs, never videos', () => {
    for (const type of ['image/png', 'image/jpeg', 'image/webp', 'image/gif', 'application/pdf']) expect(isPostAttachmentType(type)).toBe(true);
    for (const type of ['video/mp4', 'application/zip', 'image/svg+xml', 'constructor']) expect(isPostAttachmentType(type)).toBe(false);
  });

  it('checks each type by its magic bytes and its own limit (images 5 MB, PDFs 10 MB)', () => {
    const ok = (contentType: Parameters<typeof checkAttachmentUpload>[0]['contentType'], head: Uint8Array, size = 100) =>
      checkAttachmentUpload({ contentType, size }, { size, contentType, head });
    expect(ok('image/webp', WEBP)).toEqual({ ok: true });
    expect(ok('image/gif', GIF)).toEqual({ ok: true });
    expect(ok('image/png', PNG)).toEqual({ ok: true });
    expect(ok('image/jpeg', JPEG)).toEqual({ ok: true });
    expect(ok('application/pdf', PDF)).toEqual({ ok: true });
    expect(ok('image/webp', bytes('RIFF', 26, 0, 0, 0, 'WAVE'))).toEqual({ ok: false, reason: 'bad-signature' });
    expect(ok('image/png', EXE)).toEqual({ ok: false, reason: 'bad-signature' });
    expect(ok('image/png', PNG, 5 * 1024 * 1024 + 1)).toEqual({ ok: false, reason: 'too-large' });
    expect(ok('application/pdf', PDF, 5 * 1024 * 1024 + 1)).toEqual({ ok: true });
    expect(ok('application/pdf', PDF, 10 * 1024 * 1024 + 1)).toEqual({ ok: false, reason: 'too-large' });
    const declared = { contentType: 'image/png' as const, size: 100 };
    expect(checkAttachmentUpload(declared, { size: 99, contentType: 'image/png', head: PNG })).toEqual({ ok: false, reason: 'size-mismatch' });
    expect(checkAttachmentUpload(declared, { size: 100, contentType: 'image/gif', head: PNG })).toEqual({ ok: false, reason: 'content-type-mismatch' });
  });
});
