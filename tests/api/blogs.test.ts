// The public blog API (docs/site.md 1 and 5): visible articles only, paged with a total, by id
// or slug (Arabic slugs URL-encoded), scheduled ones shown once due (the sweep before reads),
// and the sitemap and robots.txt served through Hosting.
import { beforeAll, describe, expect, it } from 'vitest';
import type { AdminBlog, BlogDetail, BlogList, BlogSummary } from '@shared/schemas/blog';
import { DISALLOWED_PATHS, PUBLIC_PAGES } from '@shared/site';
import { adminDb } from '../support/admin';
import { call, expectError } from '../support/api';
import { createBlog, inAnHour, uniqueWord } from '../support/blogs';
import { APP_ORIGIN } from '../support/env';
import { createTestUser } from '../support/users';

const TAG = `t${uniqueWord()}`;
const ARABIC_SLUG = `التعلم-بالاختبارات-${uniqueWord()}`;
let published: AdminBlog[];
let arabic: AdminBlog;
let draft: AdminBlog;
let scheduled: AdminBlog;

const list = (query: string) => call<Omit<BlogList<BlogSummary>, 'status'>>('GET', `/blogs?${query}`);

beforeAll(async () => {
  const admin = await createTestUser({ userType: 'administrator' });
  const tags = [TAG, 'study'];
  const english = await Promise.all([1, 2, 3].map((n) => createBlog(admin, { title: `English article ${n} ${uniqueWord()}`, tags })));
  arabic = await createBlog(admin, {
    title: 'التعلم بالاختبارات', slug: ARABIC_SLUG, language: 'ar', tags, related_ids: [english[0]!.id],
    content: '## لماذا\n\nلأن التدريب يثبت المعرفة.', faqs: [{ question: 'كم دقيقة؟', answer: 'عشر دقائق يوميا.' }],
  });
  const secondArabic = await createBlog(admin, { title: `مقال عربي ثان ${uniqueWord()}`, language: 'ar', tags });
  [draft, scheduled] = await Promise.all([
    createBlog(admin, { status: 'draft', tags }),
    createBlog(admin, { status: 'scheduled', publish_at: inAnHour(), tags }),
  ]);
  published = [...english, arabic, secondArabic];
});

describe('GET /blogs', () => {
  it('pages visible articles, newest first, with the total', async () => {
    const first = await list(`tag=${TAG}&limit=2&page=1`);
    expect(first.status, first.text).toBe(200);
    expect(first.body).toMatchObject({ status: 'success', total: 5, page: 1, limit: 2 });
    expect(first.body.body).toHaveLength(2);
    const pages = [first.body.body, (await list(`tag=${TAG}&limit=2&page=2`)).body.body, (await list(`tag=${TAG}&limit=2&page=3`)).body.body];
    const ids = pages.flat().map((blog) => blog.id);
    expect(ids).toHaveLength(5);
    expect(new Set(ids)).toEqual(new Set(published.map((blog) => blog.id)));
    expect(ids).not.toContain(draft.id);
    expect(ids).not.toContain(scheduled.id);
    const times = pages.flat().map((blog) => Date.parse(blog.published_at ?? ''));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    // Summaries carry no body.
    expect(first.body.body[0]).not.toHaveProperty('content');
  });

  it('filters by language and by folded text; paginate=false answers the first page of the maximum', async () => {
    const ar = await list(`tag=${TAG}&language=ar`);
    expect(ar.body.total).toBe(2);
    const q = await list(`q=${encodeURIComponent('الاختبارات')}&tag=${TAG}`);
    expect(q.body.body.map((blog) => blog.id)).toEqual([arabic.id]);
    const all = await list(`tag=${TAG}&paginate=false&limit=1`);
    expect(all.body).toMatchObject({ total: 5, page: 1, limit: 50 });
    expect(all.body.body).toHaveLength(5);
  });

  it('refuses malformed queries with blog/invalid-query', async () => {
    for (const query of ['limit=0', 'limit=51', 'page=x', 'language=fr', 'unknown=1', 'page=1&page=2']) {
      expectError(await list(query), 400, 'blog/invalid-query');
    }
  });
});

