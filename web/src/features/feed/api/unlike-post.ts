// DELETE /feed/{postId}/like -> {status, likesCount, liked: false} (never below 0).
import { apiRequest } from '@/lib/api-client';
import type { LikeAnswer } from './like-post';

export function unlikePost(postId: string): Promise<LikeAnswer> {
  return apiRequest<LikeAnswer>('DELETE', `/feed/${encodeURIComponent(postId)}/like`);
}
