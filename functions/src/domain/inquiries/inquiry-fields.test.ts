import { describe, expect, it } from 'vitest';
import { contactLimitKeys, enterpriseFields, feedbackFields, inquiryDto, isBot } from './inquiry-fields';

describe('inquiry fields', () => {
  it('stores an enterprise contact as new, with no sender account', () => {
    const fields = enterpriseFields({ name: 'Mona', email: 'm@c.example', organization: 'Centre', message: 'Hello there, we are a centre', language: 'en' });
    expect(fields).toMatchObject({ kind: 'enterprise', phone: '', size: null, category: null, rating: null, uid: null, status: 'new' });
  });

  it('stores feedback with its sender', () => {
    const fields = feedbackFields({ category: 'bug', rating: 2, message: 'Broken button on the page', page: '/quiz', language: 'ar' }, { uid: 'u1', name: 'Ali', email: 'a@x.example' });
    expect(fields).toMatchObject({ kind: 'feedback', name: 'Ali', uid: 'u1', category: 'bug', rating: 2, page: '/quiz', organization: '' });
  });

  it('spots a filled honeypot only', () => {
    expect(isBot({ website: ' ' })).toBe(false);
    expect(isBot({})).toBe(false);
    expect(isBot({ website: 'x' })).toBe(true);
  });

  it('reads a stored document leniently', () => {
    const dto = inquiryDto('i1', { kind: 'feedback', name: 'Ali', rating: 9, status: 'weird', created_at: new Date('2026-01-02T03:04:05Z') });
    expect(dto).toMatchObject({ id: 'i1', kind: 'feedback', rating: null, status: 'new', language: 'ar', email: '', created_at: '2026-01-02T03:04:05.000Z' });
    expect(inquiryDto('i2', {}).created_at).toBeNull();
  });

  it('keys the limits by digests, the same for any case of an address', () => {
    const a = contactLimitKeys('203.0.113.7', 'Mona@C.example');
    const b = contactLimitKeys('203.0.113.7', 'mona@c.example');
    expect(a).toEqual(b);
    expect(a.email).not.toContain('mona');
    expect(a.address).toMatch(/^inquiry-ip_[0-9a-f]{32}$/);
  });
});
