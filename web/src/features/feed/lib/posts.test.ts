import { describe, expect, it } from 'vitest';
import type { PostDto } from '@shared/schemas/feed';
import {
  emptyOverlay, hasMorePosts, mergePosts, postFromDoc, postFromDto, prunePostsOverlay, withCreated, withDeleted, withEdited,
  type FeedPost,
} from './posts';

const author = { uid: 'u1', name: 'Sara', avatar_id: 2, role: 'student' as const };
const post = (id: string, createdAt: number, extra: Partial<FeedPost> = {}): FeedPost => ({
  id, classId: 'c1', content: `post ${id}`, type: 'text', author, video: null, attachments: [], likesCount: 0, commentsCount: 0,
  edited: false, createdAt, updatedAt: createdAt, ...extra,
});

describe('postFromDoc', () => {
  it('reads the Firestore document, with safe defaults', () => {
    const timestamp = { toMillis: () => 1000 };
    expect(
      postFromDoc('p1', {
        post_id: 'p1', class_id: 'c1', content: 'Hi', type: 'text', author, video: null, likes_count: 3, comments_count: -2,
        edited: true, created_at: timestamp, updated_at: { seconds: 2, nanoseconds: 5e6 },
      }),
    ).toEqual({
      id: 'p1', classId: 'c1', content: 'Hi', type: 'text', author, video: null, attachments: [], likesCount: 3, commentsCount: 0,
      edited: true, createdAt: 1000, updatedAt: 2005,
    });
  });
  it('marks a video post, without a URL (the API hands those out)', () => {
    const video = postFromDoc('p2', { type: 'video', video: { path: 'x', status: 'ready', thumbnail_path: 't' } }).video;
    expect(video).toEqual({ status: 'ready', url: null, thumbnailUrl: null, hasThumbnail: true });
    expect(postFromDoc('p3', { type: 'video', video: { status: 'uploading' } }).video?.status).toBe('uploading');
  });
  it('reads attachments without URLs, and never the stored token', () => {
    const stored = { id: 'a1', name: 'sheet.pdf', path: 'x', content_type: 'application/pdf', size: 10, status: 'ready', token: 'secret' };
    expect(postFromDoc('p4', { attachments: [stored, { name: 'no id' }] }).attachments).toEqual([
      { id: 'a1', name: 'sheet.pdf', contentType: 'application/pdf', size: 10, kind: 'pdf', status: 'ready', url: null },
    ]);
  });
});

describe('postFromDto', () => {
  it('reads the API post', () => {
    const dto: PostDto = {
      id: 'p1', classId: 'c1', content: 'Hi', type: 'video', author: { ...author }, likesCount: 1, commentsCount: 2, liked: true,
      edited: false, created_at: '2025-01-01T00:00:00.000Z', updated_at: null,
      video: { status: 'ready', url: 'https://v', thumbnailUrl: null }, attachments: [],
    };
    expect(postFromDto(dto)).toMatchObject({
      id: 'p1', type: 'video', video: { status: 'ready', url: 'https://v', thumbnailUrl: null }, createdAt: Date.parse('2025-01-01T00:00:00.000Z'),
    });
  });
});

