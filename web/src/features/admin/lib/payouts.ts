// Deciding a payout request: the limits of the optional texts and which errors mean the list
// is stale (someone else decided the request, or it is gone). Pure.
import { ApiRequestError } from '@/lib/api-client';

export type PayoutDecision = 'paid' | 'reject';

/** decideExchangeSchema: reference up to 100 characters, reason up to 500. */
export const PAYOUT_NOTE_MAX: Record<PayoutDecision, number> = { paid: 100, reject: 500 };

export function payoutNoteTooLong(decision: PayoutDecision, note: string): boolean {
  return note.trim().length > PAYOUT_NOTE_MAX[decision];
}

export function isStalePayoutError(error: unknown): boolean {
  return error instanceof ApiRequestError && (error.status === 409 || error.status === 404);
}
