import { describe, expect, it } from 'vitest';
import {
  attachmentObjectName,
  attachmentsReady,
  canDeletePost,
  canEditPost,
  isoTime,
  nonNegativeCount,
  pageWindow,
  toCommentDto,
  toPostDto,
  tokenDownloadUrl,
  type StoredAttachment,
  type StoredPost,
} from './feed-posts';

const at = (iso: string) => ({ toDate: () => new Date(iso) });
const author = { uid: 'u1', name: 'Sara', avatar_id: 3, role: 'student' as const };
const post = (overrides: Partial<StoredPost> = {}): StoredPost => ({
  post_id: 'p1',
  class_id: 'c1',
  content: 'Hello',
  type: 'text',
  author,
  video: null,
  likes_count: 2,
  comments_count: 1,
  edited: false,
  created_at: at('2025-01-02T03:04:05.000Z'),
  updated_at: at('2025-01-02T03:04:05.000Z'),
  ...overrides,
});
const urlFor = (path: string, token: string) => `url:${path}#${token}`;

describe('pageWindow', () => {
  it('turns a 1-based page into an offset and counts pages', () => {
    expect(pageWindow(1, 10, 0)).toEqual({ page: 1, limit: 10, offset: 0, totalPages: 0 });
    expect(pageWindow(1, 10, 10)).toMatchObject({ offset: 0, totalPages: 1 });
    expect(pageWindow(2, 10, 11)).toMatchObject({ offset: 10, totalPages: 2 });
    expect(pageWindow(3, 5, 12)).toMatchObject({ offset: 10, totalPages: 3 });
  });
});

describe('nonNegativeCount', () => {
  it('never answers below zero or a non-number', () => {
    expect(nonNegativeCount(3)).toBe(3);
    expect(nonNegativeCount(-1)).toBe(0);
    expect(nonNegativeCount(undefined)).toBe(0);
    expect(nonNegativeCount('4')).toBe(0);
    expect(nonNegativeCount(Number.NaN)).toBe(0);
  });
});

describe('isoTime', () => {
  it('reads Firestore timestamps and dates; anything else is null', () => {
    expect(isoTime(at('2025-01-02T03:04:05.000Z'))).toBe('2025-01-02T03:04:05.000Z');
    expect(isoTime(new Date('2025-01-02T00:00:00.000Z'))).toBe('2025-01-02T00:00:00.000Z');
    expect(isoTime(null)).toBeNull();
    expect(isoTime({})).toBeNull();
  });
});

describe('tokenDownloadUrl', () => {
  it('encodes the whole object path as one segment', () => {
    expect(tokenDownloadUrl('http://127.0.0.1:9199', 'b.appspot.com', 'classes/c 1/posts/p/video.mp4', 't-1')).toBe(
      'http://127.0.0.1:9199/v0/b/b.appspot.com/o/classes%2Fc%201%2Fposts%2Fp%2Fvideo.mp4?alt=media&token=t-1',
    );
  });
});

describe('toPostDto', () => {
  it('shapes a text post', () => {
    expect(toPostDto(post(), true, urlFor)).toEqual({
      id: 'p1',
      classId: 'c1',
      content: 'Hello',
      type: 'text',
      author,
      video: null,
      attachments: [],
      likesCount: 2,
      commentsCount: 1,
      liked: true,
      edited: false,
      created_at: '2025-01-02T03:04:05.000Z',
      updated_at: '2025-01-02T03:04:05.000Z',
    });
  });

  it('clamps a drifted counter at zero', () => {
    expect(toPostDto(post({ likes_count: -1 }), false, urlFor).likesCount).toBe(0);
  });

  it('has no video URLs while uploading, token URLs once ready', () => {
    const video = { path: 'v.mp4', content_type: 'video/mp4', size: 10, status: 'uploading' as const, token: null };
    expect(toPostDto(post({ type: 'video', video }), false, urlFor).video).toEqual({
      status: 'uploading',
      url: null,
      thumbnailUrl: null,
    });
    const ready = { ...video, status: 'ready' as const, token: 't', thumbnail_path: 'thumb', thumbnail_token: 'tt' };
    expect(toPostDto(post({ type: 'video', video: ready }), false, urlFor).video).toEqual({
      status: 'ready',
      url: 'url:v.mp4#t',
      thumbnailUrl: 'url:thumb#tt',
    });
    const noThumb = { ...ready, thumbnail_path: null, thumbnail_token: null };
    expect(toPostDto(post({ type: 'video', video: noThumb }), false, urlFor).video?.thumbnailUrl).toBeNull();
  });
});

describe('attachments', () => {
  const file = (over: Partial<StoredAttachment> = {}): StoredAttachment => ({
    id: 'a1',
    name: 'map.png',
    path: 'classes/c1/posts/p1/attachments/a1-map.png',
    content_type: 'image/png',
    size: 10,
    status: 'uploading',
    token: 'tok',
    ...over,
  });

  it('have no URL until checked, then a token URL; PDFs are kind pdf', () => {
    const uploading = toPostDto(post({ attachments: [file()] }), false, urlFor).attachments;
    expect(uploading).toEqual([
      { id: 'a1', name: 'map.png', contentType: 'image/png', size: 10, kind: 'image', status: 'uploading', url: null },
    ]);
    const ready = toPostDto(post({ attachments: [file({ status: 'ready' }), file({ id: 'a2', content_type: 'application/pdf', status: 'ready' })] }), false, urlFor);
    expect(ready.attachments.map((a) => [a.kind, a.url])).toEqual([
      ['image', 'url:classes/c1/posts/p1/attachments/a1-map.png#tok'],
      ['pdf', 'url:classes/c1/posts/p1/attachments/a1-map.png#tok'],
    ]);
  });

  it('attachmentsReady: every file checked (none is ready too)', () => {
    expect(attachmentsReady(undefined)).toBe(true);
    expect(attachmentsReady([file({ status: 'ready' })])).toBe(true);
    expect(attachmentsReady([file({ status: 'ready' }), file()])).toBe(false);
  });

  it('object names start with the id, so equal names never collide', () => {
    expect(attachmentObjectName('a1', 'x.pdf')).toBe('attachments/a1-x.pdf');
  });
});

describe('toCommentDto', () => {
  it('shapes a comment', () => {
    expect(
      toCommentDto('k1', { feedPostId: 'p1', content: 'Nice', author: { uid: 'u2', name: 'Omar', avatar_id: 1 }, created_at: null }),
    ).toEqual({ id: 'k1', feedPostId: 'p1', content: 'Nice', author: { uid: 'u2', name: 'Omar', avatar_id: 1 }, created_at: null });
  });
});

describe('post permissions', () => {
  it('lets only the author edit', () => {
    expect(canEditPost(post(), 'u1')).toBe(true);
    expect(canEditPost(post(), 'u2')).toBe(false);
  });

  it('lets the author or a class teacher delete', () => {
    expect(canDeletePost(post(), 'u1', false)).toBe(true);
    expect(canDeletePost(post(), 'teacher', true)).toBe(true);
    expect(canDeletePost(post(), 'u2', false)).toBe(false);
  });
});
