import { describe, expect, it } from 'vitest';
import { isContention } from './contention';

describe('isContention', () => {
  it('knows contention by gRPC code or SDK code', () => {
    for (const code of [10, 4, 'aborted', 'deadline-exceeded']) expect(isContention({ code })).toBe(true);
  });

  it('counts a transaction expired by a contending one', () => {
    expect(isContention({ code: 3, message: '3 INVALID_ARGUMENT: Transaction is invalid or closed' })).toBe(true);
  });

  it('leaves other errors alone', () => {
    expect(isContention({ code: 3, message: '3 INVALID_ARGUMENT: bad value' })).toBe(false);
    expect(isContention(new Error('boom'))).toBe(false);
    expect(isContention(null)).toBe(false);
  });
});
