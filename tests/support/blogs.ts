// Blog articles for the API tests, made through the admin API (docs/site.md 1).
import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import type { AdminBlog, BlogInputBody } from '@shared/schemas/blog';
import { call } from './api';
import type { TestUser } from './users';

/** A short random word: makes titles, slugs and tags of one test file its own. */
export const uniqueWord = () => randomUUID().replace(/-/g, '').slice(0, 10);

export function blogInput(overrides: Partial<BlogInputBody> = {}): BlogInputBody {
  const word = uniqueWord();
  return {
    title: `Learning with sparks ${word}`,
    language: 'en',
    excerpt: 'Short excerpt.',
    content: '## Why\n\nBecause practice works.\n\n### How\n\nA little every day.',
    status: 'published',
    tags: ['study'],
    faqs: [{ question: 'How long?', answer: 'Ten minutes a day.' }],
    seo: { title: 'SEO title', description: 'SEO description' },
    ...overrides,
  };
}

export async function createBlog(admin: TestUser, overrides: Partial<BlogInputBody> = {}): Promise<AdminBlog> {
  const result = await call<{ data: AdminBlog; message: string }>('POST', '/admin-blogs', { token: admin.token, body: blogInput(overrides) });
  expect(result.status, result.text).toBe(201);
  expect(result.body.message).toBe('Blog created successfully!');
  return result.body.data;
}

export const inAnHour = () => new Date(Date.now() + 60 * 60 * 1000).toISOString();
