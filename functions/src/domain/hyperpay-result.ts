// HyperPay result codes, classified by the official patterns (OPPWA "Result codes"). A
// payment is decided by result.code only, never by the HTTP status (a decline is a 200).
import type { PaymentOutcome } from '../shared/schemas/payments';

export type HyperPayOutcome = 'success' | 'success_review' | 'pending' | 'rejected';

const SUCCESS = /^(000\.000\.|000\.100\.1|000\.[36]|000\.400\.[1][12]0)/;
const SUCCESS_REVIEW = /^(000\.400\.0[^3]|000\.400\.100)/;
const PENDING = /^(000\.200)/;
const LONG_PENDING = /^(800\.400\.5|100\.400\.500)/;

export function classifyResultCode(code: string): HyperPayOutcome {
  if (SUCCESS.test(code)) return 'success';
  if (SUCCESS_REVIEW.test(code)) return 'success_review';
  if (PENDING.test(code) || LONG_PENDING.test(code)) return 'pending';
  // 3DS and risk checks, bank declines, communication and system errors, blacklists...
  return 'rejected';
}

/** Success and success-with-manual-review both mean the money was taken: credit. */
export const isPaidOutcome = (outcome: HyperPayOutcome): boolean => outcome === 'success' || outcome === 'success_review';

/** "92.00" and "92" and "92.0" are the same amount; anything not a plain decimal matches nothing. */
export function sameAmount(expected: string, reported: unknown): boolean {
  if (typeof reported !== 'string' || !/^\d{1,12}(\.\d{1,2})?$/.test(reported)) return false;
  return Math.round(Number(reported) * 100) === Math.round(Number(expected) * 100);
}

/** What the shopper is told about one checkout (PAYMENT_OUTCOMES says what each means). */
export function paymentOutcomeOf(payment: { status: 'pending' | 'paid' | 'failed'; result_code: string | null }): PaymentOutcome {
  if (payment.status === 'paid') return 'paid';
  if (payment.status === 'failed') return 'declined';
  return payment.result_code && classifyResultCode(payment.result_code) === 'pending' ? 'pending' : 'open';
}
