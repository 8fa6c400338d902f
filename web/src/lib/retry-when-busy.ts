// Calls whose server counters may be busy for a moment when many people act at once (a class
// joining with a code): the API then answers 429 common/rate-limited with retryAfterSeconds,
// and the call is simply made again, a couple of times, after that pause (with jitter).
import { ApiRequestError } from './api-client';

const BUSY_RETRIES = 2;

const isBusy = (error: unknown): error is ApiRequestError => error instanceof ApiRequestError && error.code === 'common/rate-limited';

export async function retryWhenBusy<T>(call: () => Promise<T>, sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))): Promise<T> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await call();
    } catch (error) {
      if (!isBusy(error) || attempt >= BUSY_RETRIES) throw error;
      const seconds = Number(error.values?.retryAfterSeconds) || 1;
      await sleep(seconds * 1000 + Math.random() * 500);
    }
  }
}
