// The feed post as the screens use it (spec 000 section 3: id, content, liked, likesCount,
// commentsCount), built from a Firestore document (the live list) or from the API's PostDto
// (answers of create, edit and video complete), and the list rules of spec 000 section 4:
// a created post is placed first, a deleted one removed, an edited one replaced.
import type { PostAttachmentType } from '@shared/constants';
import type { PostDto } from '@shared/schemas/feed';
import { toMillis } from '@/lib/to-millis';

export interface FeedAuthor {
  uid: string;
  name: string;
  avatar_id: number;
  role: 'teacher' | 'student';
}

export interface FeedVideo {
  status: 'uploading' | 'ready';
  /** Playback URL: the API hands it out (the Firestore document only has the storage path). */
  url: string | null;
  thumbnailUrl: string | null;
  hasThumbnail: boolean;
}

/** An image or PDF on a post; `url` comes from the API once the file passed its checks. */
export interface FeedAttachment {
  id: string;
  name: string;
  contentType: PostAttachmentType;
  size: number;
  kind: 'image' | 'pdf';
  status: 'uploading' | 'ready';
  url: string | null;
}

export interface FeedPost {
  id: string;
  classId: string;
  content: string;
  type: 'text' | 'video';
  author: FeedAuthor;
  video: FeedVideo | null;
  attachments: FeedAttachment[];
  likesCount: number;
  commentsCount: number;
  edited: boolean;
  /** Epoch milliseconds. */
  createdAt: number | null;
  updatedAt: number | null;
}

const count = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? Math.max(0, value) : 0);
const text = (value: unknown) => (typeof value === 'string' ? value : '');

function authorOf(value: unknown): FeedAuthor {
  const author = (value ?? {}) as Partial<FeedAuthor>;
  return {
    uid: text(author.uid),
    name: text(author.name),
    avatar_id: typeof author.avatar_id === 'number' ? author.avatar_id : 0,
    role: author.role === 'teacher' ? 'teacher' : 'student',
  };
}

/** The stored attachments list (no URLs: those come from the API). */
function attachmentsFromDoc(value: unknown): FeedAttachment[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((item: Record<string, unknown>) => {
    if (!item || typeof item.id !== 'string') return [];
    const contentType = text(item.content_type) as PostAttachmentType;
    return [
      {
        id: item.id,
        name: text(item.name),
        contentType,
        size: count(item.size),
        kind: contentType === 'application/pdf' ? 'pdf' : 'image',
        status: item.status === 'ready' ? 'ready' : 'uploading',
        url: null,
      } satisfies FeedAttachment,
    ];
  });
}

/** classes/{classId}/posts/{postId} as docs/classes.md describes it. */
export function postFromDoc(id: string, data: Record<string, unknown>): FeedPost {
  const video = data.video as { status?: string; thumbnail_path?: string | null } | null | undefined;
  const type = data.type === 'video' || video ? 'video' : 'text';
  return {
    id,
    classId: text(data.class_id),
    content: text(data.content),
    type,
    author: authorOf(data.author),
    video:
      type === 'video'
        ? {
            status: video?.status === 'ready' ? 'ready' : 'uploading',
            url: null,
            thumbnailUrl: null,
            hasThumbnail: !!video?.thumbnail_path,
          }
        : null,
    attachments: attachmentsFromDoc(data.attachments),
    likesCount: count(data.likes_count),
    commentsCount: count(data.comments_count),
    edited: data.edited === true,
    createdAt: toMillis(data.created_at),
    updatedAt: toMillis(data.updated_at),
  };
}

export function postFromDto(dto: PostDto): FeedPost {
  return {
    id: dto.id,
    classId: dto.classId,
    content: dto.content ?? '',
    type: dto.type === 'video' ? 'video' : 'text',
    author: authorOf(dto.author),
    video: dto.video
      ? {
          status: dto.video.status === 'ready' ? 'ready' : 'uploading',
          url: dto.video.url ?? null,
          thumbnailUrl: dto.video.thumbnailUrl ?? null,
          hasThumbnail: !!dto.video.thumbnailUrl,
        }
      : null,
    attachments: (dto.attachments ?? []).map((file) => ({ ...file, url: file.url ?? null })),
    likesCount: count(dto.likesCount),
    commentsCount: count(dto.commentsCount),
    edited: dto.edited === true,
    createdAt: toMillis(dto.created_at),
    updatedAt: toMillis(dto.updated_at),
  };
}

