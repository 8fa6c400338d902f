// classes/{classId}/posts/{postId} with likes/{uid} and comments/{commentId}. Counters move
// only by increments written in the same batch as the like or comment they count, so many
// concurrent likes never contend on a read-modify-write of the post.
import { randomUUID } from 'node:crypto';
import { FieldValue, type DocumentReference } from 'firebase-admin/firestore';
import {
  attachmentObjectName,
  attachmentsReady,
  canDeletePost,
  canEditPost,
  nonNegativeCount,
  pageWindow,
  toCommentDto,
  toPostDto,
  type StoredAttachment,
  type StoredComment,
  type StoredPost,
} from '../domain/feed-posts';
import { safeObjectName } from '../domain/file-signature';
import { db } from '../lib/admin';
import { ApiError } from '../lib/http';
import { THUMBNAIL_MAX_BYTES, type UploadContentType } from '../shared/constants';
import type { AttachmentFile, AttachmentUpload, CommentDto, PostDto } from '../shared/schemas/feed';
import type { UploadFile, UploadTarget } from '../shared/schemas/material';
import { classRef, requireClassParticipant, type ClassAccess } from './class-access';
import {
  createUploadSession,
  deleteFolder,
  ensureDownloadToken,
  inspectAttachment,
  inspectUpload,
  setDownloadToken,
  tokenUrl,
  uploadExists,
} from './uploads';

/** Likes listed by GET /feed/{postId}/likes (newest first); likesCount is always the full count. */
export const LIKES_LIST_LIMIT = 100;

// gRPC status codes the admin SDK reports on failed writes.
const NOT_FOUND = 5;
const ALREADY_EXISTS = 6;
const FAILED_PRECONDITION = 9;
const grpcCode = (error: unknown): unknown => (error as { code?: unknown }).code;

const postsOf = (classId: string) => classRef(classId).collection('posts');
const postFolder = (classId: string, postId: string) => `classes/${classId}/posts/${postId}`;
const likeRef = (post: DocumentReference, uid: string) => post.collection('likes').doc(uid);

interface FoundPost {
  ref: DocumentReference;
  classId: string;
  data: StoredPost;
}

/** A post by id alone: posts carry their id in `post_id` for this collection-group query. */
async function findPost(postId: string): Promise<FoundPost> {
  const snap = await db.collectionGroup('posts').where('post_id', '==', postId).limit(1).get();
  const doc = snap.docs[0];
  if (!doc) throw new ApiError('feed/not-found');
  const data = doc.data() as StoredPost;
  return { ref: doc.ref, classId: data.class_id, data };
}

async function postInClass(classId: string, postId: string): Promise<FoundPost> {
  const ref = postsOf(classId).doc(postId);
  const snap = await ref.get();
  if (!snap.exists) throw new ApiError('feed/not-found');
  return { ref, classId, data: snap.data() as StoredPost };
}

/** A post the caller may read: it exists and the caller teaches or is an active member. */
async function readablePost(postId: string, uid: string): Promise<FoundPost & { access: ClassAccess }> {
  const post = await findPost(postId);
  return { ...post, access: await requireClassParticipant(post.classId, uid) };
}

/** How the caller appears on posts, likes and comments: their member document, else their profile. */
async function authorOf(access: ClassAccess, uid: string): Promise<PostDto['author']> {
  const role = access.isTeacher ? 'teacher' : 'student';
  // The member document carries name and avatar_id besides role and status.
  const member = access.member as { name?: unknown; avatar_id?: unknown } | null;
  if (member && typeof member.name === 'string' && member.name) {
    return { uid, name: member.name, avatar_id: typeof member.avatar_id === 'number' ? member.avatar_id : 0, role };
  }
  const profile = (await db.collection('users').doc(uid).get()).data() ?? {};
  const name = [profile.first_name, profile.surname].filter((part) => typeof part === 'string' && part).join(' ');
  return { uid, name, avatar_id: typeof profile.avatar_id === 'number' ? profile.avatar_id : 0, role };
}

const postDto = (data: StoredPost, liked: boolean): PostDto => toPostDto(data, liked, tokenUrl);

