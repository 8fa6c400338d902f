// The public site's indexable pages (docs/site.md 5): listed in /sitemap.xml and allowed by
// /robots.txt; the web app gives each its own title, description and canonical link.

export interface PublicPage {
  path: string;
  /** Sitemap hints. */
  changefreq: 'daily' | 'weekly' | 'monthly' | 'yearly';
  priority: number;
}

export const PUBLIC_PAGES: readonly PublicPage[] = [
  { path: '/', changefreq: 'weekly', priority: 1 },
  { path: '/overview', changefreq: 'monthly', priority: 0.8 },
  { path: '/features', changefreq: 'monthly', priority: 0.8 },
  { path: '/pricing', changefreq: 'monthly', priority: 0.8 },
  { path: '/enterprise', changefreq: 'monthly', priority: 0.7 },
  { path: '/assessment', changefreq: 'monthly', priority: 0.7 },
  { path: '/vark', changefreq: 'monthly', priority: 0.6 },
  { path: '/personality-test', changefreq: 'monthly', priority: 0.6 },
  { path: '/blogs', changefreq: 'daily', priority: 0.8 },
  { path: '/testimonials', changefreq: 'monthly', priority: 0.5 },
  { path: '/faqs', changefreq: 'monthly', priority: 0.6 },
  { path: '/help-center', changefreq: 'monthly', priority: 0.6 },
  { path: '/community', changefreq: 'monthly', priority: 0.5 },
  { path: '/learning-resources', changefreq: 'monthly', priority: 0.6 },
  { path: '/guest/quiz/play', changefreq: 'yearly', priority: 0.4 },
  { path: '/privacy-policy', changefreq: 'yearly', priority: 0.3 },
  { path: '/terms-of-use', changefreq: 'yearly', priority: 0.3 },
  { path: '/imprint', changefreq: 'yearly', priority: 0.3 },
];

/** Paths crawlers should skip: the API and the signed-in app. */
export const DISALLOWED_PATHS: readonly string[] = [
  '/api/', '/home', '/classroom', '/class', '/market', '/admin', '/training-centre', '/courses', '/settingProfile',
  '/wallet', '/notification', '/huda-ai', '/blogs/subscribe', '/blogs/unsubscribe', '/verify-payment',
];
