// This browser's changes to a class feed (created, deleted, edited posts) and the playback and
// file URLs the API handed out, kept across the tab's remounts for the session.
import { atom, useAtomValue, useSetAtom } from 'jotai';
import { useCallback } from 'react';
import { emptyOverlay, type PostsOverlay } from '../lib/posts';

const overlaysAtom = atom<Record<string, PostsOverlay>>({});

export interface VideoUrls {
  url: string | null;
  thumbnailUrl: string | null;
  /** attachmentId -> its URL, for the post's checked images and PDFs. */
  attachments?: Record<string, string>;
}

/** postId -> the URLs the API answered for it. */
export const videoUrlsAtom = atom<Record<string, VideoUrls>>({});

export function useFeedOverlay(classId: string): PostsOverlay {
  const all = useAtomValue(overlaysAtom);
  return all[classId] ?? emptyOverlay;
}

export function useUpdateFeedOverlay(classId: string): (change: (overlay: PostsOverlay) => PostsOverlay) => void {
  const set = useSetAtom(overlaysAtom);
  return useCallback(
    (change) =>
      set((all) => {
        const current = all[classId] ?? emptyOverlay;
        const next = change(current);
        return next === current ? all : { ...all, [classId]: next };
      }),
    [classId, set],
  );
}

export function useRememberVideoUrls(): (entries: Record<string, VideoUrls>) => void {
  const set = useSetAtom(videoUrlsAtom);
  return useCallback(
    (entries) => {
      if (Object.keys(entries).length) set((all) => ({ ...all, ...entries }));
    },
    [set],
  );
}
