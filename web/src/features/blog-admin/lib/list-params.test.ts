import { describe, expect, it } from 'vitest';
import { blogTabParam, pageParam } from './list-params';
import { checkCoverFile } from './blog-form';

describe('list params', () => {
  it('reads the tab and page from the address, falling back to all and 1', () => {
    expect(blogTabParam('scheduled')).toBe('scheduled');
    expect(blogTabParam('archived')).toBe('all');
    expect(blogTabParam(null)).toBe('all');
    expect(pageParam('3')).toBe(3);
    expect(pageParam('0')).toBe(1);
    expect(pageParam('x')).toBe(1);
  });
});

describe('checkCoverFile', () => {
  it('takes JPG, PNG and WebP up to 5 MB', () => {
    expect(checkCoverFile({ type: 'image/webp', size: 5 * 1024 * 1024 })).toBeNull();
    expect(checkCoverFile({ type: 'image/png', size: 5 * 1024 * 1024 + 1 })).toBe('blog/invalid-cover');
    expect(checkCoverFile({ type: 'image/gif', size: 10 })).toBe('blog/invalid-cover');
    expect(checkCoverFile({ type: 'image/jpeg', size: 0 })).toBe('blog/invalid-cover');
  });
});
