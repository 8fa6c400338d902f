// /sitemap.xml and /robots.txt, reached through Hosting rewrites (docs/site.md 5): the public
// pages and every visible article, with APP_URL as origin.
import { Router } from 'express';
import { isVisible, visibleSince } from '../domain/blogs/visibility';
import { route } from '../lib/http';
import { sweepQuietly } from '../services/blogs/publish-due';
import { readAllSummaries } from '../services/blogs/repo';
import { appUrl } from '../services/invitations-mail';
import { DISALLOWED_PATHS, PUBLIC_PAGES } from '../shared/site';

export const siteRouter = Router({ mergeParams: true });

const xml = (value: string) => value.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c] ?? c);

siteRouter.get(
  '/sitemap.xml',
  route(async (_req, res) => {
    await sweepQuietly();
    const origin = appUrl();
    const now = Date.now();
    const pages = PUBLIC_PAGES.map(
      (page) => `<url><loc>${xml(origin + page.path)}</loc><changefreq>${page.changefreq}</changefreq><priority>${page.priority.toFixed(1)}</priority></url>`,
    );
    const articles = (await readAllSummaries(['published', 'scheduled']))
      .filter((blog) => isVisible(blog, now))
      .map((blog) => {
        const lastmod = blog.updated_at ?? visibleSince(blog) ?? now;
        return `<url><loc>${xml(`${origin}/blog/${encodeURIComponent(blog.slug)}`)}</loc><lastmod>${new Date(lastmod).toISOString()}</lastmod><changefreq>monthly</changefreq><priority>0.7</priority></url>`;
      });
    res
      .type('application/xml')
      .set('Cache-Control', 'public, max-age=300')
      .send(`<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${[...pages, ...articles].join('\n')}\n</urlset>\n`);
  }),
);

/**
 * Reached from /robots.txt by a Hosting redirect: Cloud Functions answer 404 themselves to any
 * path ending in /robots.txt, without calling the function (docs/site.md 5).
 */
siteRouter.get(
  '/site/robots',
  route(async (_req, res) => {
    const lines = ['User-agent: *', 'Allow: /', ...DISALLOWED_PATHS.map((path) => `Disallow: ${path}`), '', `Sitemap: ${appUrl()}/sitemap.xml`, ''];
    res.type('text/plain').set('Cache-Control', 'public, max-age=3600').send(lines.join('\n'));
  }),
);
