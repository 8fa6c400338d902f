// /sitemap.xml and /robots.txt, reached through Hosting rewrites (section 5) (docs/site.md). Placeholder: filled in by its owner.
import { Router } from 'express';

export const siteRouter = Router({ mergeParams: true });

