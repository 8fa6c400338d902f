import { describe, expect, it } from 'vitest';
import { checkBlogCover } from './cover';
import { matchesFilter, pageOf, sortNewest } from './list-query';
import { articleLink, blogAnnouncementMail, blogConfirmMail, confirmLink, unsubscribeLink } from './mails';
import { pickRelated } from './related';
import { hashToken, maskEmail, newToken, subscriberId } from './tokens';
import { isVisible, nextPublication, visibleSince } from './visibility';

const NOW = Date.parse('2026-01-10T12:00:00Z');

describe('visibility', () => {
  it('shows published and due scheduled articles only', () => {
    expect(isVisible({ status: 'published', publish_at: null }, NOW)).toBe(true);
    expect(isVisible({ status: 'scheduled', publish_at: NOW }, NOW)).toBe(true);
    expect(isVisible({ status: 'scheduled', publish_at: NOW + 1 }, NOW)).toBe(false);
    expect(isVisible({ status: 'draft', publish_at: NOW - 1 }, NOW)).toBe(false);
    expect(visibleSince({ status: 'scheduled', publish_at: 5, published_at: null })).toBe(5);
  });
  it('sets published_at once and publishes a past schedule at once', () => {
    expect(nextPublication('published', null, null, NOW)).toEqual({ status: 'published', publish_at: null, published_at: NOW });
    expect(nextPublication('published', null, 7, NOW).published_at).toBe(7);
    expect(nextPublication('scheduled', NOW - 10, null, NOW)).toEqual({ status: 'published', publish_at: NOW - 10, published_at: NOW - 10 });
    expect(nextPublication('scheduled', NOW + 10, null, NOW)).toEqual({ status: 'scheduled', publish_at: NOW + 10, published_at: null });
    expect(nextPublication('draft', null, 7, NOW)).toEqual({ status: 'draft', publish_at: null, published_at: 7 });
  });
});

describe('tokens', () => {
  it('makes 32-byte base64url tokens stored as their SHA-256', () => {
    const a = newToken();
    const b = newToken();
    expect(a.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(Buffer.from(a.token, 'base64url')).toHaveLength(32);
    expect(a.hash).toBe(hashToken(a.token));
    expect(a.hash).toMatch(/^[0-9a-f]{64}$/);
    expect(a.token).not.toBe(b.token);
    expect(subscriberId(' A@B.co ')).toBe(subscriberId('a@b.co'));
  });
  it('masks addresses', () => {
    expect(maskEmail('alice@example.com')).toBe('al***@example.com');
    expect(maskEmail('ab@x.org')).toBe('a***@x.org');
    expect(maskEmail('nope')).toBe('***');
  });
});

describe('related', () => {
  const blogs = [
    { id: 'a', language: 'en', published_at: 1 },
    { id: 'b', language: 'en', published_at: 3 },
    { id: 'c', language: 'ar', published_at: 4 },
    { id: 'd', language: 'en', published_at: 2 },
    { id: 'e', language: 'en', published_at: 5 },
  ];
  it('keeps the visible named ones in order', () => {
    expect(pickRelated({ id: 'a', language: 'en', related_ids: ['c', 'gone', 'b', 'a'] }, blogs).map((b) => b.id)).toEqual(['c', 'b']);
  });
  it('falls back to the 3 newest of the same language', () => {
    expect(pickRelated({ id: 'a', language: 'en', related_ids: ['gone'] }, blogs).map((b) => b.id)).toEqual(['e', 'b', 'd']);
  });
});

describe('list query', () => {
  const blog = { id: 'x', language: 'ar', title: 'الاختبارات الذكية', excerpt: 'Quizzes by AI', tags: ['AI'], status: 'published' };
  it('matches language, tag, status and folded text', () => {
    expect(matchesFilter(blog, { q: 'اختبارات' })).toBe(true);
    expect(matchesFilter(blog, { q: 'الإختبارات' })).toBe(true);
    expect(matchesFilter(blog, { q: 'quizzes' })).toBe(true);
    expect(matchesFilter(blog, { tag: 'ai' })).toBe(true);
    expect(matchesFilter(blog, { language: 'en' })).toBe(false);
    expect(matchesFilter(blog, { status: 'draft' })).toBe(false);
  });
  it('sorts newest first and pages', () => {
    const sorted = sortNewest([{ id: 'a', t: 1 }, { id: 'b', t: null }, { id: 'c', t: 2 }], (i) => i.t);
    expect(sorted.map((i) => i.id)).toEqual(['c', 'a', 'b']);
    expect(pageOf([1, 2, 3, 4, 5], 2, 2)).toEqual([3, 4]);
  });
});

describe('mails', () => {
  it('carry the links in both languages', () => {
    const confirm = confirmLink('https://app.test/', 'tok');
    const unsub = unsubscribeLink('https://app.test', 'un');
    expect(confirm).toBe('https://app.test/blogs/subscribe/confirm?token=tok');
    for (const lang of ['ar', 'en'] as const) {
      const mail = blogConfirmMail(lang, confirm, unsub);
      expect(mail.text).toContain(confirm);
      expect(mail.text).toContain(unsub);
      const news = blogAnnouncementMail(lang, { title: '<T>', excerpt: 'E' }, articleLink('https://app.test', 'مقال'), unsub);
      expect(news.html).toContain('&#60;T&#62;');
      expect(news.text).toContain(unsub);
      expect(news.text).toContain('/blog/%D9%85');
    }
  });
});

describe('cover', () => {
  const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0]);
  it('checks size, type and magic bytes', () => {
    expect(checkBlogCover({ contentType: 'image/png', size: 10 }, { size: 10, contentType: 'image/png', head: png })).toEqual({ ok: true });
    expect(checkBlogCover({ contentType: 'image/jpeg', size: 10 }, { size: 10, head: png })).toEqual({ ok: false, reason: 'bad-signature' });
    expect(checkBlogCover({ contentType: 'image/png', size: 9 }, { size: 10, head: png })).toEqual({ ok: false, reason: 'size-mismatch' });
    expect(checkBlogCover({ contentType: 'image/png', size: 6e6 }, { size: 6e6, head: png })).toEqual({ ok: false, reason: 'too-large' });
  });
});
