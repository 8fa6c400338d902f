import { describe, expect, it } from 'vitest';
import {
  acceptFor, checkContentFile, checkGalleryImage, checkPreviewImage, declaredName, galleryRoom, isRecommendedPreviewSize, productTypeOf,
} from './product-files';

const MB = 1024 * 1024;
const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
const PPTX = 'application/vnd.openxmlformats-officedocument.presentationml.presentation';

describe('productTypeOf', () => {
  it('normalises browser aliases and falls back to the extension', () => {
    expect(productTypeOf({ name: 'a.jpg', type: 'image/jpg' })).toBe('image/jpeg');
    expect(productTypeOf({ name: 'a.zip', type: 'application/x-zip-compressed' })).toBe('application/zip');
    expect(productTypeOf({ name: 'slides.PPTX', type: '' })).toBe(PPTX);
    expect(productTypeOf({ name: 'notes.docx', type: 'application/octet-stream' })).toBe(DOCX);
    expect(productTypeOf({ name: 'notes.docx', type: 'application/zip' })).toBe(DOCX);
    expect(productTypeOf({ name: 'noext', type: '' })).toBe('');
  });
});

describe('checkPreviewImage', () => {
  it('requires a preview', () => {
    expect(checkPreviewImage(null)).toEqual({ ok: false, code: 'market/preview-required' });
  });
  it('takes JPEG, PNG and GIF under 2MB', () => {
    for (const [name, type] of [['a.jpg', 'image/jpeg'], ['a.png', 'image/png'], ['a.gif', 'image/gif']] as const) {
      expect(checkPreviewImage({ name, type, size: 1000 })).toEqual({ ok: true, declared: { name, content_type: type, size: 1000 } });
    }
    expect(checkPreviewImage({ name: 'a.webp', type: 'image/webp', size: 10 })).toEqual({ ok: false, code: 'market/image-type' });
  });
  it("says 'Preview image size must be less than 2MB' from exactly 2MB", () => {
    expect(checkPreviewImage({ name: 'a.png', type: 'image/png', size: 2 * MB - 1 }).ok).toBe(true);
    expect(checkPreviewImage({ name: 'a.png', type: 'image/png', size: 2 * MB })).toEqual({ ok: false, code: 'market/preview-too-large' });
  });
});

describe('checkGalleryImage', () => {
  it('takes images of less than 2MB', () => {
    expect(checkGalleryImage({ name: 'a.gif', type: 'image/gif', size: 2 * MB - 1 }).ok).toBe(true);
    expect(checkGalleryImage({ name: 'a.gif', type: 'image/gif', size: 2 * MB })).toEqual({ ok: false, code: 'market/gallery-too-large' });
    expect(checkGalleryImage({ name: 'a.pdf', type: 'application/pdf', size: 5 })).toEqual({ ok: false, code: 'market/image-type' });
  });
  it('counts the room left of 5', () => {
    expect(galleryRoom(0)).toBe(5);
    expect(galleryRoom(4)).toBe(1);
    expect(galleryRoom(7)).toBe(0);
  });
});

describe('checkContentFile', () => {
  it("says 'Please upload a content file' without one", () => {
    expect(checkContentFile(null)).toEqual({ ok: false, code: 'market/content-required' });
    expect(checkContentFile({ name: 'a.pdf', type: 'application/pdf', size: 0 })).toEqual({ ok: false, code: 'market/content-required' });
  });
  it("says 'Please upload a PDF, DOCX, PPTX, or ZIP file' for other types", () => {
    expect(checkContentFile({ name: 'a.mp4', type: 'video/mp4', size: 10 })).toEqual({ ok: false, code: 'market/content-type' });
    expect(checkContentFile({ name: 'a.png', type: 'image/png', size: 10 })).toEqual({ ok: false, code: 'market/content-type' });
  });
  it('takes PDF, DOCX, PPTX and ZIP up to 50MB', () => {
    for (const [name, type] of [['a.pdf', 'application/pdf'], ['a.docx', DOCX], ['a.pptx', PPTX], ['a.zip', 'application/zip']] as const) {
      expect(checkContentFile({ name, type, size: 50 * MB })).toEqual({ ok: true, declared: { name, content_type: type, size: 50 * MB } });
    }
    expect(checkContentFile({ name: 'a.pdf', type: 'application/pdf', size: 50 * MB + 1 })).toEqual({ ok: false, code: 'market/content-too-large' });
  });
});

describe('helpers', () => {
  it('builds accept attributes', () => {
    expect(acceptFor(['image/gif']).split(',')).toEqual(['image/gif', '.gif']);
  });
  it('keeps declared names within 200 characters, extension kept', () => {
    const long = `${'x'.repeat(300)}.pdf`;
    expect(declaredName(long)).toHaveLength(200);
    expect(declaredName(long).endsWith('.pdf')).toBe(true);
    expect(declaredName('  ', 'content')).toBe('content');
  });
  it('recommends 800×600 (unknown sizes give no hint)', () => {
    expect(isRecommendedPreviewSize({ width: 800, height: 600 })).toBe(true);
    expect(isRecommendedPreviewSize({ width: 1024, height: 768 })).toBe(false);
    expect(isRecommendedPreviewSize(null)).toBe(true);
  });
});
