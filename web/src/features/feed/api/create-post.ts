// POST /feed {classId, content} -> 201 {status, post}; the created post is placed first.
import { useCallback } from 'react';
import { apiRequest } from '@/lib/api-client';
import { createPostRequestSchema, type PostDto } from '@shared/schemas/feed';
import type { z } from 'zod';
import { useUpdateFeedOverlay } from '../hooks/feed-overlay';
import { postFromDto, withCreated, type FeedPost } from '../lib/posts';

export type CreatePostRequest = z.input<typeof createPostRequestSchema>;
export { createPostRequestSchema };

export function createPost(body: CreatePostRequest): Promise<{ status: string; post: PostDto }> {
  return apiRequest('POST', '/feed', { body });
}

export function useCreatePost(classId: string): (content: string) => Promise<FeedPost> {
  const update = useUpdateFeedOverlay(classId);
  return useCallback(
    async (content) => {
      const body = createPostRequestSchema.parse({ classId, content });
      const { post } = await createPost(body);
      const created = postFromDto(post);
      update((overlay) => withCreated(overlay, created));
      return created;
    },
    [classId, update],
  );
}
