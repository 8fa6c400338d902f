// The video post flow (docs/classes.md, Feed): POST /feed/video-upload-initiate -> PUT the MP4
// (and any attached images and PDFs) with progress -> optional thumbnail (POST /feed/thumbnail,
// then PUT) -> POST /feed/video-upload-complete. Pure orchestration over injected calls, so it unit-tests.
import type { AttachmentFile, AttachmentUpload, PostDto } from '@shared/schemas/feed';
import type { UploadTarget } from '@shared/schemas/material';
import { isUploadAborted } from '@/lib/uploads/put-with-progress';
import { partsFraction, putAttachments, type AttachmentInput } from './attachment-post-flow';

export interface BlobFile {
  name: string;
  type: string;
  size: number;
}

export interface VideoPostDeps<F extends BlobFile> {
  initiate(request: {
    classId: string;
    content: string;
    file: { name: string; contentType: 'video/mp4'; size: number };
    attachments: AttachmentFile[];
  }): Promise<{ post: PostDto; upload: UploadTarget; attachmentUploads?: AttachmentUpload[] }>;
  put(target: UploadTarget, body: F, options: { onProgress: (fraction: number) => void; signal: AbortSignal }): Promise<void>;
  requestThumbnail(request: { postId: string; contentType: 'image/jpeg' | 'image/png'; size: number }): Promise<{ upload: UploadTarget }>;
  complete(postId: string): Promise<{ post: PostDto }>;
  /** Best-effort removal of a post whose upload did not finish. */
  discard(postId: string): Promise<unknown>;
}

export interface VideoPostInput<F extends BlobFile> {
  classId: string;
  content: string;
  video: F;
  thumbnail?: { file: F; contentType: 'image/jpeg' | 'image/png' } | null;
  /** Images and PDFs sent with the video, checked with it. */
  attachments?: readonly AttachmentInput<F>[];
}

export interface VideoPostProgress {
  signal: AbortSignal;
  progress(fraction: number): void;
  processing(): void;
  /** The post exists on the server (uploading). */
  started?(post: PostDto): void;
}

export interface VideoPostResult {
  post: PostDto;
  /** The thumbnail could not be sent; the video post exists without it. */
  thumbnailFailed: boolean;
}

/** Combined progress of the video and thumbnail bytes, 0..1. */
export function combinedFraction(videoSize: number, videoFraction: number, thumbSize: number, thumbFraction: number): number {
  return partsFraction([
    { size: videoSize, fraction: videoFraction },
    { size: thumbSize, fraction: thumbFraction },
  ]);
}

export async function runVideoPost<F extends BlobFile>(
  deps: VideoPostDeps<F>,
  input: VideoPostInput<F>,
  task: VideoPostProgress,
): Promise<VideoPostResult> {
  const { video, thumbnail } = input;
  const attachments = input.attachments ?? [];
  const thumbSize = thumbnail?.file.size ?? 0;
  let videoFraction = 0;
  let thumbFraction = 0;
  const attachmentParts = attachments.map((item) => ({ size: item.file.size, fraction: 0 }));
  const report = () =>
    task.progress(
      partsFraction([{ size: video.size, fraction: videoFraction }, { size: thumbSize, fraction: thumbFraction }, ...attachmentParts]),
    );

  const { post, upload, attachmentUploads = [] } = await deps.initiate({
    classId: input.classId,
    content: input.content,
    file: { name: video.name, contentType: 'video/mp4', size: video.size },
    attachments: attachments.map((item) => item.meta),
  });
  task.started?.(post);
  try {
    await deps.put(upload, video, {
      signal: task.signal,
      onProgress: (fraction) => {
        videoFraction = fraction;
        report();
      },
    });
    await putAttachments(deps.put, attachmentUploads, attachments, task.signal, (index, fraction) => {
      attachmentParts[index]!.fraction = fraction;
      report();
    });
    let thumbnailFailed = false;
    if (thumbnail) {
      try {
        const answer = await deps.requestThumbnail({ postId: post.id, contentType: thumbnail.contentType, size: thumbnail.file.size });
        await deps.put(answer.upload, thumbnail.file, {
          signal: task.signal,
          onProgress: (fraction) => {
            thumbFraction = fraction;
            report();
          },
        });
      } catch (error) {
        if (isUploadAborted(error) || task.signal.aborted) throw error;
        thumbnailFailed = true;
      }
    }
    task.processing();
    let completed: { post: PostDto };
    try {
      completed = await deps.complete(post.id);
    } catch (error) {
      // A refused thumbnail is dropped by the server and completing again works; a refused
      // video removes the post, so the second try fails too and the first error stands.
      if (!thumbnail || thumbnailFailed || task.signal.aborted) throw error;
      try {
        completed = await deps.complete(post.id);
      } catch {
        throw error;
      }
      thumbnailFailed = true;
    }
    return { post: completed.post, thumbnailFailed };
  } catch (error) {
    await deps.discard(post.id).catch(() => undefined);
    throw error;
  }
}
