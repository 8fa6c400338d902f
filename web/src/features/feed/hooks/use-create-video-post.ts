// The composer's video post: runs lib/video-post-flow.ts with the real calls, reports bytes to
// the upload-progress box, and applies the list rules (the new post first; gone again when the
// upload fails or is cancelled).
import { useCallback } from 'react';
import { putWithProgress } from '@/lib/uploads/put-with-progress';
import { useUploadTask } from '@/lib/uploads/upload-state';
import { completeVideoUpload } from '../api/complete-video-upload';
import { deletePost } from '../api/delete-post';
import { initiateVideoUpload } from '../api/initiate-video-upload';
import { requestThumbnailUpload } from '../api/request-thumbnail-upload';
import { postFromDto, withCreated, withDeleted, withEdited } from '../lib/posts';
import type { AttachmentInput } from '../lib/attachment-post-flow';
import { runVideoPost, type VideoPostResult } from '../lib/video-post-flow';
import { useRememberVideoUrls, useUpdateFeedOverlay } from './feed-overlay';

export interface VideoPostRequest {
  content: string;
  video: File;
  thumbnail?: { file: File; contentType: 'image/jpeg' | 'image/png' } | null;
  attachments?: AttachmentInput<File>[];
}

export function useCreateVideoPost(classId: string): (request: VideoPostRequest) => Promise<VideoPostResult> {
  const startTask = useUploadTask();
  const update = useUpdateFeedOverlay(classId);
  const rememberUrls = useRememberVideoUrls();
  return useCallback(
    async ({ content, video, thumbnail, attachments }) => {
      const task = startTask({ id: 'uploads.label.video', values: { name: video.name } });
      let postId: string | null = null;
      try {
        const result = await runVideoPost(
          {
            initiate: initiateVideoUpload,
            put: (target, body, options) => putWithProgress(target, body, options),
            requestThumbnail: requestThumbnailUpload,
            complete: completeVideoUpload,
            discard: deletePost,
          },
          { classId, content, video, thumbnail, attachments },
          {
            signal: task.signal,
            progress: task.progress,
            processing: task.processing,
            started: (post) => {
              postId = post.id;
              update((overlay) => withCreated(overlay, postFromDto(post)));
            },
          },
        );
        const ready = postFromDto(result.post);
        update((overlay) => withEdited(overlay, ready));
        if (ready.video?.url) {
          const files = Object.fromEntries(ready.attachments.flatMap((file) => (file.url ? [[file.id, file.url]] : [])));
          rememberUrls({ [ready.id]: { url: ready.video.url, thumbnailUrl: ready.video.thumbnailUrl, attachments: files } });
        }
        task.done();
        return result;
      } catch (error) {
        if (task.signal.aborted) task.cancelled();
        else task.failed();
        const failedId = postId;
        if (failedId) update((overlay) => withDeleted(overlay, failedId));
        throw error;
      }
    },
    [classId, startTask, update, rememberUrls],
  );
}