async function readPostDto(ref: DocumentReference, uid: string): Promise<PostDto> {
  const [post, like] = await db.getAll(ref, likeRef(ref, uid));
  if (!post?.exists) throw new ApiError('feed/not-found');
  return postDto(post.data() as StoredPost, like?.exists === true);
}

// ── Posts ──────────────────────────────────────────────────────────────────────────────

export async function listPosts(
  uid: string,
  query: { classId: string; page: number; limit: number },
): Promise<{ posts: PostDto[]; total: number }> {
  await requireClassParticipant(query.classId, uid);
  const posts = postsOf(query.classId);
  const countSnap = await posts.count().get();
  const total = countSnap.data().count;
  const { offset } = pageWindow(query.page, query.limit, total);
  const pageSnap = await posts.orderBy('created_at', 'desc').offset(offset).limit(query.limit).get();
  const likes = pageSnap.empty ? [] : await db.getAll(...pageSnap.docs.map((doc) => likeRef(doc.ref, uid)));
  return {
    posts: pageSnap.docs.map((doc, i) => postDto(doc.data() as StoredPost, likes[i]?.exists === true)),
    total,
  };
}

function newPost(
  ref: DocumentReference,
  classId: string,
  author: PostDto['author'],
  content: string,
  video: StoredPost['video'],
  attachments: StoredAttachment[] = [],
): StoredPost {
  const now = FieldValue.serverTimestamp();
  return {
    post_id: ref.id,
    class_id: classId,
    content,
    type: video ? 'video' : 'text',
    author,
    video,
    attachments,
    likes_count: 0,
    comments_count: 0,
    edited: false,
    created_at: now,
    updated_at: now,
  };
}

export async function createPost(uid: string, input: { classId: string; content: string }): Promise<PostDto> {
  const access = await requireClassParticipant(input.classId, uid);
  const ref = postsOf(input.classId).doc();
  await ref.create(newPost(ref, input.classId, await authorOf(access, uid), input.content, null));
  return readPostDto(ref, uid);
}

/** Edits are the author's alone (403 feed/forbidden). */
export async function updatePost(uid: string, classId: string, postId: string, content: string): Promise<PostDto> {
  await requireClassParticipant(classId, uid);
  const post = await postInClass(classId, postId);
  if (!canEditPost(post.data, uid)) throw new ApiError('feed/forbidden');
  try {
    await post.ref.update({ content, edited: true, updated_at: FieldValue.serverTimestamp() });
  } catch (error) {
    if (grpcCode(error) === NOT_FOUND) throw new ApiError('feed/not-found');
    throw error;
  }
  return readPostDto(post.ref, uid);
}

/** The author or a class teacher (moderation); takes likes, comments and the video along. */
export async function deletePost(uid: string, postId: string): Promise<void> {
  const post = await readablePost(postId, uid);
  if (!canDeletePost(post.data, uid, post.access.isTeacher)) throw new ApiError('feed/forbidden');
  await removePost(post);
}

async function removePost(post: FoundPost): Promise<void> {
  await db.recursiveDelete(post.ref);
  await deleteFolder(postFolder(post.classId, post.ref.id));
}

// ── Likes ──────────────────────────────────────────────────────────────────────────────

async function currentLikes(ref: DocumentReference): Promise<number> {
  const snap = await ref.get();
  if (!snap.exists) throw new ApiError('feed/not-found');
  return nonNegativeCount(snap.get('likes_count'));
}

/**
 * One batch: create likes/{uid} and increment the count. A second like fails the create
 * precondition and changes nothing, so liking is idempotent; the answer is the current count.
 */
export async function likePost(uid: string, postId: string): Promise<{ likesCount: number; liked: true }> {
  const post = await readablePost(postId, uid);
  const author = await authorOf(post.access, uid);
  const batch = db.batch();
  batch.create(likeRef(post.ref, uid), { uid, name: author.name, created_at: FieldValue.serverTimestamp() });
  batch.update(post.ref, { likes_count: FieldValue.increment(1) });
  try {
    await batch.commit();
  } catch (error) {
    const code = grpcCode(error);
    if (code === NOT_FOUND) throw new ApiError('feed/not-found');
    if (code !== ALREADY_EXISTS) throw error;
  }
  return { likesCount: await currentLikes(post.ref), liked: true };
}

