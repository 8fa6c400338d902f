// Failed-password throttling by account *and* client address together, with growing delays:
// a guesser slows down to a crawl, while the owner, from any other address, is never locked
// out. Pure decisions; services/sign-in.ts keeps the state in `rateLimits/`.

/** Wrong passwords from one address for one account before any delay. */
export const FREE_FAILURES = 5;
/** The longest delay between two tries. */
export const MAX_DELAY_MS = 15 * 60 * 1000;
/** A quiet day forgets the failures. */
export const FORGET_AFTER_MS = 24 * 60 * 60 * 1000;

export interface LoginFailures {
  failures: number;
  /** Epoch milliseconds of the last counted try. */
  lastAt: number;
}

/** The pause required after `failures` wrong tries: none, then 1 s, 2 s, 4 s… up to 15 min. */
export function delayAfter(failures: number): number {
  if (failures < FREE_FAILURES) return 0;
  return Math.min(MAX_DELAY_MS, 1000 * 2 ** (failures - FREE_FAILURES));
}

/** Milliseconds until the next try is allowed; 0 when it may run now. */
export function loginWaitMs(state: LoginFailures | undefined, now: number): number {
  if (!state || now - state.lastAt >= FORGET_AFTER_MS) return 0;
  return Math.max(0, state.lastAt + delayAfter(state.failures) - now);
}

/** The state after one more try is counted (every try counts until it succeeds). */
export function countTry(state: LoginFailures | undefined, now: number): LoginFailures {
  const current = !state || now - state.lastAt >= FORGET_AFTER_MS ? 0 : state.failures;
  return { failures: current + 1, lastAt: now };
}
