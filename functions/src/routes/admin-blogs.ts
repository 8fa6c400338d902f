// Administrators' blog articles: list, get, create, update, delete, cover uploads (section 1) (docs/site.md). Placeholder: filled in by its owner.
import { Router } from 'express';
import { requireAuth, requireUserType } from '../lib/auth-context';
export const adminBlogsRouter = Router({ mergeParams: true });
adminBlogsRouter.use(requireAuth, requireUserType('administrator'));
