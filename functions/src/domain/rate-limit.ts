// Fixed-window counters (`rateLimits/{key}`): pure decisions, the service runs them in a
// transaction.
import { createHash } from 'node:crypto';

export interface RateWindow {
  count: number;
  /** Epoch milliseconds. */
  windowStart: number;
}

export interface RateLimit {
  limit: number;
  windowMs: number;
}

/** The window in force at `now`: a stale or missing one counts as empty. */
export function currentWindow(state: RateWindow | undefined, now: number, rule: RateLimit): RateWindow {
  if (!state || now - state.windowStart >= rule.windowMs || now < state.windowStart) {
    return { count: 0, windowStart: now };
  }
  return state;
}

/**
 * Milliseconds until the key may count `cost` more events (several grants in one call, say);
 * 0 when it may now.
 */
export function blockedForMs(state: RateWindow | undefined, now: number, rule: RateLimit, cost = 1): number {
  const window = currentWindow(state, now, rule);
  return window.count + cost > rule.limit ? window.windowStart + rule.windowMs - now : 0;
}

/** Records `cost` more events (one by default). */
export function recordHit(state: RateWindow | undefined, now: number, rule: RateLimit, cost = 1): RateWindow {
  const window = currentWindow(state, now, rule);
  return { count: window.count + cost, windowStart: window.windowStart };
}

/** Keys of per-email documents (rate limits) without the address itself in the id. */
export function emailKey(email: string): string {
  return createHash('sha256').update(email.trim().toLowerCase()).digest('hex').slice(0, 40);
}
