import { z } from 'zod';
import { FEED, POST_ATTACHMENT_TYPES, THUMBNAIL_MAX_BYTES, THUMBNAIL_TYPES, type PostAttachmentType } from '../constants';
import { code, docIdWith, requiredDocId } from './common';
import { uploadFileSchema, type UploadTarget } from './material';

const invalid = code('validation/invalid-input');
const classId = requiredDocId('class/class-id-required');
const content = (max: number) =>
  z.string(code('feed/content-required')).trim().min(1, code('feed/content-required')).max(max, code('feed/too-long'));

export const feedListQuerySchema = z.object({
  classId,
  page: z.coerce.number(invalid).int(invalid).min(1, invalid).default(1),
  limit: z.coerce.number(invalid).int(invalid).min(1, invalid).max(FEED.maxPageSize, invalid).default(FEED.pageSize),
});
export const classIdQuerySchema = z.object({ classId });

export const createPostRequestSchema = z.object({ classId, content: content(FEED.maxPostLength) }).strict();
export const updatePostRequestSchema = z.object({ content: content(FEED.maxPostLength) }).strict();

export const commentsQuerySchema = z.object({
  page: z.coerce.number(invalid).int(invalid).min(1, invalid).default(1),
  limit: z.coerce.number(invalid).int(invalid).min(1, invalid).max(FEED.maxPageSize, invalid).default(FEED.commentsPageSize),
});
export const createCommentRequestSchema = z.object({ content: content(FEED.maxCommentLength) }).strict();

const caption = z.string(invalid).trim().max(FEED.maxPostLength, invalid).default('');
const attachmentTypes = Object.keys(POST_ATTACHMENT_TYPES) as [PostAttachmentType, ...PostAttachmentType[]];
export const isImageAttachment = (contentType: string) => contentType.startsWith('image/');

/** An image (PNG, JPEG, WebP, GIF up to 5 MB) or PDF (up to 10 MB) a post is about to attach. */
export const attachmentFileSchema = z
  .object({
    name: z.string(code('upload/file-required')).trim().min(1, code('upload/file-required')).max(200, invalid),
    contentType: z.enum(attachmentTypes, code('upload/unsupported-format')),
    size: z.number(invalid).int(invalid).min(1, code('upload/file-required')),
  })
  .strict()
  .superRefine((file, context) => {
    if (file.size <= POST_ATTACHMENT_TYPES[file.contentType].maxBytes) return;
    const error = isImageAttachment(file.contentType) ? 'feed/image-too-large' : 'upload/too-large';
    context.addIssue({ code: 'custom', message: error, path: ['size'] });
  });
export type AttachmentFile = z.infer<typeof attachmentFileSchema>;
const attachments = z.array(attachmentFileSchema, invalid).max(FEED.maxAttachments, code('feed/too-many-attachments'));

export const videoUploadInitiateRequestSchema = z
  .object({ classId, content: caption, file: uploadFileSchema, attachments: attachments.default([]) })
  .strict();
/** A post with images and PDFs (and no video): its caption may be empty. */
export const attachmentUploadInitiateRequestSchema = z
  .object({ classId, content: caption, attachments: attachments.min(1, code('upload/file-required')) })
  .strict();
export const attachmentUploadCompleteRequestSchema = z.object({ postId: docIdWith('validation/invalid-input') }).strict();
export const videoUploadCompleteRequestSchema = z.object({ postId: docIdWith('validation/invalid-input') }).strict();
export const thumbnailRequestSchema = z
  .object({
    postId: docIdWith('validation/invalid-input'),
    contentType: z.enum(THUMBNAIL_TYPES, code('upload/unsupported-format')),
    size: z.number(invalid).int(invalid).min(1, code('upload/file-required')).max(THUMBNAIL_MAX_BYTES, code('upload/too-large')),
  })
  .strict();

export interface PostDto {
  id: string;
  classId: string;
  content: string;
  type: 'text' | 'video';
  author: { uid: string; name: string; avatar_id: number; role: 'teacher' | 'student' };
  video: { status: 'uploading' | 'ready'; url: string | null; thumbnailUrl: string | null } | null;
  /** Images and PDFs; `url` once the file passed its checks. */
  attachments: PostAttachmentDto[];
  likesCount: number;
  commentsCount: number;
  liked: boolean;
  edited: boolean;
  created_at: string | null;
  updated_at: string | null;
}

export interface PostAttachmentDto {
  id: string;
  name: string;
  contentType: PostAttachmentType;
  size: number;
  kind: 'image' | 'pdf';
  status: 'uploading' | 'ready';
  url: string | null;
}

/** Where each announced attachment's bytes go (PUT with its exact content type). */
export interface AttachmentUpload {
  attachmentId: string;
  name: string;
  upload: UploadTarget;
}

export interface CommentDto {
  id: string;
  feedPostId: string;
  content: string;
  author: { uid: string; name: string; avatar_id: number };
  created_at: string | null;
}
