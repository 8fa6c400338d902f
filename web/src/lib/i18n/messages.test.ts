import { describe, expect, it } from 'vitest';
import { messages } from '@/test/all-messages';
import { DEFAULT_LOCALE, LOCALES, directionFor } from './messages';

describe('directionFor', () => {
  it('is right-to-left for Arabic', () => {
    expect(directionFor('ar', '/')).toBe('rtl');
    expect(directionFor('ar', '/home')).toBe('rtl');
    expect(directionFor('ar', '/classroom/feed')).toBe('rtl');
  });

  it('is left-to-right for English everywhere', () => {
    expect(directionFor('en', '/')).toBe('ltr');
    expect(directionFor('en', '/huda-ai')).toBe('ltr');
  });

  it('never switches /huda-ai to right-to-left', () => {
    expect(directionFor('ar', '/huda-ai')).toBe('ltr');
    expect(directionFor('ar', '/huda-ai/chat')).toBe('ltr');
  });

  it('only exempts /huda-ai itself, not look-alike paths', () => {
    expect(directionFor('ar', '/huda-form')).toBe('rtl');
    expect(directionFor('ar', '/huda-aid')).toBe('rtl');
    expect(directionFor('ar', '/home/huda-ai')).toBe('rtl');
  });
});

describe('catalogues', () => {
  it('default to Arabic and load both languages', () => {
    expect(DEFAULT_LOCALE).toBe('ar');
    expect(LOCALES).toEqual(['ar', 'en']);
    expect(messages.ar['common.brand']).toBeTruthy();
    expect(messages.en['common.brand']).toBe('Sparks');
  });
});
