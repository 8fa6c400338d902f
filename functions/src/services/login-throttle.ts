// Password tries, counted per account and client address (growing delays) and per address
// (a window across accounts, against spraying one password over many). Each try is counted
// before the password is checked, in the same transaction as the check of the limits, so a
// burst cannot slip through; a right password clears the account's count and gives the
// address its try back.
import { createHash } from 'node:crypto';
import { Timestamp } from 'firebase-admin/firestore';
import { countTry, loginWaitMs, type LoginFailures } from '../domain/login-throttle';
import { blockedForMs, emailKey, recordHit, type RateLimit } from '../domain/rate-limit';
import { toMillis } from '../domain/time';
import { db } from '../lib/admin';
import { isContention } from '../lib/contention';
import { ApiError } from '../lib/http';
import { readWindow } from './rate-limits';

/** Password tries per client address, across accounts (a school shares one address). */
export const ADDRESS_TRIES: RateLimit = { limit: 200, windowMs: 15 * 60 * 1000 };

const hashed = (value: string) => createHash('sha256').update(value).digest('hex').slice(0, 32);
const pairRef = (email: string, address: string) => db.collection('rateLimits').doc(`login:${emailKey(email)}:${hashed(address)}`);
const addressRef = (address: string) => db.collection('rateLimits').doc(`login-address:${hashed(address)}`);

function readFailures(data: Record<string, unknown> | undefined): LoginFailures | undefined {
  const lastAt = toMillis(data?.last_at);
  if (!data || lastAt === undefined || typeof data.failures !== 'number') return undefined;
  return { failures: data.failures, lastAt };
}

const limited = (ms: number) => new ApiError('common/rate-limited', { retryAfterSeconds: Math.max(1, Math.ceil(ms / 1000)) });

/** Counts one password try, or throws 429 with the wait when this try must not run yet. */
export async function beginPasswordTry(email: string, address: string): Promise<void> {
  let waitMs: number;
  try {
    waitMs = await db.runTransaction(
      async (tx) => {
        const [pair, perAddress] = await tx.getAll(pairRef(email, address), addressRef(address));
        const now = Date.now();
        const failures = readFailures(pair!.data());
        const window = readWindow(perAddress!.data());
        const wait = Math.max(loginWaitMs(failures, now), blockedForMs(window, now, ADDRESS_TRIES));
        if (wait > 0) return wait;
        const next = countTry(failures, now);
        const hit = recordHit(window, now, ADDRESS_TRIES);
        tx.set(pairRef(email, address), { failures: next.failures, last_at: Timestamp.fromMillis(next.lastAt) });
        tx.set(addressRef(address), { count: hit.count, window_start: Timestamp.fromMillis(hit.windowStart) });
        return 0;
      },
      { maxAttempts: 4 },
    );
  } catch (error) {
    if (isContention(error)) throw limited(1000);
    throw error;
  }
  if (waitMs > 0) throw limited(waitMs);
}

/** The password was right: the account's count from this address starts over. */
export async function passwordTrySucceeded(email: string, address: string): Promise<void> {
  await db
    .runTransaction(async (tx) => {
      const snap = await tx.get(addressRef(address));
      const window = readWindow(snap.data());
      tx.delete(pairRef(email, address));
      if (window && window.count > 0) tx.update(addressRef(address), { count: window.count - 1 });
    })
    // Giving the try back is a courtesy; a busy counter must not fail a good login.
    .catch((error: unknown) => {
      if (!isContention(error)) throw error;
    });
}
