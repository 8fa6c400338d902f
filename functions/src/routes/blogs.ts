// Public blogs: list, article by id or slug, subscribe, confirm, unsubscribe (section 1) (docs/site.md). Placeholder: filled in by its owner.
import { Router } from 'express';

export const blogsRouter = Router({ mergeParams: true });

