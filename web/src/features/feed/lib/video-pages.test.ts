import { describe, expect, it } from 'vitest';
import { pagesForPositions } from './video-pages';

describe('pagesForPositions', () => {
  it('asks each page once', () => {
    expect(pagesForPositions([10, 12, 30], 50)).toEqual([1]);
    expect(pagesForPositions([10, 70], 50)).toEqual([1, 2]);
  });
  it('adds the neighbour page near an edge', () => {
    expect(pagesForPositions([48], 50)).toEqual([1, 2]);
    expect(pagesForPositions([51], 50)).toEqual([1, 2]);
    expect(pagesForPositions([2], 50)).toEqual([1]);
  });
  it('ignores nonsense positions', () => {
    expect(pagesForPositions([-1, 1.5, Number.NaN], 50)).toEqual([]);
  });
});
