import { Router, type Request } from 'express';
import { caller, requireAuth } from '../lib/auth-context';
import { jsonBody, parse, route } from '../lib/http';
import {
  attachmentUploadCompleteRequestSchema,
  attachmentUploadInitiateRequestSchema,
  classIdQuerySchema,
  commentsQuerySchema,
  createCommentRequestSchema,
  createPostRequestSchema,
  feedListQuerySchema,
  thumbnailRequestSchema,
  updatePostRequestSchema,
  videoUploadCompleteRequestSchema,
  videoUploadInitiateRequestSchema,
} from '../shared/schemas/feed';
import {
  addComment,
  completeAttachmentPost,
  completeVideoPost,
  createPost,
  deletePost,
  initiateAttachmentPost,
  initiateVideoPost,
  likePost,
  listComments,
  listLikes,
  listPosts,
  requestThumbnail,
  unlikePost,
  updatePost,
  userLiked,
} from '../services/feed';

/** Class feeds: readable and writable by class teachers and active members. */
export const feedRouter = Router();
feedRouter.use(requireAuth);

const uidOf = (req: Request) => caller(req).uid;
const postIdOf = (req: Request) => String(req.params.postId);

/** GET /feed/?classId=&page=&limit= -> { posts, total } newest first. */
feedRouter.get(
  '/',
  route(async (req, res) => {
    const query = parse(feedListQuerySchema, req.query);
    res.json({ status: 'success', ...(await listPosts(uidOf(req), query)) });
  }),
);

/** POST /feed { classId, content } -> 201 { post }. */
feedRouter.post(
  '/',
  route(async (req, res) => {
    const input = parse(createPostRequestSchema, jsonBody(req));
    res.status(201).json({ status: 'success', post: await createPost(uidOf(req), input) });
  }),
);

/** POST /feed/video-upload-initiate { classId, content?, file, attachments? } -> 201 { post, upload, attachmentUploads }. */
feedRouter.post(
  '/video-upload-initiate',
  route(async (req, res) => {
    const input = parse(videoUploadInitiateRequestSchema, jsonBody(req));
    res.status(201).json({ status: 'success', ...(await initiateVideoPost(uidOf(req), input, req.get('origin'))) });
  }),
);

/** POST /feed/video-upload-complete { postId } -> { post } once the video passed its check. */
feedRouter.post(
  '/video-upload-complete',
  route(async (req, res) => {
    const { postId } = parse(videoUploadCompleteRequestSchema, jsonBody(req));
    res.json({ status: 'success', post: await completeVideoPost(uidOf(req), postId) });
  }),
);

/** POST /feed/attachment-upload-initiate { classId, content?, attachments } -> 201 { post, attachmentUploads }. */
feedRouter.post(
  '/attachment-upload-initiate',
  route(async (req, res) => {
    const input = parse(attachmentUploadInitiateRequestSchema, jsonBody(req));
    res.status(201).json({ status: 'success', ...(await initiateAttachmentPost(uidOf(req), input, req.get('origin'))) });
  }),
);

/** POST /feed/attachment-upload-complete { postId } -> { post } once every file passed its checks. */
feedRouter.post(
  '/attachment-upload-complete',
  route(async (req, res) => {
    const { postId } = parse(attachmentUploadCompleteRequestSchema, jsonBody(req));
    res.json({ status: 'success', post: await completeAttachmentPost(uidOf(req), postId) });
  }),
);

/** POST /feed/thumbnail { postId, contentType, size } -> { signedUrl, upload }. */
feedRouter.post(
  '/thumbnail',
  route(async (req, res) => {
    const input = parse(thumbnailRequestSchema, jsonBody(req));
    res.json({ status: 'success', ...(await requestThumbnail(uidOf(req), input, req.get('origin'))) });
  }),
);

/** PATCH /feed/{postId}?classId= { content } (the author) -> { post }. */
feedRouter.patch(
  '/:postId',
  route(async (req, res) => {
    const { classId } = parse(classIdQuerySchema, req.query);
    const { content } = parse(updatePostRequestSchema, jsonBody(req));
    res.json({ status: 'success', post: await updatePost(uidOf(req), classId, postIdOf(req), content) });
  }),
);

/** DELETE /feed/{postId} (the author or a class teacher). */
feedRouter.delete(
  '/:postId',
  route(async (req, res) => {
    await deletePost(uidOf(req), postIdOf(req));
    res.json({ status: 'success' });
  }),
);

/** POST /feed/{postId}/like -> { likesCount, liked: true } (idempotent). */
feedRouter.post(
  '/:postId/like',
  route(async (req, res) => {
    res.json({ status: 'success', ...(await likePost(uidOf(req), postIdOf(req))) });
  }),
);

/** DELETE /feed/{postId}/like -> { likesCount, liked: false } (never below 0). */
feedRouter.delete(
  '/:postId/like',
  route(async (req, res) => {
    res.json({ status: 'success', ...(await unlikePost(uidOf(req), postIdOf(req))) });
  }),
);

/** GET /feed/{postId}/likes -> { likes: [{ uid, name }], likesCount, userLiked }. */
feedRouter.get(
  '/:postId/likes',
  route(async (req, res) => {
    res.json({ status: 'success', ...(await listLikes(uidOf(req), postIdOf(req))) });
  }),
);

/** GET /feed/{postId}/user-liked -> { liked }. */
feedRouter.get(
  '/:postId/user-liked',
  route(async (req, res) => {
    res.json({ status: 'success', liked: await userLiked(uidOf(req), postIdOf(req)) });
  }),
);

/** POST /feed/{postId}/comments { content } -> 201 { comment, commentsCount }. */
feedRouter.post(
  '/:postId/comments',
  route(async (req, res) => {
    const { content } = parse(createCommentRequestSchema, jsonBody(req));
    res.status(201).json({ status: 'success', ...(await addComment(uidOf(req), postIdOf(req), content)) });
  }),
);

/** GET /feed/{postId}/comments?page=&limit= -> { comments (newest first), total, page, totalPages }. */
feedRouter.get(
  '/:postId/comments',
  route(async (req, res) => {
    const query = parse(commentsQuerySchema, req.query);
    res.json({ status: 'success', ...(await listComments(uidOf(req), postIdOf(req), query)) });
  }),
);
