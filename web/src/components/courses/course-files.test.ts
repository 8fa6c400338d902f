import { describe, expect, it } from 'vitest';
import { acceptOf, declareCourseFile } from './course-files';

const MB = 1024 * 1024;

describe('declareCourseFile', () => {
  it('declares a thumbnail image under 2 MB', () => {
    expect(declareCourseFile('thumbnail', { name: 'c.png', type: 'image/png', size: 10 })).toEqual({ ok: true, declared: { kind: 'thumbnail', content_type: 'image/png', size: 10 } });
    expect(declareCourseFile('thumbnail', { name: 'c.png', type: 'image/png', size: 2 * MB })).toEqual({ ok: false, code: 'course/thumbnail-too-large' });
    expect(declareCourseFile('thumbnail', { name: 'c.pdf', type: 'application/pdf', size: 10 })).toEqual({ ok: false, code: 'course/thumbnail-type' });
  });
  it('takes the extension when the browser gives no type', () => {
    expect(declareCourseFile('video', { name: 'clip.MP4', type: '', size: 5 })).toMatchObject({ ok: true, declared: { content_type: 'video/mp4' } });
  });
  it('holds documents to PDF and 10 MB, videos to MP4 and 1 GB', () => {
    expect(declareCourseFile('document', { name: 'a.pdf', type: 'application/pdf', size: 10 * MB + 1 })).toEqual({ ok: false, code: 'course/document-too-large' });
    expect(declareCourseFile('document', { name: 'a.docx', type: 'application/msword', size: 1 })).toEqual({ ok: false, code: 'course/document-type' });
    expect(declareCourseFile('video', { name: 'a.mov', type: 'video/quicktime', size: 1 })).toEqual({ ok: false, code: 'course/video-type' });
    expect(declareCourseFile('video', { name: 'a.mp4', type: 'video/mp4', size: 0 })).toEqual({ ok: false, code: 'upload/file-required' });
  });
  it('builds accept lists', () => {
    expect(acceptOf('document')).toBe('application/pdf,.pdf');
  });
});

// The centre's enterprise course form uploads a thumbnail and a preview video through the same checks.
describe('declareCourseFile for an enterprise course', () => {
  it('declares an image thumbnail and an MP4 preview (type from the extension when the browser gives none)', () => {
    expect(declareCourseFile('thumbnail', { name: 'a.png', type: 'image/png', size: 10 })).toEqual({ ok: true, declared: { kind: 'thumbnail', content_type: 'image/png', size: 10 } });
    expect(declareCourseFile('video', { name: 'intro.MP4', type: '', size: 99 })).toEqual({ ok: true, declared: { kind: 'video', content_type: 'video/mp4', size: 99 } });
  });
  it('refuses other types, empty and too large files', () => {
    expect(declareCourseFile('thumbnail', { name: 'a.pdf', type: 'application/pdf', size: 10 })).toEqual({ ok: false, code: 'course/thumbnail-type' });
    expect(declareCourseFile('thumbnail', { name: 'a.png', type: 'image/png', size: 0 })).toEqual({ ok: false, code: 'upload/file-required' });
    expect(declareCourseFile('thumbnail', { name: 'a.png', type: 'image/png', size: 2 * MB })).toEqual({ ok: false, code: 'course/thumbnail-too-large' });
    expect(declareCourseFile('video', { name: 'a.mov', type: 'video/quicktime', size: 10 })).toEqual({ ok: false, code: 'course/video-type' });
  });
  it('accepts video types and extensions', () => {
    expect(acceptOf('video')).toBe('video/mp4,.mp4,.m4v');
  });
});
