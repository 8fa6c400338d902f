import { describe, expect, it } from 'vitest';
import { blockedForMs, currentWindow, emailKey, recordHit } from './rate-limit';

const RULE = { limit: 3, windowMs: 60_000 };
const NOW = 1_700_000_000_000;

describe('rate limit windows', () => {
  it('starts empty', () => {
    expect(currentWindow(undefined, NOW, RULE)).toEqual({ count: 0, windowStart: NOW });
    expect(blockedForMs(undefined, NOW, RULE)).toBe(0);
  });

  it('blocks once the limit is reached, until the window ends', () => {
    let state = recordHit(undefined, NOW, RULE);
    state = recordHit(state, NOW + 10, RULE);
    expect(blockedForMs(state, NOW + 20, RULE)).toBe(0);
    state = recordHit(state, NOW + 20, RULE);
    expect(state).toEqual({ count: 3, windowStart: NOW });
    expect(blockedForMs(state, NOW + 30, RULE)).toBe(RULE.windowMs - 30);
    expect(blockedForMs(state, NOW + RULE.windowMs, RULE)).toBe(0);
  });

  it('starts a new window after the old one ends (or when the clock went back)', () => {
    const state = { count: 3, windowStart: NOW };
    expect(recordHit(state, NOW + RULE.windowMs + 5, RULE)).toEqual({ count: 1, windowStart: NOW + RULE.windowMs + 5 });
    expect(currentWindow(state, NOW - 1, RULE)).toEqual({ count: 0, windowStart: NOW - 1 });
  });

  it('counts several events at once: allowed only when all of them fit', () => {
    const state = recordHit(undefined, NOW, RULE, 2);
    expect(state).toEqual({ count: 2, windowStart: NOW });
    expect(blockedForMs(state, NOW + 10, RULE, 2)).toBe(RULE.windowMs - 10);
    expect(blockedForMs(state, NOW + 10, RULE, 1)).toBe(0);
    expect(blockedForMs(undefined, NOW, RULE, 4)).toBe(RULE.windowMs);
  });
});

describe('emailKey', () => {
  it('is stable across case and spaces and hides the address', () => {
    expect(emailKey(' A@B.test ')).toBe(emailKey('a@b.test'));
    expect(emailKey('a@b.test')).toMatch(/^[0-9a-f]{40}$/);
    expect(emailKey('a@b.test')).not.toBe(emailKey('c@b.test'));
  });
});
