import { describe, expect, it } from 'vitest';
import type { AdminBlog } from './blog-types';
import {
  checkBlogForm, emptyBlogForm, formFromBlog, formSnapshot, fromLocalInput, move, parseTags, serverFieldErrors, toBlogInput, toLocalInput,
  withSlug, withTitle,
} from './blog-form';

const NOW = Date.parse('2026-05-01T10:00:00Z');

const BLOG: AdminBlog = {
  id: 'b1', slug: 'hello-world', language: 'en', title: 'Hello world', excerpt: 'Hi', cover: { id: 'c1', url: 'https://x/c.png' }, cover_alt: 'A cover',
  tags: ['maths'], published_at: null, content: '## One', faqs: [{ question: 'Q?', answer: 'A.' }], seo: { title: 'S', description: 'D' },
  related_ids: ['b2'], status: 'scheduled', publish_at: '2026-06-01T08:30:00.000Z', announced_at: null, created_at: null, updated_at: null, related: [],
  author_name: 'Admin', reading_minutes: 1,
};

describe('blog form', () => {
  it('follows the title with the slug until the slug is edited', () => {
    let form = withTitle(emptyBlogForm(), 'Learning With Sparks!');
    expect(form.slug).toBe('learning-with-sparks');
    form = withSlug(form, 'my-slug');
    expect(withTitle(form, 'Other').slug).toBe('my-slug');
    form = withSlug(form, '  ');
    expect(form).toMatchObject({ slug: 'learning-with-sparks', slugEdited: false });
    expect(withTitle(emptyBlogForm(), 'تعلّم مع سباركس').slug).toBe('تعلم-مع-سباركس');
  });

  it('maps a stored article to the form and back', () => {
    const form = formFromBlog(BLOG);
    expect(form.publishAt).toBe(toLocalInput(BLOG.publish_at));
    expect(fromLocalInput(form.publishAt)).toBe(BLOG.publish_at);
    expect(toBlogInput(form)).toEqual({
      title: 'Hello world', slug: 'hello-world', language: 'en', excerpt: 'Hi', content: '## One', cover_id: 'c1', cover_alt: 'A cover', tags: ['maths'],
      faqs: [{ question: 'Q?', answer: 'A.' }], related_ids: ['b2'], seo: { title: 'S', description: 'D' }, status: 'scheduled',
      publish_at: BLOG.publish_at,
    });
    expect(toBlogInput({ ...form, status: 'draft' })).not.toHaveProperty('publish_at');
    expect(toBlogInput({ ...form, slug: ' ', cover: null })).toMatchObject({ cover_id: null });
    expect(toBlogInput({ ...form, slug: ' ' })).not.toHaveProperty('slug');
  });

  it('checks fields with the server codes', () => {
    const form = { ...emptyBlogForm(), title: 'ab', slug: 'Bad Slug', status: 'scheduled' as const, publishAt: toLocalInput('2026-04-01T00:00:00Z') };
    expect(checkBlogForm(form, NOW)).toEqual({
      title: 'blog/title-required', slug: 'blog/invalid-slug', content: 'blog/content-required', publishAt: 'blog/invalid-publish-at',
    });
    const good = { ...form, title: 'Good title', slug: 'good', content: 'x', publishAt: toLocalInput('2026-06-01T00:00:00Z') };
    expect(checkBlogForm(good, NOW)).toEqual({});
    expect(checkBlogForm({ ...good, faqs: [{ key: 'k', question: 'Q', answer: ' ' }] }, NOW)).toEqual({ faqs: 'blog/invalid-faqs' });
    expect(checkBlogForm({ ...good, seoTitle: 'x'.repeat(71) }, NOW)).toEqual({ seo: 'blog/invalid-fields' });
  });

  it('puts server refusals on their fields', () => {
    expect(serverFieldErrors('blog/slug-taken')).toEqual({ slug: 'blog/slug-taken' });
    expect(serverFieldErrors('blog/invalid-fields', { excerpt: 'blog/invalid-fields', publish_at: 'blog/invalid-publish-at' })).toEqual({
      excerpt: 'blog/invalid-fields', publishAt: 'blog/invalid-publish-at',
    });
    expect(serverFieldErrors('common/internal')).toEqual({});
  });

  it('sees no change in the auto slug flag or FAQ keys', () => {
    const form = formFromBlog(BLOG);
    expect(formSnapshot({ ...form, slugEdited: false, faqs: form.faqs.map((faq) => ({ ...faq, key: 'other' })) })).toBe(formSnapshot(form));
    expect(formSnapshot({ ...form, title: 'Changed' })).not.toBe(formSnapshot(form));
  });

  it('parses tags and reorders', () => {
    expect(parseTags('maths, science،  maths ,')).toEqual(['maths', 'science']);
    expect(move(['a', 'b', 'c'], 0, 1)).toEqual(['b', 'a', 'c']);
    expect(move(['a', 'b'], 0, -1)).toEqual(['a', 'b']);
  });
});
