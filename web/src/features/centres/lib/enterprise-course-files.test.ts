import { describe, expect, it } from 'vitest';
import { acceptOf, declareEnterpriseFile } from './enterprise-course-files';

describe('declareEnterpriseFile', () => {
  it('declares an image thumbnail and an MP4 preview (type from the extension when the browser gives none)', () => {
    expect(declareEnterpriseFile('thumbnail', { name: 'a.png', type: 'image/png', size: 10 })).toEqual({ ok: true, declared: { kind: 'thumbnail', content_type: 'image/png', size: 10 } });
    expect(declareEnterpriseFile('video', { name: 'intro.MP4', type: '', size: 99 })).toEqual({ ok: true, declared: { kind: 'video', content_type: 'video/mp4', size: 99 } });
  });
  it('refuses other types, empty and too large files', () => {
    expect(declareEnterpriseFile('thumbnail', { name: 'a.pdf', type: 'application/pdf', size: 10 })).toEqual({ ok: false, code: 'course/thumbnail-type' });
    expect(declareEnterpriseFile('thumbnail', { name: 'a.png', type: 'image/png', size: 0 })).toEqual({ ok: false, code: 'upload/file-required' });
    expect(declareEnterpriseFile('thumbnail', { name: 'a.png', type: 'image/png', size: 2 * 1024 * 1024 })).toEqual({ ok: false, code: 'course/thumbnail-too-large' });
    expect(declareEnterpriseFile('video', { name: 'a.mov', type: 'video/quicktime', size: 10 })).toEqual({ ok: false, code: 'course/video-type' });
  });
  it('accepts types and extensions', () => {
    expect(acceptOf('video')).toBe('video/mp4,.mp4,.m4v');
  });
});
