// Fixed-window counters in `rateLimits/{key}`, updated in transactions so that concurrent
// requests cannot slip past the limit.
import { Timestamp } from 'firebase-admin/firestore';
import { db } from '../lib/admin';
import { blockedForMs, recordHit, type RateLimit, type RateWindow } from '../domain/rate-limit';
import { toMillis } from '../domain/time';
import { isContention } from '../lib/contention';
import { ApiError } from '../lib/http';
import type { ErrorCode } from '../shared/errors';

/** Reset-link mails per e-mail. */
export const RESET_MAILS: RateLimit = { limit: 1, windowMs: 60 * 1000 };
/** "You already have an account" notes per e-mail (a repeated sign-up must not flood a mailbox). */
export const EXISTS_MAILS: RateLimit = { limit: 1, windowMs: 60 * 60 * 1000 };

const ref = (key: string) => db.collection('rateLimits').doc(key);

export function readWindow(data: Record<string, unknown> | undefined): RateWindow | undefined {
  const windowStart = toMillis(data?.window_start);
  if (!data || windowStart === undefined || typeof data.count !== 'number') return undefined;
  return { count: data.count, windowStart };
}

const retryAfter = (ms: number) => ({ retryAfterSeconds: Math.ceil(ms / 1000) });

/** Counts one event unless the window is used up; answers whether it was allowed. */
export async function tryConsume(key: string, rule: RateLimit): Promise<boolean> {
  return db.runTransaction(async (tx) => {
    const snap = await tx.get(ref(key));
    const now = Date.now();
    const current = readWindow(snap.data());
    if (blockedForMs(current, now, rule) > 0) return false;
    const next = recordHit(current, now, rule);
    tx.set(ref(key), { count: next.count, window_start: Timestamp.fromMillis(next.windowStart) });
    return true;
  });
}

export interface LimitCheck {
  key: string;
  rule: RateLimit;
  /** Events this call counts (default 1), e.g. one per student given points. */
  cost?: number;
}

// A burst on one counter must answer quickly: a few tries, then "busy" (429), never a
// minute of queued retries.
const COUNTER_ATTEMPTS = { maxAttempts: 4 };


/**
 * Checks and counts one event against every key in one transaction: if any key has used up
 * its window, nothing is counted and `blocked` (429) is thrown. Parallel requests therefore
 * can never pass together where only one fits.
 */
export async function consumeLimits(checks: LimitCheck[], blocked: ErrorCode = 'common/rate-limited'): Promise<void> {
  let waitMs = 0;
  try {
    waitMs = await db.runTransaction(async (tx) => {
      const snaps = await tx.getAll(...checks.map((check) => ref(check.key)));
      const now = Date.now();
      const windows = snaps.map((snap) => readWindow(snap.data()));
      const wait = Math.max(0, ...checks.map((check, i) => blockedForMs(windows[i], now, check.rule, check.cost)));
      if (wait > 0) return wait;
      checks.forEach((check, i) => {
        const next = recordHit(windows[i], now, check.rule, check.cost);
        tx.set(ref(check.key), { count: next.count, window_start: Timestamp.fromMillis(next.windowStart) });
      });
      return 0;
    }, COUNTER_ATTEMPTS);
  } catch (error) {
    if (isContention(error)) throw new ApiError('common/rate-limited', { retryAfterSeconds: 1 });
    throw error;
  }
  if (waitMs > 0) throw new ApiError(blocked, retryAfter(waitMs));
}