/** What this browser did to the list before the live listener has caught up. */
export interface PostsOverlay {
  created: FeedPost[];
  deleted: string[];
  edited: Record<string, FeedPost>;
}

export const emptyOverlay: PostsOverlay = { created: [], deleted: [], edited: {} };

/** A created post goes first (a repeated answer replaces the earlier copy). */
export function withCreated(overlay: PostsOverlay, post: FeedPost): PostsOverlay {
  return { ...overlay, created: [post, ...overlay.created.filter((item) => item.id !== post.id)] };
}

export function withDeleted(overlay: PostsOverlay, postId: string): PostsOverlay {
  if (overlay.deleted.includes(postId)) return overlay;
  return { ...overlay, deleted: [...overlay.deleted, postId] };
}

export function withEdited(overlay: PostsOverlay, post: FeedPost): PostsOverlay {
  return { ...overlay, edited: { ...overlay.edited, [post.id]: post } };
}

/** The live copy is at least as new as our edit: it wins. */
function liveIsCurrent(live: FeedPost, edit: FeedPost): boolean {
  if (live.updatedAt != null && edit.updatedAt != null) return live.updatedAt >= edit.updatedAt;
  return live.content === edit.content;
}

/** Keeps what the live copy lacks (playback and file URLs the API gave) when the live copy wins. */
function fillFrom(live: FeedPost, known: FeedPost | undefined): FeedPost {
  if (!known) return live;
  const urls = new Map(known.attachments.map((file) => [file.id, file.url]));
  const attachments = live.attachments.some((file) => !file.url && urls.get(file.id))
    ? live.attachments.map((file) => (file.url ? file : { ...file, url: urls.get(file.id) ?? null }))
    : live.attachments;
  const withFiles = attachments === live.attachments ? live : { ...live, attachments };
  if (!known.video || !live.video || live.video.url || !known.video.url) return withFiles;
  return { ...withFiles, video: { ...live.video, url: known.video.url, thumbnailUrl: known.video.thumbnailUrl } };
}

/**
 * The list to show: the live posts (newest first) with this browser's changes applied.
 * Created posts the listener has not delivered yet come first, newest first; deleted posts are
 * gone; an edited post shows our edit until the live copy is as new.
 */
export function mergePosts(live: readonly FeedPost[], overlay: PostsOverlay): FeedPost[] {
  const deleted = new Set(overlay.deleted);
  const liveIds = new Set(live.map((post) => post.id));
  const created = overlay.created
    .filter((post) => !liveIds.has(post.id) && !deleted.has(post.id))
    .sort((a, b) => (b.createdAt ?? Number.MAX_SAFE_INTEGER) - (a.createdAt ?? Number.MAX_SAFE_INTEGER));
  const createdById = new Map(overlay.created.map((post) => [post.id, post]));
  const rest = live
    .filter((post) => !deleted.has(post.id))
    .map((post) => {
      const edit = overlay.edited[post.id];
      const known = edit ?? createdById.get(post.id);
      if (edit && !liveIsCurrent(post, edit)) {
        // Counts move independently of the text: keep the live ones.
        const filled = fillFrom(post, edit);
        return { ...edit, likesCount: post.likesCount, commentsCount: post.commentsCount, video: filled.video, attachments: filled.attachments };
      }
      return fillFrom(post, known);
    });
  const withEdits = created.map((post) => overlay.edited[post.id] ?? post);
  return [...withEdits, ...rest];
}

/**
 * Forgets what the live list now shows by itself: a created post once delivered (so a later
 * deletion by someone else really removes it), an edit once the live copy is as new.
 * Deletions stay (a deleted post never comes back). Returns the same object when nothing changed.
 */
export function prunePostsOverlay(live: readonly FeedPost[], overlay: PostsOverlay): PostsOverlay {
  const byId = new Map(live.map((post) => [post.id, post]));
  const created = overlay.created.filter((post) => !byId.has(post.id));
  const editedEntries = Object.entries(overlay.edited);
  const keptEdits = editedEntries.filter(([id, edit]) => {
    const current = byId.get(id);
    return !current || !liveIsCurrent(current, edit);
  });
  if (created.length === overlay.created.length && keptEdits.length === editedEntries.length) return overlay;
  return { ...overlay, created, edited: Object.fromEntries(keptEdits) };
}

/** Whether the live list may have more posts beyond the current limit. */
export function hasMorePosts(liveCount: number, limit: number): boolean {
  return liveCount >= limit;
}
