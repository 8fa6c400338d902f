// The administrators' blog API (docs/site.md 1): only administrators write; inputs are parsed
// with blog/* codes; slugs are claimed once (409) and freed by a slug change or a delete;
// covers are checked when an article names them (magic bytes, declared size and type).
import { beforeAll, describe, expect, it } from 'vitest';
import type { AdminBlog, BlogCoverUploadTarget, BlogList } from '@shared/schemas/blog';
import { adminDb } from '../support/admin';
import { call, expectError } from '../support/api';
import { blogInput, createBlog, inAnHour, uniqueWord } from '../support/blogs';
import { SAMPLE_EXE, SAMPLE_PNG, upload } from '../support/files';
import { createTestUser, type TestUser } from '../support/users';

let admin: TestUser;
let student: TestUser;
let teacher: TestUser;
let existing: AdminBlog;

beforeAll(async () => {
  [admin, student, teacher] = await Promise.all([
    createTestUser({ userType: 'administrator' }),
    createTestUser({ userType: 'student' }),
    createTestUser({ userType: 'teacher' }),
  ]);
  // Also warms the function up (its first call is slow on the emulator) outside the tests' time.
  existing = await createBlog(admin);
});

async function declareCover(contentType: string, size: number): Promise<BlogCoverUploadTarget> {
  const result = await call<{ data: BlogCoverUploadTarget }>('POST', '/admin-blogs/covers', { token: admin.token, body: { content_type: contentType, size } });
  expect(result.status, result.text).toBe(201);
  return result.body.data;
}

describe('who may write', () => {
  it('refuses students, teachers and anonymous callers', async () => {
    const calls: Array<[string, string, unknown?]> = [
      ['GET', '/admin-blogs'],
      ['GET', `/admin-blogs/${existing.id}`],
      ['POST', '/admin-blogs', blogInput()],
      ['PATCH', `/admin-blogs/${existing.id}`, { title: 'Defaced title' }],
      ['DELETE', `/admin-blogs/${existing.id}`],
      ['POST', '/admin-blogs/covers', { content_type: 'image/png', size: 10 }],
    ];
    // One after the other: parallel calls make the emulator start more function workers.
    for (const [i, [method, path, body]] of calls.entries()) {
      expectError(await call(method, path, { body }), 401, 'auth/no-token');
      // Every call as a student, a few as a teacher: the same guard answers both.
      for (const who of i < 2 ? [student, teacher] : [student]) expectError(await call(method, path, { token: who.token, body }), 403, 'auth/forbidden');
    }
    expect((await adminDb.doc(`blogs/${existing.id}`).get()).get('title')).toBe(existing.title);
  });
});

