import { describe, expect, it } from 'vitest';
import { currentCard, isFinished, mark, move, reshuffle, shuffled, startSession } from './study-session';

describe('study session', () => {
  it('brings "again" cards back in a next round until all are known', () => {
    let s = startSession(['a', 'b', 'c']);
    s = mark(s, 'known');
    expect(currentCard(s)).toBe('b');
    s = mark(s, 'again');
    s = mark(s, 'known');
    expect(s).toMatchObject({ order: ['b'], index: 0, known: ['a', 'c'], again: [], round: 2 });
    expect(isFinished(s)).toBe(false);
    s = mark(s, 'known');
    expect(isFinished(s)).toBe(true);
    expect(s.known).toEqual(['a', 'c', 'b']);
    expect(mark(s, 'known')).toBe(s);
  });

  it('moves both ways, wrapping, and marking the last card wraps to the first', () => {
    let s = startSession(['a', 'b', 'c']);
    s = move(s, -1);
    expect(currentCard(s)).toBe('c');
    s = mark(s, 'known');
    expect(currentCard(s)).toBe('a');
    expect(currentCard(move(s, 1))).toBe('b');
  });

  it('shuffles a copy', () => {
    const items = [1, 2, 3, 4];
    expect(shuffled(items, () => 0)).toEqual([2, 3, 4, 1]);
    expect(items).toEqual([1, 2, 3, 4]);
    expect(startSession(['a', 'b'], (ids) => ids.reverse()).order).toEqual(['b', 'a']);
    expect(reshuffle(move(startSession(['a', 'b']), 1), (ids) => ids.reverse())).toMatchObject({ order: ['b', 'a'], index: 0 });
  });
});
