// Pure shaping of feed data: page windows, counters and the DTOs the API answers.
import type { PostAttachmentType } from '../shared/constants';
import type { CommentDto, PostAttachmentDto, PostDto } from '../shared/schemas/feed';

export interface PageWindow {
  page: number;
  limit: number;
  offset: number;
  totalPages: number;
}

/** The slice of a newest-first list that page `page` (1-based) of `limit` items covers. */
export function pageWindow(page: number, limit: number, total: number): PageWindow {
  return { page, limit, offset: (page - 1) * limit, totalPages: Math.ceil(Math.max(0, total) / limit) };
}

/** Counters are only changed by increments; a reader never sees one below zero. */
export const nonNegativeCount = (value: unknown): number =>
  typeof value === 'number' && Number.isFinite(value) ? Math.max(0, Math.trunc(value)) : 0;

type TimestampLike = { toDate(): Date } | Date | null | undefined;
export function isoTime(value: unknown): string | null {
  const time = value as TimestampLike;
  if (time instanceof Date) return time.toISOString();
  if (time && typeof time.toDate === 'function') return time.toDate().toISOString();
  return null;
}

/** A Firebase Storage download URL: the object path is one encoded segment. */
export function tokenDownloadUrl(base: string, bucket: string, path: string, token: string): string {
  return `${base}/v0/b/${bucket}/o/${encodeURIComponent(path)}?alt=media&token=${encodeURIComponent(token)}`;
}

export interface StoredVideo {
  path: string;
  content_type: string;
  size: number;
  status: 'uploading' | 'ready';
  /** Download token set once the video passed its check. */
  token?: string | null;
  thumbnail_path?: string | null;
  thumbnail_content_type?: string | null;
  thumbnail_size?: number | null;
  thumbnail_token?: string | null;
}

/** An image or PDF on a post, under the post's folder; readable once its checks passed. */
export interface StoredAttachment {
  id: string;
  /** The file name as the author chose it (shown, and the image's alt text). */
  name: string;
  path: string;
  content_type: PostAttachmentType;
  size: number;
  status: 'uploading' | 'ready';
  /** Chosen when announced; the object gets it only once checked (so two completions agree). */
  token: string;
}

/** The stored post document, as functions write it. */
export interface StoredPost {
  post_id: string;
  class_id: string;
  content: string;
  type: 'text' | 'video';
  author: PostDto['author'];
  video: StoredVideo | null;
  /** Absent on posts made before attachments existed. */
  attachments?: StoredAttachment[];
  likes_count: number;
  comments_count: number;
  edited: boolean;
  created_at?: unknown;
  updated_at?: unknown;
}

/** `urlFor(path, token)` turns a checked object into a download URL. */
export function toPostDto(data: StoredPost, liked: boolean, urlFor: (path: string, token: string) => string): PostDto {
  const video = data.video;
  const ready = video?.status === 'ready';
  return {
    id: data.post_id,
    classId: data.class_id,
    content: data.content ?? '',
    type: data.type,
    author: {
      uid: data.author?.uid ?? '',
      name: data.author?.name ?? '',
      avatar_id: data.author?.avatar_id ?? 0,
      role: data.author?.role ?? 'student',
    },
    video: video
      ? {
          status: video.status,
          url: ready && video.token ? urlFor(video.path, video.token) : null,
          thumbnailUrl:
            ready && video.thumbnail_path && video.thumbnail_token ? urlFor(video.thumbnail_path, video.thumbnail_token) : null,
        }
      : null,
    attachments: (Array.isArray(data.attachments) ? data.attachments : []).map((file) => toAttachmentDto(file, urlFor)),
    likesCount: nonNegativeCount(data.likes_count),
    commentsCount: nonNegativeCount(data.comments_count),
    liked,
    edited: data.edited === true,
    created_at: isoTime(data.created_at),
    updated_at: isoTime(data.updated_at),
  };
}

export function toAttachmentDto(file: StoredAttachment, urlFor: (path: string, token: string) => string): PostAttachmentDto {
  const ready = file.status === 'ready';
  return {
    id: file.id,
    name: file.name,
    contentType: file.content_type,
    size: file.size,
    kind: file.content_type === 'application/pdf' ? 'pdf' : 'image',
    status: ready ? 'ready' : 'uploading',
    url: ready && file.token ? urlFor(file.path, file.token) : null,
  };
}

/** Whether every attachment passed its checks (a post without any has none to wait for). */
export const attachmentsReady = (files: readonly StoredAttachment[] | undefined): boolean =>
  (files ?? []).every((file) => file.status === 'ready');

/**
 * The object name of an attachment inside the post's folder: its id first (unique, so two
 * files of the same name never collide), then a safe form of the name for downloads.
 */
export const attachmentObjectName = (id: string, safeName: string): string => `attachments/${id}-${safeName}`;

export interface StoredComment {
  feedPostId: string;
  content: string;
  author: CommentDto['author'];
  created_at?: unknown;
}

export function toCommentDto(id: string, data: StoredComment): CommentDto {
  return {
    id,
    feedPostId: data.feedPostId,
    content: data.content ?? '',
    author: { uid: data.author?.uid ?? '', name: data.author?.name ?? '', avatar_id: data.author?.avatar_id ?? 0 },
    created_at: isoTime(data.created_at),
  };
}

/** Who may change a post: edits are the author's; deletes also the class's teachers. */
export function canEditPost(post: Pick<StoredPost, 'author'>, uid: string): boolean {
  return post.author?.uid === uid;
}
export function canDeletePost(post: Pick<StoredPost, 'author'>, uid: string, isClassTeacher: boolean): boolean {
  return isClassTeacher || post.author?.uid === uid;
}
