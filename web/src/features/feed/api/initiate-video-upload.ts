// POST /feed/video-upload-initiate {classId, content?, file: {name, contentType: 'video/mp4',
// size}} -> 201 {status, post, upload: UploadTarget}. The post exists (video uploading) from here.
import { apiRequest } from '@/lib/api-client';
import { videoUploadInitiateRequestSchema, type PostDto } from '@shared/schemas/feed';
import type { UploadTarget } from '@shared/schemas/material';
import type { z } from 'zod';

export type VideoUploadInitiateRequest = z.input<typeof videoUploadInitiateRequestSchema>;
export { videoUploadInitiateRequestSchema };

export function initiateVideoUpload(
  request: VideoUploadInitiateRequest,
): Promise<{ status: string; post: PostDto; upload: UploadTarget }> {
  const body = videoUploadInitiateRequestSchema.parse(request);
  return apiRequest('POST', '/feed/video-upload-initiate', { body });
}
