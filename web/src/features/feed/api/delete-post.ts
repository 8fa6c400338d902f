// DELETE /feed/{id} (the author, or a class teacher as moderator) -> {status}; the post is removed.
import { useCallback } from 'react';
import { apiRequest } from '@/lib/api-client';
import { useUpdateFeedOverlay } from '../hooks/feed-overlay';
import { withDeleted } from '../lib/posts';

export function deletePost(postId: string): Promise<{ status: string }> {
  return apiRequest('DELETE', `/feed/${encodeURIComponent(postId)}`);
}

export function useDeletePost(classId: string): (postId: string) => Promise<void> {
  const update = useUpdateFeedOverlay(classId);
  return useCallback(
    async (postId) => {
      await deletePost(postId);
      update((overlay) => withDeleted(overlay, postId));
    },
    [update],
  );
}
