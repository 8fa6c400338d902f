// PATCH /feed/{id}?classId= {content} (the author) -> {status, post}; the edited post replaces
// the shown one.
import { useCallback } from 'react';
import { apiRequest } from '@/lib/api-client';
import { updatePostRequestSchema, type PostDto } from '@shared/schemas/feed';
import { useUpdateFeedOverlay } from '../hooks/feed-overlay';
import { postFromDto, withEdited, type FeedPost } from '../lib/posts';

export { updatePostRequestSchema };

export function updatePost(classId: string, postId: string, content: string): Promise<{ status: string; post: PostDto }> {
  const query = new URLSearchParams({ classId });
  return apiRequest('PATCH', `/feed/${encodeURIComponent(postId)}?${query.toString()}`, { body: { content } });
}

export function useUpdatePost(classId: string): (postId: string, content: string) => Promise<FeedPost> {
  const update = useUpdateFeedOverlay(classId);
  return useCallback(
    async (postId, content) => {
      const body = updatePostRequestSchema.parse({ content });
      const { post } = await updatePost(classId, postId, body.content);
      const edited = postFromDto(post);
      update((overlay) => withEdited(overlay, edited));
      return edited;
    },
    [classId, update],
  );
}
