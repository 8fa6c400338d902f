import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { isSlug } from '../shared/blog-outline';
import { blogInputSchema } from '../shared/schemas/blog';
import { DEMO_BLOGS } from './demo-blogs';

const publicDir = join(__dirname, '../../../web/public/');

describe('demo blog articles', () => {
  it('has three published articles in each language, a scheduled one and a draft', () => {
    const published = DEMO_BLOGS.filter((blog) => blog.status === 'published');
    expect(published.filter((blog) => blog.language === 'ar')).toHaveLength(3);
    expect(published.filter((blog) => blog.language === 'en')).toHaveLength(3);
    expect(DEMO_BLOGS.filter((blog) => blog.status === 'scheduled' && blog.days > 0)).toHaveLength(1);
    expect(DEMO_BLOGS.filter((blog) => blog.status === 'draft')).toHaveLength(1);
  });

  it.each(DEMO_BLOGS.map((blog) => [blog.id, blog] as const))('%s is a valid article with headings, FAQs, tags and a cover', (_id, blog) => {
    const { id, days, cover, ...fields } = blog;
    const input = { ...fields, publish_at: fields.status === 'scheduled' ? new Date(Date.now() + days * 86_400_000).toISOString() : undefined };
    expect(blogInputSchema.safeParse(input).error?.issues ?? []).toEqual([]);
    expect(isSlug(blog.slug)).toBe(true);
    expect(blog.content).toMatch(/^## /m);
    expect(blog.content).toMatch(/^### /m);
    expect(blog.faqs.length).toBeGreaterThan(0);
    expect(blog.tags.length).toBeGreaterThan(0);
    expect(existsSync(`${publicDir}blog-covers/${cover}.svg`)).toBe(true);
    for (const related of blog.related_ids) expect(DEMO_BLOGS.some((other) => other.id === related && other.id !== id)).toBe(true);
  });

  it('uses each slug once', () => {
    expect(new Set(DEMO_BLOGS.map((blog) => blog.slug)).size).toBe(DEMO_BLOGS.length);
  });
});
