// Public blogs: list, article by id or slug, subscribe, confirm, unsubscribe (docs/site.md 1).
// No login.
import { Router } from 'express';
import { clientAddress } from '../lib/client-address';
import { jsonBody, parse } from '../lib/http';
import { confirmSubscription } from '../services/blogs/confirm';
import { getPublicBlog } from '../services/blogs/get-public';
import { listPublicBlogs } from '../services/blogs/list-public';
import { subscribe } from '../services/blogs/subscribe';
import { unsubscribe } from '../services/blogs/unsubscribe';
import { blogListQuerySchema, blogSubscribeSchema, blogTokenSchema } from '../shared/schemas/blog';
import type { Request, Response, NextFunction } from 'express';

export const blogsRouter = Router({ mergeParams: true });

/**
 * Like lib/http route(), without its id check of path parameters: an article is also named by
 * its slug, which may be Arabic (Express has URL-decoded it); get-public checks it.
 */
const open =
  (handler: (req: Request, res: Response) => Promise<unknown>) =>
  (req: Request, res: Response, next: NextFunction): void => {
    handler(req, res).catch(next);
  };

/** GET /blogs?page&limit&paginate&language&q&tag -> {status, body, total, page, limit}. */
blogsRouter.get(
  '/',
  open(async (req, res) => {
    res.json(await listPublicBlogs(parse(blogListQuerySchema, req.query)));
  }),
);

/** POST /blogs/subscribe {email, language} -> 202, the same for every address. */
blogsRouter.post(
  '/subscribe',
  open(async (req, res) => {
    const input = parse(blogSubscribeSchema, jsonBody(req));
    await subscribe(input, clientAddress(req));
    res.status(202).json({ status: 'success', message: 'Please check your inbox to confirm your subscription.' });
  }),
);

/** POST /blogs/subscribe/confirm {token} -> {data: {email (masked)}}. */
blogsRouter.post(
  '/subscribe/confirm',
  open(async (req, res) => {
    const { token } = parse(blogTokenSchema, jsonBody(req));
    res.json({ status: 'success', data: await confirmSubscription(token) });
  }),
);

/** POST /blogs/unsubscribe {token} -> {data: {email (masked)}}; idempotent. */
blogsRouter.post(
  '/unsubscribe',
  open(async (req, res) => {
    const { token } = parse(blogTokenSchema, jsonBody(req));
    res.json({ status: 'success', data: await unsubscribe(token) });
  }),
);

/** GET /blogs/{idOrSlug} -> {status, data: BlogDetail}; 404 blog/not-found. */
blogsRouter.get(
  '/:idOrSlug',
  open(async (req, res) => {
    res.json({ status: 'success', data: await getPublicBlog(String(req.params.idOrSlug)) });
  }),
);
