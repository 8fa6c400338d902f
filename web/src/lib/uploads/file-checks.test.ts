import { describe, expect, it } from 'vitest';
import { FILE_LIMITS } from '@shared/constants';
import { VIDEO_CONTENT_TYPES, acceptFor, baseName, checkThumbnail, checkUploadFile, contentTypeOf } from './file-checks';

const MB = 1024 * 1024;

describe('contentTypeOf', () => {
  it('uses the browser type, normalising aliases', () => {
    expect(contentTypeOf({ name: 'a.pdf', type: 'application/pdf' })).toBe('application/pdf');
    expect(contentTypeOf({ name: 'a.jpg', type: 'image/jpg' })).toBe('image/jpeg');
    expect(contentTypeOf({ name: 'a', type: 'IMAGE/PNG' })).toBe('image/png');
  });
  it('falls back to the extension when the type is missing or generic', () => {
    expect(contentTypeOf({ name: 'lecture.MP4', type: '' })).toBe('video/mp4');
    expect(contentTypeOf({ name: 'photo.jpeg', type: 'application/octet-stream' })).toBe('image/jpeg');
    expect(contentTypeOf({ name: 'notes', type: '' })).toBe('');
  });
});

describe('checkUploadFile (materials)', () => {
  it('asks for a file when there is none or it is empty', () => {
    expect(checkUploadFile(null)).toEqual({ ok: false, code: 'upload/file-required' });
    expect(checkUploadFile({ name: 'a.pdf', type: 'application/pdf', size: 0 })).toEqual({ ok: false, code: 'upload/file-required' });
  });
  it('accepts PDF, JPG, PNG and MP4 only', () => {
    for (const [name, type] of [['a.pdf', 'application/pdf'], ['a.jpg', 'image/jpeg'], ['a.png', 'image/png'], ['a.mp4', 'video/mp4']]) {
      const check = checkUploadFile({ name: name!, type: type!, size: 1000 });
      expect(check).toEqual({ ok: true, file: { name, contentType: type, size: 1000 } });
    }
    for (const [name, type] of [['a.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'], ['a.gif', 'image/gif'], ['a.exe', 'application/x-msdownload'], ['a.mov', 'video/quicktime'], ['a', '']]) {
      expect(checkUploadFile({ name: name!, type: type!, size: 1000 })).toEqual({ ok: false, code: 'upload/unsupported-format' });
    }
  });
  it('passes a renamed .exe: only the server sees the bytes', () => {
    expect(checkUploadFile({ name: 'virus.pdf', type: 'application/pdf', size: 5000 }).ok).toBe(true);
  });
  it('holds PDFs and images to 10 MB and videos to 1 GB', () => {
    expect(checkUploadFile({ name: 'a.pdf', type: 'application/pdf', size: 10 * MB }).ok).toBe(true);
    expect(checkUploadFile({ name: 'a.pdf', type: 'application/pdf', size: 10 * MB + 1 })).toEqual({ ok: false, code: 'upload/too-large' });
    expect(checkUploadFile({ name: 'a.png', type: 'image/png', size: 11 * MB })).toEqual({ ok: false, code: 'upload/too-large' });
    expect(checkUploadFile({ name: 'a.mp4', type: 'video/mp4', size: FILE_LIMITS.lectureVideoBytes }).ok).toBe(true);
    expect(checkUploadFile({ name: 'a.mp4', type: 'video/mp4', size: FILE_LIMITS.lectureVideoBytes + 1 })).toEqual({ ok: false, code: 'upload/too-large' });
  });
});

describe('checkUploadFile (feed videos)', () => {
  it('accepts an MP4 only', () => {
    expect(checkUploadFile({ name: 'clip.mp4', type: 'video/mp4', size: 5 * MB }, VIDEO_CONTENT_TYPES).ok).toBe(true);
    expect(checkUploadFile({ name: 'a.pdf', type: 'application/pdf', size: 5 }, VIDEO_CONTENT_TYPES)).toEqual({ ok: false, code: 'upload/unsupported-format' });
    expect(checkUploadFile({ name: 'a.webm', type: 'video/webm', size: 5 }, VIDEO_CONTENT_TYPES)).toEqual({ ok: false, code: 'upload/unsupported-format' });
  });
  it('refuses more than 1 GB', () => {
    expect(checkUploadFile({ name: 'big.mp4', type: 'video/mp4', size: 1024 * MB + 1 }, VIDEO_CONTENT_TYPES)).toEqual({ ok: false, code: 'upload/too-large' });
  });
});

describe('checkThumbnail', () => {
  it('takes a JPEG or PNG up to 2 MB', () => {
    expect(checkThumbnail({ name: 't.png', type: 'image/png', size: 2 * MB })).toEqual({ ok: true, contentType: 'image/png', size: 2 * MB });
    expect(checkThumbnail({ name: 't.png', type: 'image/png', size: 2 * MB + 1 })).toEqual({ ok: false, code: 'upload/too-large' });
    expect(checkThumbnail({ name: 't.gif', type: 'image/gif', size: 10 })).toEqual({ ok: false, code: 'upload/unsupported-format' });
  });
});

describe('helpers', () => {
  it('builds the accept attribute with types and extensions', () => {
    expect(acceptFor(['video/mp4']).split(',')).toEqual(['video/mp4', '.mp4', '.m4v']);
  });
  it('strips the extension for a default name', () => {
    expect(baseName('Week 1 notes.pdf')).toBe('Week 1 notes');
    expect(baseName('.hidden')).toBe('.hidden');
    expect(baseName('noext')).toBe('noext');
  });
});
