// Code guessing budgets (domain/guess-limits.ts) on top of the atomic limiter: one attempt is
// checked and counted against every budget in one transaction before the code is looked up;
// a valid code then gives back the units that only wrong codes should cost.
import { randomInt } from 'node:crypto';
import { FieldValue } from 'firebase-admin/firestore';
import { guessChecks, guessKeys, type GuessKeys, type GuessPolicy } from '../domain/guess-limits';
import { db } from '../lib/admin';
import { ApiError } from '../lib/http';
import type { ErrorCode } from '../shared/errors';
import { consumeLimits } from './rate-limits';

/** A busy counter (the limiter's quick 429) is tried again this many times, after a short jittered pause. */
const BUSY_RETRIES = 2;
/** However busy the counters, the attempt is answered (429, nothing evaluated) within this. */
const CONSUME_DEADLINE_MS = 15_000;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const isBusy = (error: unknown) => error instanceof ApiError && error.code === 'common/rate-limited';

/**
 * consumeLimits, a couple more times when its counters were busy (a class joining at once),
 * unless the attempt was already answered (`answered()`): then nothing more is tried.
 */
async function consumeWithRetries(checks: Parameters<typeof consumeLimits>[0], blocked: ErrorCode, answered: () => boolean): Promise<void> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      await consumeLimits(checks, blocked);
      return;
    } catch (error) {
      if (!isBusy(error) || attempt >= BUSY_RETRIES || answered()) throw error;
      await pause(100 + randomInt(400) * (attempt + 1));
    }
  }
}

export interface GuessTicket {
  keys: GuessKeys;
}

/**
 * Counts one attempt against the account, the address (all attempts and wrong ones) and a
 * global shard, all or nothing. Throws `blocked` (429) when any budget is used up, and 429
 * common/rate-limited when the counters stay too busy (a burst of guesses on one account
 * queues on its counter): a burst is answered within seconds, never after a minute of
 * queueing. An attempt answered busy is never evaluated (if its transaction still commits
 * later, it was counted: the strict side).
 */
export async function consumeGuess(
  policy: GuessPolicy,
  who: { uid: string; address: string },
  blocked: ErrorCode,
): Promise<GuessTicket> {
  const keys = guessKeys(policy, who, randomInt(policy.globalShards));
  let timer: NodeJS.Timeout | undefined;
  let expired = false;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      expired = true;
      reject(new ApiError('common/rate-limited', { retryAfterSeconds: 1 }));
    }, CONSUME_DEADLINE_MS);
  });
  try {
    await Promise.race([consumeWithRetries(guessChecks(policy, keys), blocked, () => expired), deadline]);
  } finally {
    clearTimeout(timer);
  }
  return { keys };
}

/**
 * The code was valid: the attempt was no guess, so the account's and the address's wrong-code
 * units come back (all attempts per address and the global count stay counted). A blind
 * decrement, so a class joining at once does not contend on a read; a refund that fails only
 * leaves the attempt counted, the strict side.
 */
export async function validCode(ticket: GuessTicket): Promise<void> {
  await Promise.all(
    [ticket.keys.account, ticket.keys.wrongAddress].map((key) =>
      db
        .collection('rateLimits')
        .doc(key)
        .update({ count: FieldValue.increment(-1) })
        .catch(() => undefined),
    ),
  );
}
