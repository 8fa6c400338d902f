import { describe, expect, it } from 'vitest';
import { blogInputSchema, blogListQuerySchema, blogPatchSchema, blogSubscribeSchema, blogTokenSchema } from './blog';

const codes = (result: { success: boolean; error?: { issues: { message: string }[] } }) => result.error?.issues.map((i) => i.message) ?? [];

describe('blog schemas', () => {
  it('accepts an Arabic article with an Arabic slug and fills defaults', () => {
    const parsed = blogInputSchema.parse({ title: 'مرحبا بكم', language: 'ar', content: 'نص', status: 'draft', slug: 'مرحبا-بكم' });
    expect(parsed).toMatchObject({ slug: 'مرحبا-بكم', tags: [], faqs: [], related_ids: [], excerpt: '' });
  });
  it('refuses short titles, bad slugs and scheduled without a time', () => {
    expect(codes(blogInputSchema.safeParse({ title: 'ab', language: 'ar', content: 'x', status: 'draft' }))).toEqual(['blog/title-required']);
    expect(codes(blogInputSchema.safeParse({ title: 'abc', slug: 'a b', language: 'ar', content: 'x', status: 'draft' }))).toEqual(['blog/invalid-slug']);
    expect(codes(blogInputSchema.safeParse({ title: 'abc', language: 'ar', content: 'x', status: 'scheduled' }))).toEqual(['blog/invalid-publish-at']);
    expect(codes(blogInputSchema.safeParse({ title: 'abc', language: 'fr', content: 'x', status: 'draft' }))).toEqual(['blog/invalid-language']);
    expect(codes(blogInputSchema.safeParse({ title: 'abc', language: 'en', content: '  ', status: 'draft' }))).toEqual(['blog/content-required']);
    expect(codes(blogInputSchema.safeParse({ title: 'abc', language: 'en', content: 'x', status: 'draft', faqs: [{ question: '' }] }))).toContain('blog/invalid-faqs');
  });
  it('PATCH needs at least one field', () => {
    expect(codes(blogPatchSchema.safeParse({}))).toEqual(['validation/all-fields-required']);
    expect(blogPatchSchema.parse({ slug: 'New-Slug' })).toEqual({ slug: 'new-slug' });
  });
  it('parses list queries', () => {
    expect(blogListQuerySchema.parse({ page: '2', limit: '5' })).toMatchObject({ page: 2, limit: 5, paginate: true });
    expect(codes(blogListQuerySchema.safeParse({ limit: '500' }))).toEqual(['blog/invalid-query']);
    expect(codes(blogListQuerySchema.safeParse({ page: ['1', '2'] }))).toEqual(['blog/invalid-query']);
  });
  it('parses subscribe and token bodies', () => {
    expect(blogSubscribeSchema.parse({ email: ' A@Example.com ' })).toEqual({ email: 'a@example.com', language: 'ar' });
    expect(codes(blogSubscribeSchema.safeParse({ email: 'nope' }))).toEqual(['blog/invalid-email']);
    expect(codes(blogTokenSchema.safeParse({ token: 'short' }))).toEqual(['blog/invalid-token']);
    expect(blogTokenSchema.parse({ token: 'a'.repeat(43) }).token).toHaveLength(43);
  });
});
