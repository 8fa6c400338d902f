// POST /feed/{postId}/like -> {status, likesCount, liked: true} (idempotent). The toggle with
// its optimistic state is hooks/use-like-toggle.ts.
import { apiRequest } from '@/lib/api-client';

export interface LikeAnswer {
  status: string;
  likesCount: number;
  liked: boolean;
}

export function likePost(postId: string): Promise<LikeAnswer> {
  return apiRequest<LikeAnswer>('POST', `/feed/${encodeURIComponent(postId)}/like`);
}
