// POST /feed/attachment-upload-initiate {classId, content?, attachments: [{name, contentType,
// size}] (1 to 4 images or PDFs)} -> 201 {status, post, attachmentUploads}. The post exists
// (files uploading) from here.
import { apiRequest } from '@/lib/api-client';
import { attachmentUploadInitiateRequestSchema, type AttachmentUpload, type PostDto } from '@shared/schemas/feed';
import type { z } from 'zod';

export type AttachmentUploadInitiateRequest = z.input<typeof attachmentUploadInitiateRequestSchema>;

export function initiateAttachmentUpload(
  request: AttachmentUploadInitiateRequest,
): Promise<{ status: string; post: PostDto; attachmentUploads: AttachmentUpload[] }> {
  const body = attachmentUploadInitiateRequestSchema.parse(request);
  return apiRequest('POST', '/feed/attachment-upload-initiate', { body });
}
