import { describe, expect, it } from 'vitest';
import { addTags, removeTag } from './tags';

describe('addTags', () => {
  it('splits on commas (Latin and Arabic), trims and skips duplicates', () => {
    expect(addTags(['Algebra'], ' algebra, geometry ،  جبر ,, ')).toEqual({ tags: ['Algebra', 'geometry', 'جبر'], overflow: false, tooLong: false });
  });
  it('stops at 10 tags', () => {
    const nine = Array.from({ length: 9 }, (_, i) => `t${i}`);
    expect(addTags(nine, 'a, b')).toEqual({ tags: [...nine, 'a'], overflow: true, tooLong: false });
  });
  it('leaves out tags longer than 30 characters', () => {
    expect(addTags([], `${'x'.repeat(31)}, ok`)).toEqual({ tags: ['ok'], overflow: false, tooLong: true });
  });
  it('removes a tag', () => {
    expect(removeTag(['a', 'b'], 'a')).toEqual(['b']);
  });
});