/** One batch: delete likes/{uid} (it must exist) and decrement; without a like nothing changes. */
export async function unlikePost(uid: string, postId: string): Promise<{ likesCount: number; liked: false }> {
  const post = await readablePost(postId, uid);
  const batch = db.batch();
  batch.delete(likeRef(post.ref, uid), { exists: true });
  batch.update(post.ref, { likes_count: FieldValue.increment(-1) });
  try {
    await batch.commit();
  } catch (error) {
    const code = grpcCode(error);
    // Not liked (or the post is gone: currentLikes tells which).
    if (code !== NOT_FOUND && code !== FAILED_PRECONDITION) throw error;
  }
  return { likesCount: await currentLikes(post.ref), liked: false };
}

export async function listLikes(
  uid: string,
  postId: string,
): Promise<{ likes: { uid: string; name: string }[]; likesCount: number; userLiked: boolean }> {
  const post = await readablePost(postId, uid);
  const [likesSnap, [postSnap, own]] = await Promise.all([
    post.ref.collection('likes').orderBy('created_at', 'desc').limit(LIKES_LIST_LIMIT).get(),
    db.getAll(post.ref, likeRef(post.ref, uid)),
  ]);
  if (!postSnap?.exists) throw new ApiError('feed/not-found');
  return {
    likes: likesSnap.docs.map((doc) => ({ uid: doc.id, name: String(doc.get('name') ?? '') })),
    likesCount: nonNegativeCount(postSnap.get('likes_count')),
    userLiked: own?.exists === true,
  };
}

export async function userLiked(uid: string, postId: string): Promise<boolean> {
  const post = await readablePost(postId, uid);
  return (await likeRef(post.ref, uid).get()).exists;
}

// ── Comments ───────────────────────────────────────────────────────────────────────────

/** One batch: the comment and comments_count + 1. */
export async function addComment(
  uid: string,
  postId: string,
  content: string,
): Promise<{ comment: CommentDto; commentsCount: number }> {
  const post = await readablePost(postId, uid);
  const { role: _role, ...author } = await authorOf(post.access, uid);
  const ref = post.ref.collection('comments').doc();
  const comment: StoredComment = { feedPostId: postId, content, author, created_at: FieldValue.serverTimestamp() };
  const batch = db.batch();
  batch.create(ref, comment);
  batch.update(post.ref, { comments_count: FieldValue.increment(1) });
  try {
    await batch.commit();
  } catch (error) {
    if (grpcCode(error) === NOT_FOUND) throw new ApiError('feed/not-found');
    throw error;
  }
  const [commentSnap, postSnap] = await db.getAll(ref, post.ref);
  return {
    comment: toCommentDto(ref.id, commentSnap!.data() as StoredComment),
    commentsCount: nonNegativeCount(postSnap?.get('comments_count')),
  };
}

export async function listComments(
  uid: string,
  postId: string,
  query: { page: number; limit: number },
): Promise<{ comments: CommentDto[]; total: number; page: number; totalPages: number }> {
  const post = await readablePost(postId, uid);
  const comments = post.ref.collection('comments');
  const total = (await comments.count().get()).data().count;
  const { offset, totalPages } = pageWindow(query.page, query.limit, total);
  const snap = await comments.orderBy('created_at', 'desc').offset(offset).limit(query.limit).get();
  return {
    comments: snap.docs.map((doc) => toCommentDto(doc.id, doc.data() as StoredComment)),
    total,
    page: query.page,
    totalPages,
  };
}

// ── Video posts ────────────────────────────────────────────────────────────────────────

