// The composer's post with images and PDFs (no video): runs lib/attachment-post-flow.ts with the
// real calls, reports bytes to the upload-progress box, and applies the list rules (the new
// post first; gone again when a file fails or is refused).
import { useCallback } from 'react';
import { putWithProgress } from '@/lib/uploads/put-with-progress';
import { useUploadTask } from '@/lib/uploads/upload-state';
import { completeAttachmentUpload } from '../api/complete-attachment-upload';
import { deletePost } from '../api/delete-post';
import { initiateAttachmentUpload } from '../api/initiate-attachment-upload';
import { runAttachmentPost, type AttachmentInput } from '../lib/attachment-post-flow';
import { postFromDto, withCreated, withDeleted, withEdited, type FeedPost } from '../lib/posts';
import { useRememberVideoUrls, useUpdateFeedOverlay } from './feed-overlay';

export interface AttachmentPostRequest {
  content: string;
  attachments: AttachmentInput<File>[];
}

export function useCreateAttachmentPost(classId: string): (request: AttachmentPostRequest) => Promise<FeedPost> {
  const startTask = useUploadTask();
  const update = useUpdateFeedOverlay(classId);
  const rememberUrls = useRememberVideoUrls();
  return useCallback(
    async ({ content, attachments }) => {
      const first = attachments[0]?.meta.name ?? '';
      const task = startTask({ id: 'uploads.label.attachments', values: { name: first, count: attachments.length } });
      let postId: string | null = null;
      try {
        const result = await runAttachmentPost(
          {
            initiate: initiateAttachmentUpload,
            put: (target, body, options) => putWithProgress(target, body, options),
            complete: completeAttachmentUpload,
            discard: deletePost,
          },
          { classId, content, attachments },
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
        const files = Object.fromEntries(ready.attachments.flatMap((file) => (file.url ? [[file.id, file.url]] : [])));
        rememberUrls({ [ready.id]: { url: null, thumbnailUrl: null, attachments: files } });
        task.done();
        return ready;
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
