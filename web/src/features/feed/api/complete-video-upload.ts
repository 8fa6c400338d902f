// POST /feed/video-upload-complete {postId} -> {status, post}: the server checks the object
// (size and MP4 signature) and marks the video ready.
import { apiRequest } from '@/lib/api-client';
import type { PostDto } from '@shared/schemas/feed';

export function completeVideoUpload(postId: string): Promise<{ status: string; post: PostDto }> {
  return apiRequest('POST', '/feed/video-upload-complete', { body: { postId } });
}
