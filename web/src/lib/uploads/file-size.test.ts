import { describe, expect, it } from 'vitest';
import { sizeParts } from './file-size';

describe('sizeParts', () => {
  it('picks the unit and rounds to one decimal', () => {
    expect(sizeParts(512)).toEqual({ value: 512, unit: 'byte' });
    expect(sizeParts(1536)).toEqual({ value: 1.5, unit: 'kilobyte' });
    expect(sizeParts(10 * 1024 * 1024)).toEqual({ value: 10, unit: 'megabyte' });
    expect(sizeParts(1024 ** 3)).toEqual({ value: 1, unit: 'gigabyte' });
    expect(sizeParts(-5)).toEqual({ value: 0, unit: 'byte' });
  });
});
