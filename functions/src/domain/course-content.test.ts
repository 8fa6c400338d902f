import { describe, expect, it } from 'vitest';
import { checkCourseFile, courseFileIdOfUrl, courseFilePath, lessonTypeFields, orderMatches } from './course-content';

const PNG = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0]);
const PDF = new TextEncoder().encode('%PDF-1.7\n');
const MP4 = Uint8Array.from([0, 0, 0, 0x18, ...new TextEncoder().encode('ftypisom')]);

describe('lessonTypeFields', () => {
  const all = { quiz_id: 'q1', instructions: 'Do it', file: { id: 'f', url: 'u' } };
  it('keeps only the fields of the type', () => {
    expect(lessonTypeFields('quiz', all)).toEqual({ quiz_id: 'q1', instructions: null, file: null });
    expect(lessonTypeFields('assignment', all)).toEqual({ quiz_id: null, instructions: 'Do it', file: null });
    expect(lessonTypeFields('video', all)).toEqual({ quiz_id: null, instructions: null, file: all.file });
    expect(lessonTypeFields('document', all)).toEqual({ quiz_id: null, instructions: null, file: all.file });
  });
});

describe('orderMatches', () => {
  const stored = { chapters: ['c1', 'c2'], lessons: ['l1', 'l2', 'l3'] };
  it('accepts every chapter and lesson once, in any order and chapter', () => {
    expect(orderMatches(stored, [{ id: 'c2', lessons: ['l3'] }, { id: 'c1', lessons: ['l2', 'l1'] }])).toBe(true);
  });
  it('refuses missing, extra or repeated ids', () => {
    expect(orderMatches(stored, [{ id: 'c1', lessons: ['l1', 'l2', 'l3'] }])).toBe(false);
    expect(orderMatches(stored, [{ id: 'c1', lessons: ['l1', 'l2'] }, { id: 'c2', lessons: [] }])).toBe(false);
    expect(orderMatches(stored, [{ id: 'c1', lessons: ['l1', 'l2', 'l3', 'l9'] }, { id: 'c2', lessons: [] }])).toBe(false);
    expect(orderMatches(stored, [{ id: 'c1', lessons: ['l1', 'l1', 'l2'] }, { id: 'c2', lessons: ['l3'] }])).toBe(false);
    expect(orderMatches(stored, [{ id: 'c1', lessons: [] }, { id: 'c1', lessons: ['l1', 'l2', 'l3'] }])).toBe(false);
  });
});

describe('checkCourseFile', () => {
  it('accepts what was declared', () => {
    expect(checkCourseFile({ kind: 'thumbnail', contentType: 'image/png', size: 10 }, { size: 10, contentType: 'image/png', head: PNG })).toEqual({ ok: true });
    expect(checkCourseFile({ kind: 'document', contentType: 'application/pdf', size: 9 }, { size: 9, head: PDF })).toEqual({ ok: true });
    expect(checkCourseFile({ kind: 'video', contentType: 'video/mp4', size: 12 }, { size: 12, head: MP4 })).toEqual({ ok: true });
  });
  it('refuses with the reason', () => {
    expect(checkCourseFile({ kind: 'thumbnail', contentType: 'image/png', size: 2 * 1024 * 1024 }, { size: 2 * 1024 * 1024, head: PNG }))
      .toEqual({ ok: false, reason: 'too-large' });
    expect(checkCourseFile({ kind: 'thumbnail', contentType: 'image/png', size: 10 }, { size: 11, head: PNG })).toEqual({ ok: false, reason: 'size-mismatch' });
    expect(checkCourseFile({ kind: 'thumbnail', contentType: 'image/png', size: 10 }, { size: 10, contentType: 'image/gif', head: PNG }))
      .toEqual({ ok: false, reason: 'content-type-mismatch' });
    expect(checkCourseFile({ kind: 'document', contentType: 'application/pdf', size: 10 }, { size: 10, head: PNG })).toEqual({ ok: false, reason: 'bad-signature' });
    // A type that is not the kind's is never accepted.
    expect(checkCourseFile({ kind: 'video', contentType: 'application/pdf', size: 9 }, { size: 9, head: PDF })).toEqual({ ok: false, reason: 'bad-signature' });
  });
  it('names objects by id and type only', () => {
    expect(courseFilePath('c1', 'f1', 'video/mp4')).toBe('courses/c1/f1.mp4');
  });
});

describe('courseFileIdOfUrl', () => {
  const url = (path: string) => `http://127.0.0.1:9199/v0/b/demo.appspot.com/o/${encodeURIComponent(path)}?alt=media&token=t-1`;
  it("reads the file id of this course's object", () => {
    expect(courseFileIdOfUrl(url('courses/c1/f1.png'), 'c1')).toBe('f1');
    expect(courseFileIdOfUrl(url('courses/c1/Ab_9-x.mp4'), 'c1')).toBe('Ab_9-x');
  });
  it('refuses other courses, nested paths and anything else', () => {
    expect(courseFileIdOfUrl(url('courses/c2/f1.png'), 'c1')).toBeNull();
    expect(courseFileIdOfUrl(url('courses/c1/x/f1.png'), 'c1')).toBeNull();
    expect(courseFileIdOfUrl(url('courses/c1/../f1.png'), 'c1')).toBeNull();
    expect(courseFileIdOfUrl('https://example.com/thumb.png', 'c1')).toBeNull();
    expect(courseFileIdOfUrl('not a url', 'c1')).toBeNull();
    expect(courseFileIdOfUrl('http://h/o/%E0%A4%A', 'c1')).toBeNull();
  });
});
