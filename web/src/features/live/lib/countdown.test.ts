import { describe, expect, it } from 'vitest';
import { fractionLeft, isTimeUp, remainingMs, secondsLeft } from './countdown';

const question = { openedAtMs: 10_000, closesAtMs: 30_000, timeLimitS: 20 };

describe('countdown', () => {
  it('counts down from the time limit to zero', () => {
    expect(remainingMs(question, 10_000)).toBe(20_000);
    expect(remainingMs(question, 25_500)).toBe(4_500);
    expect(remainingMs(question, 31_000)).toBe(0);
  });

  it('never shows more than the time limit (a clock running behind)', () => {
    expect(remainingMs(question, 2_000)).toBe(20_000);
    expect(fractionLeft(question, 2_000)).toBe(1);
  });

  it('rounds seconds up, zero only at the end', () => {
    expect(secondsLeft(question, 27_900)).toBe(3);
    expect(secondsLeft(question, 29_999)).toBe(1);
    expect(secondsLeft(question, 30_000)).toBe(0);
  });

  it('gives the share of time left', () => {
    expect(fractionLeft(question, 20_000)).toBe(0.5);
    expect(fractionLeft({ openedAtMs: 0, closesAtMs: 0, timeLimitS: 0 }, 0)).toBe(0);
  });

  it('is up from closes_at on (as the rules decide)', () => {
    expect(isTimeUp(question, 29_999)).toBe(false);
    expect(isTimeUp(question, 30_000)).toBe(true);
  });
});
