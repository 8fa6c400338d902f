// The list's card, rendered in Node: a link to the article's slug, the title in the article's
// own direction, and the reading time as an Arabic plural.
import { describe, expect, it } from 'vitest';
import type { BlogSummary } from '@shared/schemas/blog';
import { renderStatic, textOf } from '@/test/render-static';
import { BlogCard } from './blog-card';

const blog = (fields: Partial<BlogSummary> = {}): BlogSummary => ({
  id: 'b1',
  slug: 'عادات-الدراسة',
  language: 'ar',
  title: 'عادات الدراسة',
  excerpt: 'خطوات يومية صغيرة',
  cover: { id: 'c1', url: 'https://cdn.test/c1.webp' },
  cover_alt: 'طالب يقرأ',
  author_name: 'Sara Ali',
  tags: [],
  reading_minutes: 3,
  published_at: '2026-03-05T10:00:00.000Z',
  ...fields,
});

describe('BlogCard', () => {
  it('links to the slug and reads in the article direction, in the English interface too', () => {
    const html = renderStatic(<BlogCard blog={blog()} />, { locale: 'en' });
    expect(html).toMatch(/<a[^>]*data-testid="blog-card" href="\/blog\/%D8%B9%D8%A7%D8%AF[^"]*"/);
    expect(html).toMatch(/<h2[^>]*dir="rtl"[^>]*lang="ar"/);
    expect(html).toContain('alt="طالب يقرأ"');
    expect(textOf(html)).toContain('3 min read');
  });

  it('counts the reading time with Arabic plural forms', () => {
    expect(textOf(renderStatic(<BlogCard blog={blog({ reading_minutes: 2 })} />))).toContain('دقيقتا قراءة');
    expect(textOf(renderStatic(<BlogCard blog={blog({ reading_minutes: 5 })} />))).toContain('5 دقائق قراءة');
  });
});
