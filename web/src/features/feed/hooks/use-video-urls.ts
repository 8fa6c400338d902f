// Playback URLs for the ready video posts shown, and the URLs of their checked images and PDFs:
// the Firestore documents carry only storage paths, so the URLs come from GET /feed (handed
// out per request after the access check).
import { useAtomValue } from 'jotai';
import { useEffect, useRef } from 'react';
import { listPosts } from '../api/list-posts';
import type { FeedPost } from '../lib/posts';
import { URL_PAGE_SIZE, pagesForPositions } from '../lib/video-pages';
import { useRememberVideoUrls, videoUrlsAtom, type VideoUrls } from './feed-overlay';

/** The posts with their known playback URLs filled in. */
export function useVideoUrls(classId: string, posts: FeedPost[]): FeedPost[] {
  const urls = useAtomValue(videoUrlsAtom);
  const remember = useRememberVideoUrls();
  const tried = useRef(new Set<string>());

  const missing = posts
    .map((post, position) => ({ post, position }))
    .filter(({ post }) => !urls[post.id] && (needsVideoUrl(post) || post.attachments.some((file) => file.status === 'ready' && !file.url)));
  const missingKey = missing.map(({ post }) => post.id).join(',');
  const positions = missing.map(({ position }) => position).join(',');

  useEffect(() => {
    const asked = tried.current;
    const ids = missingKey ? missingKey.split(',') : [];
    const fresh = ids.filter((id) => !asked.has(id));
    if (fresh.length === 0) return;
    fresh.forEach((id) => asked.add(id));
    const controller = new AbortController();
    const pages = pagesForPositions(positions.split(',').map(Number));
    void Promise.allSettled(
      pages.map((page) => listPosts({ classId, page, limit: URL_PAGE_SIZE }, controller.signal)),
    ).then((answers) => {
      if (controller.signal.aborted) return;
      const found: Record<string, VideoUrls> = {};
      for (const answer of answers) {
        if (answer.status !== 'fulfilled') continue;
        for (const post of answer.value.posts ?? []) {
          const files = Object.fromEntries((post.attachments ?? []).flatMap((file) => (file.url ? [[file.id, file.url]] : [])));
          if (post.video?.url || Object.keys(files).length) {
            found[post.id] = { url: post.video?.url ?? null, thumbnailUrl: post.video?.thumbnailUrl ?? null, attachments: files };
          }
        }
      }
      remember(found);
    });
    return () => {
      controller.abort();
      fresh.forEach((id) => asked.delete(id));
    };
  }, [classId, missingKey, positions, remember]);

  return posts.map((post) => {
    const known = urls[post.id];
    if (!known) return post;
    const files = known.attachments ?? {};
    const attachments = post.attachments.map((file) => (file.url || !files[file.id] ? file : { ...file, url: files[file.id]! }));
    const video = post.video && !post.video.url && known.url ? { ...post.video, url: known.url, thumbnailUrl: known.thumbnailUrl } : post.video;
    return { ...post, video, attachments };
  });
}

const needsVideoUrl = (post: FeedPost) => post.video?.status === 'ready' && !post.video.url;
