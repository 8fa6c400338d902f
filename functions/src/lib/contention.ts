// Firestore contention: a transaction on a hot document that gave up. A burst must answer
// quickly (429 with a retry hint, see errorMiddleware), never with a 5xx or a minute of
// queued retries.

/**
 * Retries for transactions that a burst of requests can hit (a seller's wallet, a product's
 * sales count, an order): the SDK backs off 1 s, 1.5 s, 2.3 s... between tries, so 5 tries
 * give up within about 5 s instead of the minutes 50 tries can take.
 */
export const HOT_TRANSACTION = { maxAttempts: 5 } as const;

/**
 * True for Firestore's contention answers (ABORTED, DEADLINE_EXCEEDED) after the last retry,
 * and for a transaction that a contending one expired meanwhile (INVALID_ARGUMENT "Transaction
 * is invalid or closed", which the SDK does not retry).
 */
export function isContention(error: unknown): boolean {
  const { code, message } = (error ?? {}) as { code?: number | string; message?: unknown };
  if (code === 10 || code === 4 || code === 'aborted' || code === 'deadline-exceeded') return true;
  return (code === 3 || code === 'invalid-argument') && typeof message === 'string' && message.includes('Transaction is invalid or closed');
}

/**
 * Runs a whole transaction again, after a short random pause, when it gave up to contention:
 * for edits that must not fail because a trigger or another instance touched the same document.
 */
export async function retryOnContention<T>(run: () => Promise<T>, attempts = 3): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await run();
    } catch (error) {
      if (attempt >= attempts || !isContention(error)) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100 + Math.random() * 300 * attempt));
    }
  }
}
