// POST /feed/attachment-upload-complete {postId} -> {status, post}: the server checks every
// file (type by its bytes and structure, size) and hands out their URLs. A refused file
// removes the post: 422 upload/invalid-file with values {reason, file}.
import { apiRequest } from '@/lib/api-client';
import type { PostDto } from '@shared/schemas/feed';

export function completeAttachmentUpload(postId: string): Promise<{ status: string; post: PostDto }> {
  return apiRequest('POST', '/feed/attachment-upload-complete', { body: { postId } });
}
