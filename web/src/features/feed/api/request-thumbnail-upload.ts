// POST /feed/thumbnail {postId, contentType, size} -> {status, signedUrl, upload: UploadTarget}.
import { apiRequest } from '@/lib/api-client';
import { thumbnailRequestSchema } from '@shared/schemas/feed';
import type { UploadTarget } from '@shared/schemas/material';
import type { z } from 'zod';

export type ThumbnailRequest = z.input<typeof thumbnailRequestSchema>;

export function requestThumbnailUpload(
  request: ThumbnailRequest,
): Promise<{ status: string; signedUrl: string; upload: UploadTarget }> {
  const body = thumbnailRequestSchema.parse(request);
  return apiRequest('POST', '/feed/thumbnail', { body });
}
