// The post-with-files flow: POST /feed/attachment-upload-initiate -> PUT each file to its
// upload session (one combined progress) -> POST /feed/attachment-upload-complete. A failure
// after the post exists discards it. Pure orchestration over injected calls, so it unit-tests.
import type { AttachmentFile, AttachmentUpload, PostDto } from '@shared/schemas/feed';
import type { UploadTarget } from '@shared/schemas/material';

export interface BlobLike {
  name: string;
  type: string;
  size: number;
}

export type PutFn<F> = (target: UploadTarget, body: F, options: { onProgress: (fraction: number) => void; signal: AbortSignal }) => Promise<void>;

export interface AttachmentInput<F extends BlobLike> {
  file: F;
  meta: AttachmentFile;
}

export interface AttachmentPostDeps<F extends BlobLike> {
  initiate(request: { classId: string; content: string; attachments: AttachmentFile[] }): Promise<{
    post: PostDto;
    attachmentUploads: AttachmentUpload[];
  }>;
  put: PutFn<F>;
  complete(postId: string): Promise<{ post: PostDto }>;
  /** Best-effort removal of a post whose files did not all arrive. */
  discard(postId: string): Promise<unknown>;
}

export interface PostTask {
  signal: AbortSignal;
  progress(fraction: number): void;
  processing(): void;
  /** The post exists on the server (files uploading). */
  started?(post: PostDto): void;
}

const clamp = (value: number) => (Number.isFinite(value) ? Math.min(1, Math.max(0, value)) : 0);

/** The share of all bytes sent, 0..1, over parts of different sizes. */
export function partsFraction(parts: readonly { size: number; fraction: number }[]): number {
  const total = parts.reduce((sum, part) => sum + Math.max(0, part.size), 0);
  if (total <= 0) return 0;
  return clamp(parts.reduce((sum, part) => sum + Math.max(0, part.size) * clamp(part.fraction), 0) / total);
}

/**
 * PUTs each file to the upload the server answered for it (same order as announced), all at
 * once; `onProgress(index, fraction)` reports each file.
 */
export async function putAttachments<F extends BlobLike>(
  put: PutFn<F>,
  uploads: readonly AttachmentUpload[],
  files: readonly AttachmentInput<F>[],
  signal: AbortSignal,
  onProgress: (index: number, fraction: number) => void,
): Promise<void> {
  await Promise.all(
    files.map((item, index) => {
      const target = uploads[index];
      if (!target) throw new Error(`No upload session for ${item.meta.name}`);
      return put(target.upload, item.file, { signal, onProgress: (fraction) => onProgress(index, fraction) });
    }),
  );
}

export async function runAttachmentPost<F extends BlobLike>(
  deps: AttachmentPostDeps<F>,
  input: { classId: string; content: string; attachments: readonly AttachmentInput<F>[] },
  task: PostTask,
): Promise<{ post: PostDto }> {
  const parts = input.attachments.map((item) => ({ size: item.file.size, fraction: 0 }));
  const { post, attachmentUploads } = await deps.initiate({
    classId: input.classId,
    content: input.content,
    attachments: input.attachments.map((item) => item.meta),
  });
  task.started?.(post);
  try {
    await putAttachments(deps.put, attachmentUploads, input.attachments, task.signal, (index, fraction) => {
      parts[index]!.fraction = fraction;
      task.progress(partsFraction(parts));
    });
    task.processing();
    return await deps.complete(post.id);
  } catch (error) {
    // A refused file already removed the post on the server; discarding again is harmless.
    await deps.discard(post.id).catch(() => undefined);
    throw error;
  }
}
