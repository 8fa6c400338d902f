// Administrators' blog articles: list, get, create, update, delete, cover uploads (docs/site.md 1).
import { Router } from 'express';
import { caller, requireAuth, requireUserType } from '../lib/auth-context';
import { jsonBody, param, parse, route } from '../lib/http';
import { listAdminBlogs } from '../services/blogs/admin-list';
import { getAdminBlog } from '../services/blogs/admin-get';
import { declareBlogCover } from '../services/blogs/cover';
import { createBlog } from '../services/blogs/create';
import { deleteBlog } from '../services/blogs/delete';
import { updateBlog } from '../services/blogs/update';
import { adminBlogListQuerySchema, blogCoverUploadSchema, blogInputSchema, blogPatchSchema } from '../shared/schemas/blog';

export const adminBlogsRouter = Router({ mergeParams: true });
adminBlogsRouter.use(requireAuth, requireUserType('administrator'));

/** GET /admin-blogs?page&limit&status&q -> {status, body: AdminBlog[], total, page, limit}. */
adminBlogsRouter.get(
  '/',
  route(async (req, res) => {
    res.json(await listAdminBlogs(parse(adminBlogListQuerySchema, req.query)));
  }),
);

/** POST /admin-blogs/covers {content_type, size} -> 201 {data: {file_id, upload}}. */
adminBlogsRouter.post(
  '/covers',
  route(async (req, res) => {
    const input = parse(blogCoverUploadSchema, jsonBody(req));
    res.status(201).json({ status: 'success', data: await declareBlogCover(caller(req).uid, input, req.get('origin')) });
  }),
);

/** POST /admin-blogs BlogInput -> 201 {data, message}. */
adminBlogsRouter.post(
  '/',
  route(async (req, res) => {
    const input = parse(blogInputSchema, jsonBody(req));
    res.status(201).json({ status: 'success', data: await createBlog(caller(req).uid, input), message: 'Blog created successfully!' });
  }),
);

/** GET /admin-blogs/{id} -> {data: AdminBlog}. */
adminBlogsRouter.get(
  '/:id',
  route(async (req, res) => {
    res.json({ status: 'success', data: await getAdminBlog(param(req, 'id')) });
  }),
);

/** PATCH /admin-blogs/{id} partial BlogInput -> {data, message}. */
adminBlogsRouter.patch(
  '/:id',
  route(async (req, res) => {
    const patch = parse(blogPatchSchema, jsonBody(req));
    res.json({ status: 'success', data: await updateBlog(param(req, 'id'), patch), message: 'Blog updated successfully!' });
  }),
);

/** DELETE /admin-blogs/{id} -> {message}; the slug is free at once. */
adminBlogsRouter.delete(
  '/:id',
  route(async (req, res) => {
    await deleteBlog(param(req, 'id'));
    res.json({ status: 'success', message: 'Blog deleted successfully!' });
  }),
);
