import { describe, expect, it } from 'vitest';
import { FORGET_AFTER_MS, FREE_FAILURES, MAX_DELAY_MS, countTry, delayAfter, loginWaitMs } from './login-throttle';

const NOW = 1_700_000_000_000;

describe('delayAfter', () => {
  it('is free for the first tries, then doubles from one second up to the cap', () => {
    expect(delayAfter(FREE_FAILURES - 1)).toBe(0);
    expect(delayAfter(FREE_FAILURES)).toBe(1000);
    expect(delayAfter(FREE_FAILURES + 3)).toBe(8000);
    expect(delayAfter(FREE_FAILURES + 40)).toBe(MAX_DELAY_MS);
  });
});

describe('loginWaitMs and countTry', () => {
  it('lets tries through until the free ones are used, then asks for growing pauses', () => {
    let state;
    for (let i = 0; i < FREE_FAILURES; i += 1) {
      expect(loginWaitMs(state, NOW)).toBe(0);
      state = countTry(state, NOW);
    }
    expect(loginWaitMs(state, NOW)).toBe(1000);
    expect(loginWaitMs(state, NOW + 1000)).toBe(0);
    state = countTry(state, NOW + 1000);
    expect(loginWaitMs(state, NOW + 1000)).toBe(2000);
  });

  it('forgets failures after a quiet day', () => {
    const state = { failures: 30, lastAt: NOW };
    expect(loginWaitMs(state, NOW + FORGET_AFTER_MS)).toBe(0);
    expect(countTry(state, NOW + FORGET_AFTER_MS)).toEqual({ failures: 1, lastAt: NOW + FORGET_AFTER_MS });
  });
});