describe('mergePosts: a created post is placed first, a deleted one removed, an edited one replaced', () => {
  const live = [post('b', 200), post('a', 100)];

  it('shows the live list as it is without changes', () => {
    expect(mergePosts(live, emptyOverlay)).toEqual(live);
  });

  it('places a created post first until the listener delivers it, then uses the live copy', () => {
    const created = post('c', 300);
    const overlay = withCreated(emptyOverlay, created);
    expect(mergePosts(live, overlay).map((p) => p.id)).toEqual(['c', 'b', 'a']);
    const delivered = [{ ...created, likesCount: 4 }, ...live];
    const merged = mergePosts(delivered, overlay);
    expect(merged.map((p) => p.id)).toEqual(['c', 'b', 'a']);
    expect(merged[0]!.likesCount).toBe(4);
  });

  it('keeps several created posts newest first, never twice', () => {
    let overlay = withCreated(emptyOverlay, post('c', 300));
    overlay = withCreated(overlay, post('d', 400));
    overlay = withCreated(overlay, post('c', 300));
    expect(mergePosts(live, overlay).map((p) => p.id)).toEqual(['d', 'c', 'b', 'a']);
  });

  it('removes a deleted post at once and keeps it out', () => {
    const overlay = withDeleted(emptyOverlay, 'b');
    expect(mergePosts(live, overlay).map((p) => p.id)).toEqual(['a']);
    expect(withDeleted(overlay, 'b')).toBe(overlay);
    expect(mergePosts(live, withDeleted(withCreated(emptyOverlay, post('c', 300)), 'c')).map((p) => p.id)).toEqual(['b', 'a']);
  });

  it('replaces an edited post in place until the live copy is as new, keeping live counts', () => {
    const edit = post('a', 100, { content: 'changed', edited: true, updatedAt: 500 });
    const overlay = withEdited(emptyOverlay, edit);
    const liveWithCounts = [post('b', 200), post('a', 100, { likesCount: 7 })];
    const merged = mergePosts(liveWithCounts, overlay);
    expect(merged.map((p) => p.id)).toEqual(['b', 'a']);
    expect(merged[1]).toMatchObject({ content: 'changed', edited: true, likesCount: 7 });
    const caughtUp = [post('b', 200), post('a', 100, { content: 'changed again elsewhere', updatedAt: 600 })];
    expect(mergePosts(caughtUp, overlay)[1]!.content).toBe('changed again elsewhere');
  });

  it('applies an edit to a created post that is not live yet', () => {
    const overlay = withEdited(withCreated(emptyOverlay, post('c', 300)), post('c', 300, { content: 'ready', updatedAt: 350 }));
    expect(mergePosts(live, overlay)[0]!.content).toBe('ready');
  });

  it('keeps a playback URL the API gave when the live copy wins', () => {
    const video = { status: 'ready' as const, url: null, thumbnailUrl: null, hasThumbnail: false };
    const liveVideo = [post('v', 300, { type: 'video', video, updatedAt: 900 })];
    const overlay = withEdited(emptyOverlay, post('v', 300, { type: 'video', video: { ...video, url: 'https://v' }, updatedAt: 900 }));
    expect(mergePosts(liveVideo, overlay)[0]!.video?.url).toBe('https://v');
  });

  it('keeps file URLs the API gave when the live copy wins', () => {
    const file = { id: 'a1', name: 'm.png', contentType: 'image/png' as const, size: 1, kind: 'image' as const, status: 'ready' as const, url: null };
    const live = [post('f', 300, { attachments: [file], updatedAt: 900 })];
    const overlay = withEdited(emptyOverlay, post('f', 300, { attachments: [{ ...file, url: 'https://f' }], updatedAt: 900 }));
    expect(mergePosts(live, overlay)[0]!.attachments[0]!.url).toBe('https://f');
  });
});

describe('prunePostsOverlay', () => {
  it('forgets a created post once the listener delivered it, so a later deletion elsewhere removes it', () => {
    const created = post('c', 300);
    let overlay = withCreated(emptyOverlay, created);
    const live = [created, post('a', 100)];
    overlay = prunePostsOverlay(live, overlay);
    expect(overlay.created).toEqual([]);
    // A teacher deleted it: the live list no longer has it and neither does the screen.
    expect(mergePosts([post('a', 100)], overlay).map((p) => p.id)).toEqual(['a']);
  });

  it('keeps a created post the listener has not delivered yet, and edits until the live copy is as new', () => {
    const overlay = withEdited(withCreated(emptyOverlay, post('c', 300)), post('a', 100, { content: 'x', updatedAt: 500 }));
    expect(prunePostsOverlay([post('a', 100)], overlay)).toBe(overlay);
    const pruned = prunePostsOverlay([post('a', 100, { content: 'x', updatedAt: 500 })], overlay);
    expect(pruned.edited).toEqual({});
    expect(pruned.created.map((p) => p.id)).toEqual(['c']);
  });

  it('keeps deletions', () => {
    const overlay = withDeleted(emptyOverlay, 'a');
    expect(prunePostsOverlay([], overlay)).toBe(overlay);
  });
});

describe('hasMorePosts', () => {
  it('is true while the live list fills the limit', () => {
    expect(hasMorePosts(20, 20)).toBe(true);
    expect(hasMorePosts(19, 20)).toBe(false);
  });
});
