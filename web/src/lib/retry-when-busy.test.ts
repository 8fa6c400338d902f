import { describe, expect, it } from 'vitest';
import { ApiRequestError } from './api-client';
import { retryWhenBusy } from './retry-when-busy';

const busy = () => new ApiRequestError(429, 'common/rate-limited', 'busy', { retryAfterSeconds: 1 });
const noSleep = async () => undefined;

describe('retryWhenBusy', () => {
  it('tries a busy call again, twice at most', async () => {
    let calls = 0;
    expect(await retryWhenBusy(async () => (calls += 1) < 3 ? Promise.reject(busy()) : 'ok', noSleep)).toBe('ok');
    expect(calls).toBe(3);
    calls = 0;
    await expect(retryWhenBusy(async () => { calls += 1; throw busy(); }, noSleep)).rejects.toMatchObject({ code: 'common/rate-limited' });
    expect(calls).toBe(3);
  });
  it('never repeats a refusal (a limit, a wrong code)', async () => {
    let calls = 0;
    const limited = new ApiRequestError(429, 'live/too-many-guesses', 'no', { retryAfterSeconds: 300 });
    await expect(retryWhenBusy(async () => { calls += 1; throw limited; }, noSleep)).rejects.toBe(limited);
    expect(calls).toBe(1);
  });
});
