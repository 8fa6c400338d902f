import { describe, expect, it } from 'vitest';
import { countWords, headingId, isSlug, readingMinutes, slugify } from './blog-outline';

describe('slugify', () => {
  it('makes lowercase dashed slugs in any script', () => {
    expect(slugify('How to Learn  Faster!')).toBe('how-to-learn-faster');
    expect(slugify('كيف تتعلّم بسرعة؟')).toBe('كيف-تتعلم-بسرعة');
    expect(slugify('  ')).toBe('');
  });

  it('cuts at a word within the maximum', () => {
    expect(slugify('one two three', 8)).toBe('one-two');
    expect(slugify('abcdefghij', 4)).toBe('abcd');
  });

  it('accepts only clean slugs', () => {
    for (const ok of ['a', 'how-to', 'كيف-تتعلم', 'v2-notes']) expect(isSlug(ok)).toBe(true);
    for (const bad of ['', '-a', 'a-', 'a--b', 'A', 'a b', '../x', 'a/b', 'x'.repeat(121)]) expect(isSlug(bad)).toBe(false);
  });
});

describe('headingId', () => {
  it('gives repeated headings unique ids in order', () => {
    const seen = new Set<string>();
    expect(['Intro', 'Intro', 'مقدمة', '!!!'].map((text) => headingId(text, seen))).toEqual(['intro', 'intro-2', 'مقدمة', 'section']);
  });
});

describe('reading time', () => {
  it('counts words, not markup', () => {
    expect(countWords('## Title\n\nSome *bold* [link](https://x.y/z) text\n\n```\ncode here\n```')).toBe(5);
    expect(readingMinutes('')).toBe(1);
    expect(readingMinutes('word '.repeat(401))).toBe(3);
  });
});