describe('create, update, delete', () => {
  it('creates with a slug from the title, reading time and the author', async () => {
    const word = uniqueWord();
    const blog = await createBlog(admin, { title: `Study Habits That Stick ${word}`, content: 'word '.repeat(401) });
    expect(blog).toMatchObject({ slug: `study-habits-that-stick-${word}`, status: 'published', reading_minutes: 3, author_name: 'Test User' });
    expect(blog.published_at).not.toBeNull();
    const claim = await adminDb.doc(`blogSlugs/${blog.slug}`).get();
    expect(claim.get('blog_id')).toBe(blog.id);
  });

  it('refuses malformed input with its code', async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ title: 'ab' }, 'blog/title-required'],
      [{ content: '' }, 'blog/content-required'],
      [{ slug: 'Not a slug!' }, 'blog/invalid-slug'],
      [{ language: 'fr' }, 'blog/invalid-language'],
      [{ status: 'live' }, 'blog/invalid-status'],
      [{ status: 'scheduled' }, 'blog/invalid-publish-at'],
      [{ status: 'scheduled', publish_at: new Date(Date.now() - 1000).toISOString() }, 'blog/invalid-publish-at'],
      [{ faqs: [{ question: 'Q?', answer: '' }] }, 'blog/invalid-faqs'],
      [{ related_ids: ['missing-blog-id'] }, 'blog/invalid-related'],
      [{ tags: Array.from({ length: 11 }, (_, i) => `t${i}`) }, 'blog/invalid-fields'],
      [{ seo: { title: 'x'.repeat(71) } }, 'blog/invalid-fields'],
      [{ unexpected: true }, 'blog/invalid-fields'],
    ];
    for (const [overrides, code] of cases) {
      const result = await call('POST', '/admin-blogs', { token: admin.token, body: blogInput(overrides) });
      expect({ overrides, status: result.status, code: result.body.code }).toEqual({ overrides, status: 400, code });
    }
    expectError(await call('POST', '/admin-blogs', { token: admin.token, rawBody: '[1]' }), 415, 'validation/unsupported-media-type');
    expectError(await call('PATCH', '/admin-blogs/some-id', { token: admin.token, body: {} }), 400, 'validation/all-fields-required');
    expectError(await call('PATCH', '/admin-blogs/no-such-blog', { token: admin.token, body: { title: 'A new title' } }), 404, 'blog/not-found');
    expectError(await call('GET', '/admin-blogs?status=gone', { token: admin.token }), 400, 'blog/invalid-query');
  });

  it('claims slugs once: 409 when taken or another article id; a change and a delete free it', async () => {
    const slug = `taken-${uniqueWord()}`;
    const first = await createBlog(admin, { slug });
    expectError(await call('POST', '/admin-blogs', { token: admin.token, body: blogInput({ slug }) }), 409, 'blog/slug-taken');
    // A slug that is another article's id would make GET /blogs/{idOrSlug} ambiguous.
    const lowercaseId = `id-${uniqueWord()}`;
    await adminDb.doc(`blogs/${lowercaseId}`).set({ slug: `other-${lowercaseId}`, status: 'draft', title: 'Other' });
    expectError(await call('POST', '/admin-blogs', { token: admin.token, body: blogInput({ slug: lowercaseId }) }), 409, 'blog/slug-taken');

    const second = await createBlog(admin);
    expectError(await call('PATCH', `/admin-blogs/${second.id}`, { token: admin.token, body: { slug } }), 409, 'blog/slug-taken');

    const renamed = `renamed-${uniqueWord()}`;
    const patched = await call<{ data: AdminBlog; message: string }>('PATCH', `/admin-blogs/${first.id}`, { token: admin.token, body: { slug: renamed, title: 'A renamed article' } });
    expect(patched.status, patched.text).toBe(200);
    expect(patched.body).toMatchObject({ message: 'Blog updated successfully!', data: { slug: renamed, title: 'A renamed article' } });
    expect((await adminDb.doc(`blogSlugs/${slug}`).get()).exists).toBe(false);
    // The old slug is free for another article at once.
    const taker = await call<{ data: AdminBlog }>('PATCH', `/admin-blogs/${second.id}`, { token: admin.token, body: { slug } });
    expect(taker.status, taker.text).toBe(200);

    const deleted = await call('DELETE', `/admin-blogs/${second.id}`, { token: admin.token });
    expect(deleted.status, deleted.text).toBe(200);
    expect(deleted.body.message).toBe('Blog deleted successfully!');
    expect((await adminDb.doc(`blogSlugs/${slug}`).get()).exists).toBe(false);
    expectError(await call('GET', `/admin-blogs/${second.id}`, { token: admin.token }), 404, 'blog/not-found');
    expectError(await call('DELETE', `/admin-blogs/${second.id}`, { token: admin.token }), 404, 'blog/not-found');
    const again = await createBlog(admin, { slug });
    expect(again.slug).toBe(slug);
  });

  it('lists every status for administrators, filtered by status', async () => {
    const word = uniqueWord();
    const [draft, scheduled] = await Promise.all([
      createBlog(admin, { title: `Draft ${word}`, status: 'draft' }),
      createBlog(admin, { title: `Scheduled ${word}`, status: 'scheduled', publish_at: inAnHour() }),
    ]);
    const all = await call<Omit<BlogList<AdminBlog>, 'status'>>('GET', `/admin-blogs?q=${word}`, { token: admin.token });
    expect(all.status, all.text).toBe(200);
    expect(all.body).toMatchObject({ total: 2, page: 1 });
    expect(all.body.body.map((blog) => blog.status).sort()).toEqual(['draft', 'scheduled']);
    const drafts = await call<Omit<BlogList<AdminBlog>, 'status'>>('GET', `/admin-blogs?q=${word}&status=draft`, { token: admin.token });
    expect(drafts.body.body.map((blog) => blog.id)).toEqual([draft.id]);
    const one = await call<{ data: AdminBlog }>('GET', `/admin-blogs/${scheduled.id}`, { token: admin.token });
    expect(one.body.data).toMatchObject({ status: 'scheduled', published_at: null, content: scheduled.content });
    expect(Date.parse(one.body.data.publish_at ?? '')).toBeGreaterThan(Date.now());
  });
});

describe('covers', () => {
  it('accepts a declared PNG once uploaded and names it on the article', async () => {
    const target = await declareCover('image/png', SAMPLE_PNG.length);
    // Not uploaded yet: the article cannot use it.
    expectError(await call('POST', '/admin-blogs', { token: admin.token, body: blogInput({ cover_id: target.file_id }) }), 404, 'blog/cover-not-found');
    await upload(target.upload, SAMPLE_PNG);
    const blog = await createBlog(admin, { cover_id: target.file_id, cover_alt: 'A pixel' });
    expect(blog.cover).toMatchObject({ id: target.file_id });
    expect(blog.cover?.url).toMatch(/^https?:\/\//);
    const image = await fetch(blog.cover!.url);
    expect(Buffer.from(await image.arrayBuffer())).toEqual(SAMPLE_PNG);
    const cleared = await call<{ data: AdminBlog }>('PATCH', `/admin-blogs/${blog.id}`, { token: admin.token, body: { cover_id: null } });
    expect(cleared.body.data.cover).toBeNull();
  });

  it('refuses other types, oversized declarations, unknown ids and bytes that are not the declared image', async () => {
    for (const body of [{ content_type: 'image/gif', size: 10 }, { content_type: 'image/png', size: 6 * 1024 * 1024 }, { content_type: 'image/png', size: 0 }]) {
      expectError(await call('POST', '/admin-blogs/covers', { token: admin.token, body }), 415, 'blog/invalid-cover');
    }
    expectError(await call('POST', '/admin-blogs', { token: admin.token, body: blogInput({ cover_id: 'no-such-cover' }) }), 404, 'blog/cover-not-found');
    const target = await declareCover('image/png', SAMPLE_EXE.length);
    await upload(target.upload, SAMPLE_EXE);
    expectError(await call('POST', '/admin-blogs', { token: admin.token, body: blogInput({ cover_id: target.file_id }) }), 415, 'blog/invalid-cover');
    // Refused and dropped: naming it again finds nothing.
    expectError(await call('POST', '/admin-blogs', { token: admin.token, body: blogInput({ cover_id: target.file_id }) }), 404, 'blog/cover-not-found');
  });
});
