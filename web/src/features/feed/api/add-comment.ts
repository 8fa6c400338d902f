// POST /feed/{postId}/comments {content} -> 201 {status, comment, commentsCount}.
import { apiRequest } from '@/lib/api-client';
import { createCommentRequestSchema, type CommentDto } from '@shared/schemas/feed';

export { createCommentRequestSchema };

export interface AddCommentAnswer {
  status: string;
  comment: CommentDto;
  commentsCount: number;
}

export function addComment(postId: string, content: string): Promise<AddCommentAnswer> {
  const body = createCommentRequestSchema.parse({ content });
  return apiRequest<AddCommentAnswer>('POST', `/feed/${encodeURIComponent(postId)}/comments`, { body });
}
