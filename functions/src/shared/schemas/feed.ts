import { z } from 'zod';
import { FEED, THUMBNAIL_MAX_BYTES, THUMBNAIL_TYPES } from '../constants';
import { code, docIdWith, requiredDocId } from './common';
import { uploadFileSchema } from './material';

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

export const videoUploadInitiateRequestSchema = z
  .object({ classId, content: z.string(invalid).trim().max(FEED.maxPostLength, invalid).default(''), file: uploadFileSchema })
  .strict();
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
  likesCount: number;
  commentsCount: number;
  liked: boolean;
  edited: boolean;
  created_at: string | null;
  updated_at: string | null;
}

export interface CommentDto {
  id: string;
  feedPostId: string;
  content: string;
  author: { uid: string; name: string; avatar_id: number };
  created_at: string | null;
}
