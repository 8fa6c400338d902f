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

/** Milliseconds until the key may act again; 0 when it may act now. */
export function blockedForMs(state: RateWindow | undefined, now: number, rule: RateLimit): number {
  const window = currentWindow(state, now, rule);
  return window.count >= rule.limit ? window.windowStart + rule.windowMs - now : 0;
}

/** Records one more event. */
export function recordHit(state: RateWindow | undefined, now: number, rule: RateLimit): RateWindow {
  const window = currentWindow(state, now, rule);
  return { count: window.count + 1, windowStart: window.windowStart };
}

/** Keys of per-email documents (rate limits) without the address itself in the id. */
export function emailKey(email: string): string {
  return createHash('sha256').update(email.trim().toLowerCase()).digest('hex').slice(0, 40);
}
