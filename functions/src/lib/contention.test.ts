import { describe, expect, it } from 'vitest';
import { isContention, retryOnContention } from './contention';

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

describe('retryOnContention', () => {
  it('runs again after contention, up to the attempts given', async () => {
    let runs = 0;
    const answer = await retryOnContention(async () => {
      runs += 1;
      if (runs < 3) throw { code: 10 };
      return 'done';
    });
    expect([answer, runs]).toEqual(['done', 3]);
    runs = 0;
    await expect(retryOnContention(async () => { runs += 1; throw { code: 10 }; }, 2)).rejects.toEqual({ code: 10 });
    expect(runs).toBe(2);
  });

  it('passes other errors on at once', async () => {
    let runs = 0;
    await expect(retryOnContention(async () => { runs += 1; throw new Error('boom'); })).rejects.toThrow('boom');
    expect(runs).toBe(1);
  });
});