/** A video post (status uploading) and the upload sessions for its MP4 and any attachments. */
export async function initiateVideoPost(
  uid: string,
  input: { classId: string; content: string; file: UploadFile; attachments?: AttachmentFile[] },
  origin?: string,
): Promise<{ post: PostDto; upload: UploadTarget; attachmentUploads: AttachmentUpload[] }> {
  if (input.file.contentType !== 'video/mp4') throw new ApiError('upload/unsupported-format');
  const access = await requireClassParticipant(input.classId, uid);
  const ref = postsOf(input.classId).doc();
  const path = `${postFolder(input.classId, ref.id)}/video.mp4`;
  const [upload, announced] = await Promise.all([
    createUploadSession(path, input.file, origin),
    announceAttachments(input.classId, ref.id, input.attachments ?? [], origin),
  ]);
  const video: StoredPost['video'] = {
    path,
    content_type: input.file.contentType,
    size: input.file.size,
    status: 'uploading',
    token: null,
    thumbnail_path: null,
    thumbnail_content_type: null,
    thumbnail_size: null,
    thumbnail_token: null,
  };
  await ref.create(newPost(ref, input.classId, await authorOf(access, uid), input.content, video, announced.stored));
  return { post: await readPostDto(ref, uid), upload, attachmentUploads: announced.uploads };
}

/** The author's own video post, still a video post. */
async function ownVideoPost(uid: string, postId: string): Promise<FoundPost & { video: NonNullable<StoredPost['video']> }> {
  const post = await readablePost(postId, uid);
  if (!canEditPost(post.data, uid)) throw new ApiError('feed/forbidden');
  const video = post.data.video;
  if (post.data.type !== 'video' || !video) throw new ApiError('validation/invalid-input');
  return { ...post, video };
}

/**
 * Checks the uploaded MP4 (its attachments, and the thumbnail, if one was uploaded), then
 * status ready. A bad video or attachment removes the post; a bad thumbnail is deleted and refused, and completing again without
 * it works. A thumbnail that was announced but never uploaded is dropped.
 */
export async function completeVideoPost(uid: string, postId: string): Promise<PostDto> {
  const post = await ownVideoPost(uid, postId);
  if (post.video.status === 'ready') return readPostDto(post.ref, uid);
  try {
    await inspectUpload(post.video.path, { contentType: post.video.content_type as UploadContentType, size: post.video.size });
  } catch (error) {
    if (error instanceof ApiError && error.code === 'upload/invalid-file') await removePost(post);
    throw error;
  }
  const attachments = await checkAttachments(post);
  let thumbnailPath = post.video.thumbnail_path ?? null;
  let thumbnailToken: string | null = null;
  if (thumbnailPath && !(await uploadExists(thumbnailPath))) thumbnailPath = null;
  if (thumbnailPath) {
    try {
      await inspectUpload(thumbnailPath, {
        contentType: post.video.thumbnail_content_type as UploadContentType,
        size: post.video.thumbnail_size ?? 0,
        maxBytes: THUMBNAIL_MAX_BYTES,
      });
    } catch (error) {
      if (error instanceof ApiError && error.code === 'upload/invalid-file') await clearThumbnail(post.ref);
      throw error;
    }
    thumbnailToken = await ensureDownloadToken(thumbnailPath);
  }
  const token = await ensureDownloadToken(post.video.path);
  await post.ref.update({
    'video.status': 'ready',
    'video.token': token,
    'video.thumbnail_path': thumbnailPath,
    'video.thumbnail_token': thumbnailToken,
    ...(!thumbnailPath && { 'video.thumbnail_content_type': null, 'video.thumbnail_size': null }),
    ...(attachments && { attachments }),
    updated_at: FieldValue.serverTimestamp(),
  });
  return readPostDto(post.ref, uid);
}

async function clearThumbnail(ref: DocumentReference): Promise<void> {
  await ref.update({
    'video.thumbnail_path': null,
    'video.thumbnail_content_type': null,
    'video.thumbnail_size': null,
    'video.thumbnail_token': null,
  });
}

/** An upload session for the video's thumbnail (JPEG or PNG up to 2 MB), before completion. */
export async function requestThumbnail(
  uid: string,
  input: { postId: string; contentType: UploadContentType; size: number },
  origin?: string,
): Promise<{ signedUrl: string; upload: UploadTarget }> {
  const post = await ownVideoPost(uid, input.postId);
  if (post.video.status !== 'uploading') throw new ApiError('validation/invalid-input');
  const path = `${postFolder(post.classId, post.ref.id)}/thumbnail`;
  const upload = await createUploadSession(path, input, origin);
  await post.ref.update({
    'video.thumbnail_path': path,
    'video.thumbnail_content_type': input.contentType,
    'video.thumbnail_size': input.size,
  });
  return { signedUrl: upload.url, upload };
}