describe('GET /blogs/{idOrSlug}', () => {
  it('answers an article by id and by slug, with its related ones', async () => {
    const english = published[0]!;
    const byId = await call<{ data: BlogDetail }>('GET', `/blogs/${english.id}`);
    expect(byId.status, byId.text).toBe(200);
    expect(byId.body.data).toMatchObject({ id: english.id, slug: english.slug, content: english.content, faqs: english.faqs, seo: english.seo });
    const bySlug = await call<{ data: BlogDetail }>('GET', `/blogs/${english.slug}`);
    expect(bySlug.body.data.id).toBe(english.id);
    // No related_ids: up to 3 newest of the same language.
    expect(byId.body.data.related.length).toBeGreaterThan(0);
    expect(byId.body.data.related.every((blog) => blog.language === 'en' && blog.id !== english.id)).toBe(true);
  });

  it('finds an Arabic slug, URL-encoded', async () => {
    const result = await call<{ data: BlogDetail }>('GET', `/blogs/${encodeURIComponent(ARABIC_SLUG)}`);
    expect(result.status, result.text).toBe(200);
    expect(result.body.data).toMatchObject({ id: arabic.id, slug: ARABIC_SLUG, language: 'ar', title: 'التعلم بالاختبارات' });
    expect(result.body.data.related.map((blog) => blog.id)).toEqual([published[0]!.id]);
  });

  it('is 404 blog/not-found for drafts, future ones and unknown names', async () => {
    for (const name of [draft.id, draft.slug, scheduled.id, scheduled.slug, 'no-such-article', 'لا-يوجد', '__x__', 'A B']) {
      expectError(await call('GET', `/blogs/${encodeURIComponent(name)}`), 404, 'blog/not-found');
    }
  });

  it('shows a scheduled article once due: the sweep publishes it at its time', async () => {
    const due = Date.now() - 60_000;
    await adminDb.doc(`blogs/${scheduled.id}`).update({ publish_at: new Date(due) });
    const result = await call<{ data: BlogDetail }>('GET', `/blogs/${scheduled.slug}`);
    expect(result.status, result.text).toBe(200);
    expect(Date.parse(result.body.data.published_at ?? '')).toBe(due);
    const stored = (await adminDb.doc(`blogs/${scheduled.id}`).get()).data();
    expect(stored?.status).toBe('published');
    expect(stored?.published_at.toMillis()).toBe(due);
    expect(stored?.announced_at).not.toBeNull();
    expect((await list(`tag=${TAG}`)).body.total).toBe(6);
  });
});

describe('sitemap.xml and robots.txt through Hosting', () => {
  it('lists the public pages and the visible articles with lastmod', async () => {
    const response = await fetch(`${APP_ORIGIN}/sitemap.xml`);
    const text = await response.text();
    expect(response.status, text.slice(0, 300)).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/xml/);
    expect(text).toMatch(/^<\?xml/);
    for (const page of PUBLIC_PAGES) expect(text).toMatch(new RegExp(`<loc>https?://[^<]+${page.path === '/' ? '/' : page.path}</loc>`));
    const loc = (slug: string) => `/blog/${encodeURIComponent(slug)}</loc><lastmod>`;
    expect(text).toContain(loc(ARABIC_SLUG));
    expect(text).toContain(loc(published[0]!.slug));
    expect(text).not.toContain(`/blog/${draft.slug}<`);
  });

  it('robots.txt (a redirect to the function, see docs/site.md 5) disallows the app and names the sitemap', async () => {
    const redirect = await fetch(`${APP_ORIGIN}/robots.txt`, { redirect: 'manual' });
    expect(redirect.status).toBe(302);
    expect(redirect.headers.get('location')).toMatch(/\/api\/v1\/site\/robots$/);
    const response = await fetch(`${APP_ORIGIN}/robots.txt`);
    const text = await response.text();
    expect(response.status, text.slice(0, 200)).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/text\/plain/);
    for (const path of DISALLOWED_PATHS) expect(text).toContain(`Disallow: ${path}\n`);
    expect(text).toMatch(/^Sitemap: https?:\/\/\S+\/sitemap\.xml$/m);
  });
});
