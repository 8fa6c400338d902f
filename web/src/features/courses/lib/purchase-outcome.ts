// What a failed enrolment or renewal means for its order id and the screen. Pure.
// A refusal the server decided (4xx with a code) was not charged and will not change on a
// retry of the same order: the next attempt gets a new id. When the outcome is unknown
// (network, 5xx) the id is kept, so trying again cannot charge twice.
import type { ErrorCode } from '@shared/errors';

export interface FailureLike {
  status: number;
  code: ErrorCode | 'network' | string;
  values?: Record<string, string | number>;
}

export type PurchaseFailure =
  | { kind: 'insufficient'; needed: number }
  | { kind: 'already-enrolled' }
  | { kind: 'other' };

export function classifyPurchaseFailure(error: FailureLike): PurchaseFailure {
  if (error.code === 'course-learning/insufficient' || error.status === 402) {
    const needed = Number(error.values?.needed);
    return { kind: 'insufficient', needed: Number.isFinite(needed) && needed > 0 ? Math.ceil(needed) : 0 };
  }
  if (error.code === 'course-learning/already-enrolled') return { kind: 'already-enrolled' };
  return { kind: 'other' };
}

/** Whether to drop the pending order id after this failure. */
export function dropsOrderId(error: FailureLike): boolean {
  return error.status >= 400 && error.status < 500 && error.code !== 'network';
}
