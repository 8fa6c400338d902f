import { describe, expect, it } from 'vitest';
import { feedbackInput, pageParam } from './feedback-form';

describe('feedback form', () => {
  it('takes only app paths from ?page=', () => {
    expect(pageParam('/classroom/feed')).toBe('/classroom/feed');
    expect(pageParam('//evil.example')).toBe('');
    expect(pageParam('https://evil.example')).toBe('');
    expect(pageParam(null)).toBe('');
  });

  it('sends no rating when none is chosen and checks the category and message', () => {
    expect(feedbackInput({ category: 'idea', rating: 0, message: 'A dark theme please', page: '' }, 'ar')).toEqual({
      ok: true,
      input: { category: 'idea', rating: null, message: 'A dark theme please', language: 'ar' },
    });
    const refused = feedbackInput({ category: '', rating: 3, message: 'short', page: '/home' }, 'en');
    expect(refused).toEqual({ ok: false, fields: { category: 'inquiry/invalid-category', message: 'inquiry/invalid-fields' } });
  });
});
