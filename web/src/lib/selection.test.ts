import { describe, expect, it } from 'vitest';
import { keepOnPage, pageSelection, toggleAll, toggleId } from './selection';

describe('selection', () => {
  const page = ['a', 'b', 'c'];

  it('toggles one id without touching the original', () => {
    const start = new Set(['a']);
    expect([...toggleId(start, 'b')]).toEqual(['a', 'b']);
    expect([...toggleId(start, 'a')]).toEqual([]);
    expect([...start]).toEqual(['a']);
  });

  it('says how much of the page is ticked', () => {
    expect(pageSelection(new Set(), page)).toBe('none');
    expect(pageSelection(new Set(['b']), page)).toBe('some');
    expect(pageSelection(new Set(page), page)).toBe('all');
    expect(pageSelection(new Set(), [])).toBe('none');
  });

  it('selects all on the page, or clears when all are ticked', () => {
    expect([...toggleAll(new Set(['b']), page)]).toEqual(page);
    expect([...toggleAll(new Set(page), page)]).toEqual([]);
  });

  it('forgets rows that left the page', () => {
    expect([...keepOnPage(new Set(['a', 'z']), page)]).toEqual(['a']);
  });
});