// ── Attachments: images and PDFs ──────────────────────────────────────────────────────

/**
 * An upload session per announced file, at `attachments/{id}-{safe name}` in the post's folder
 * (so deleting the post deletes them). Each gets its download token now; the object receives
 * it only once its checks passed.
 */
async function announceAttachments(
  classId: string,
  postId: string,
  files: readonly AttachmentFile[],
  origin?: string,
): Promise<{ stored: StoredAttachment[]; uploads: AttachmentUpload[] }> {
  const announced = await Promise.all(
    files.map(async (file) => {
      const id = randomUUID();
      const path = `${postFolder(classId, postId)}/${attachmentObjectName(id, safeObjectName(file.name))}`;
      const upload = await createUploadSession(path, file, origin);
      const stored: StoredAttachment = {
        id,
        name: file.name,
        path,
        content_type: file.contentType,
        size: file.size,
        status: 'uploading',
        token: randomUUID(),
      };
      return { stored, upload: { attachmentId: id, name: file.name, upload } };
    }),
  );
  return { stored: announced.map((item) => item.stored), uploads: announced.map((item) => item.upload) };
}

/**
 * Checks every attachment still uploading (type by magic bytes and structure, declared size,
 * the type's limit) and publishes it under its token. Not all uploaded yet: 409
 * upload/not-finished, nothing changes. One refused: the post and its files are removed and
 * the answer says which file and why (422 upload/invalid-file {reason, file}). Returns the
 * checked list to store, or null when there was nothing to check.
 */
async function checkAttachments(post: FoundPost): Promise<StoredAttachment[] | null> {
  const files = post.data.attachments ?? [];
  if (attachmentsReady(files)) return null;
  const pending = files.filter((file) => file.status !== 'ready');
  const results = await Promise.allSettled(
    pending.map((file) => inspectAttachment(file.path, { contentType: file.content_type, size: file.size })),
  );
  const refused = results.findIndex(
    (result) => result.status === 'rejected' && result.reason instanceof ApiError && result.reason.code === 'upload/invalid-file',
  );
  if (refused >= 0) {
    await removePost(post);
    const error = (results[refused] as PromiseRejectedResult).reason as ApiError;
    throw new ApiError('upload/invalid-file', { ...error.values, file: pending[refused]!.name });
  }
  const failed = results.find((result): result is PromiseRejectedResult => result.status === 'rejected');
  if (failed) throw failed.reason;
  await Promise.all(pending.map((file) => setDownloadToken(file.path, file.token)));
  return files.map((file) => ({ ...file, status: 'ready' }));
}

/** A post with images and PDFs (no video): the post (files uploading) and where each file goes. */
export async function initiateAttachmentPost(
  uid: string,
  input: { classId: string; content: string; attachments: AttachmentFile[] },
  origin?: string,
): Promise<{ post: PostDto; attachmentUploads: AttachmentUpload[] }> {
  const access = await requireClassParticipant(input.classId, uid);
  const ref = postsOf(input.classId).doc();
  const announced = await announceAttachments(input.classId, ref.id, input.attachments, origin);
  await ref.create(newPost(ref, input.classId, await authorOf(access, uid), input.content, null, announced.stored));
  return { post: await readPostDto(ref, uid), attachmentUploads: announced.uploads };
}

/** The author checks the uploaded files; completing again once ready changes nothing. */
export async function completeAttachmentPost(uid: string, postId: string): Promise<PostDto> {
  const post = await readablePost(postId, uid);
  if (!canEditPost(post.data, uid)) throw new ApiError('feed/forbidden');
  // A video post's files are checked with its video (POST /feed/video-upload-complete).
  if (post.data.type === 'video' || !post.data.attachments?.length) throw new ApiError('validation/invalid-input');
  const attachments = await checkAttachments(post);
  if (attachments) {
    try {
      await post.ref.update({ attachments, updated_at: FieldValue.serverTimestamp() });
    } catch (error) {
      if (grpcCode(error) === NOT_FOUND) throw new ApiError('feed/not-found');
      throw error;
    }
  }
  return readPostDto(post.ref, uid);
}
