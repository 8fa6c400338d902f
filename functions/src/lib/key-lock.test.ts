import { describe, expect, it } from 'vitest';
import { withKeyLock } from './key-lock';

const tick = () => new Promise((resolve) => setTimeout(resolve, 1));

describe('withKeyLock', () => {
  it('runs same-key work one at a time, in order, even when some fail', async () => {
    const log: string[] = [];
    let running = 0;
    const job = (name: string, fail = false) =>
      withKeyLock('k', async () => {
        running += 1;
        expect(running).toBe(1);
        await tick();
        log.push(name);
        running -= 1;
        if (fail) throw new Error(name);
        return name;
      });
    const results = await Promise.allSettled([job('a'), job('b', true), job('c')]);
    expect(log).toEqual(['a', 'b', 'c']);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
  });

  it('runs different keys concurrently', async () => {
    let running = 0;
    let peak = 0;
    const job = (key: string) =>
      withKeyLock(key, async () => {
        running += 1;
        peak = Math.max(peak, running);
        await tick();
        running -= 1;
      });
    await Promise.all([job('x'), job('y'), job('z')]);
    expect(peak).toBe(3);
  });
});
