// What the verification screen does with the answer of GET /hyperpay/verify-payment-plan
// (spec 000 section 4, 001 section 4; docs/market.md step 3). Pure, so it unit-tests alone:
// - the message 'Payment was not successful.' is a failure: 'Payment Failed!!!', back one
//   page after 3 s;
// - any other answer is a success: the server's message, /welcome after 2 s;
// - a request that fails is an error: the server's message (else 'Failed to verify
//   payment.'), back after 5 s. A 409 payment/pending is such a failure too, but the screen
//   says what it means (the bank is still deciding: do not pay again) as its own state.
import { PAYMENT_NOT_SUCCESSFUL, PAYMENT_REDIRECT_MS } from '@shared/constants';

export type VerificationOutcome =
  | { state: 'success'; message: string | null; delayMs: number; destination: '/welcome' }
  | { state: 'failed'; delayMs: number; destination: 'back' }
  | { state: 'pending'; error: unknown; delayMs: number; destination: 'back' }
  | { state: 'error'; error: unknown; delayMs: number; destination: 'back' };

/** The outcome of a 200 answer. */
export function outcomeOfAnswer(answer: unknown): VerificationOutcome {
  const { status, message } = (answer && typeof answer === 'object' ? answer : {}) as { status?: unknown; message?: unknown };
  // The spec decides by the message; the contract's `status: 'failed'` always carries it, so
  // a failed status alone is read the same way rather than ever announcing a success.
  if (message === PAYMENT_NOT_SUCCESSFUL || status === 'failed') {
    return { state: 'failed', delayMs: PAYMENT_REDIRECT_MS.declined, destination: 'back' };
  }
  return {
    state: 'success',
    message: typeof message === 'string' && message.trim() ? message : null,
    delayMs: PAYMENT_REDIRECT_MS.success,
    destination: '/welcome',
  };
}

/** The outcome of a request that failed (an error answer or no answer at all). */
export function outcomeOfError(error: unknown): VerificationOutcome {
  const pending = (error as { code?: unknown } | null)?.code === 'payment/pending';
  return { state: pending ? 'pending' : 'error', error, delayMs: PAYMENT_REDIRECT_MS.error, destination: 'back' };
}

/** The sparks the answer credited and the balance after, when it says so. */
export function creditOfAnswer(answer: unknown): { sparks: number; balance: number } | null {
  const data = (answer as { data?: { sparks?: unknown; balance?: unknown } } | null)?.data;
  if (!data || typeof data.sparks !== 'number' || typeof data.balance !== 'number') return null;
  return { sparks: data.sparks, balance: data.balance };
}
