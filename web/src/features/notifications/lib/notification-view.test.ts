import { describe, expect, it } from 'vitest';
import { notificationTarget, notificationValues, relativeTime, unreadLabel } from './notification-view';

describe('notificationValues', () => {
  it('gives every param the text uses, missing ones empty', () => {
    expect(notificationValues({ kind: 'product_rejected', params: { product_title: 'Book' } }, 'en')).toEqual({ product_title: 'Book', reason: '' });
  });

  it('names a badge in the reader language, else the other one', () => {
    const badge = { kind: 'badge_earned' as const, params: { name_ar: 'البداية', name_en: 'First steps', points: '10' } };
    expect(notificationValues(badge, 'ar')).toEqual({ name: 'البداية', points: 10 });
    expect(notificationValues(badge, 'en').name).toBe('First steps');
    expect(notificationValues({ kind: 'badge_earned', params: { name_ar: 'البداية' } }, 'en').name).toBe('البداية');
  });

  it('keeps the inquiry kind to what the text selects on', () => {
    expect(notificationValues({ kind: 'inquiry_received', params: { kind: 'enterprise', name: 'A' } }, 'en').kind).toBe('enterprise');
    expect(notificationValues({ kind: 'inquiry_received', params: { kind: 'feedback', name: 'A' } }, 'en').kind).toBe('other');
  });
});

describe('relativeTime', () => {
  const now = Date.parse('2026-03-01T12:00:00Z');
  it('picks the largest fitting unit', () => {
    expect(relativeTime(now - 5_000, now)).toEqual({ value: -5, unit: 'second' });
    expect(relativeTime(now - 3 * 60_000, now)).toEqual({ value: -3, unit: 'minute' });
    expect(relativeTime(now - 5 * 3_600_000, now)).toEqual({ value: -5, unit: 'hour' });
    expect(relativeTime(now - 2 * 86_400_000, now)).toEqual({ value: -2, unit: 'day' });
    expect(relativeTime(now - 400 * 86_400_000, now)).toEqual({ value: -1, unit: 'year' });
    expect(relativeTime(now + 5_000, now)).toEqual({ value: -0, unit: 'second' });
  });
});

describe('unreadLabel', () => {
  const format = (n: number) => String(n);
  it('caps the count', () => {
    expect(unreadLabel(3, 99, format)).toBe('3');
    expect(unreadLabel(99, 99, format)).toBe('99');
    expect(unreadLabel(100, 99, format)).toBe('99+');
  });
});

describe('notificationTarget', () => {
  it('takes the class out of the link', () => {
    expect(notificationTarget('/classroom/quizzes?class=c1&challenge=ch1&view=take')).toEqual({
      path: '/classroom/quizzes?challenge=ch1&view=take', classId: 'c1',
    });
    expect(notificationTarget('/classroom/feed?class=c1')).toEqual({ path: '/classroom/feed', classId: 'c1' });
  });

  it('keeps other app paths and refuses anything else', () => {
    expect(notificationTarget('/achievements?tab=badges')).toEqual({ path: '/achievements?tab=badges', classId: null });
    expect(notificationTarget('https://evil.test/')).toEqual({ path: '/notification', classId: null });
    expect(notificationTarget('//evil.test/')).toEqual({ path: '/notification', classId: null });
  });
});
