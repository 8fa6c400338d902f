// GET /feed/{postId}/comments?page=&limit= -> {status, comments (newest first), total, page, totalPages}.
import { apiRequest } from '@/lib/api-client';
import { FEED } from '@shared/constants';
import { commentsQuerySchema } from '@shared/schemas/feed';
import type { CommentsPage } from '../lib/comments';

export function getComments(postId: string, page: number, signal?: AbortSignal): Promise<CommentsPage & { status: string }> {
  const { page: p, limit } = commentsQuerySchema.parse({ page, limit: FEED.commentsPageSize });
  const query = new URLSearchParams({ page: String(p), limit: String(limit) });
  return apiRequest('GET', `/feed/${encodeURIComponent(postId)}/comments?${query.toString()}`, { signal });
}
