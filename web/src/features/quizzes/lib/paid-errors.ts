// What a failed paid call means for the builder: not enough sparks (how many more are needed,
// with a way to /pricing), a generation that failed and was refunded (why), or anything else
// (the error's own text). Pure.
import { ApiRequestError } from '@/lib/api-client';

export const GENERATION_REASONS = [
  'invalid-json', 'schema-violation', 'refused', 'truncated', 'empty', 'no-valid-questions', 'timeout', 'connection',
  'rate-limited', 'upstream-error', 'internal',
] as const;
export type GenerationReason = (typeof GENERATION_REASONS)[number];

export type PaidFailure =
  | { kind: 'insufficient-sparks'; needed: number | null }
  | { kind: 'generation-failed'; reason: GenerationReason }
  | { kind: 'other'; error: unknown };

export function classifyPaidError(error: unknown): PaidFailure {
  if (error instanceof ApiRequestError) {
    if (error.code === 'wallet/insufficient-sparks') {
      const needed = Number(error.values?.needed);
      return { kind: 'insufficient-sparks', needed: Number.isFinite(needed) && needed > 0 ? needed : null };
    }
    if (error.code === 'quiz/generation-failed') {
      const reason = String(error.values?.reason ?? 'internal');
      return { kind: 'generation-failed', reason: (GENERATION_REASONS as readonly string[]).includes(reason) ? (reason as GenerationReason) : 'internal' };
    }
  }
  return { kind: 'other', error };
}

/**
 * Whether a retry should reuse the same request id: the call may have reached the server (a
 * network failure, a 5xx), so the same id gets the same quiz without a second charge.
 */
export function keepRequestId(error: unknown): boolean {
  return error instanceof ApiRequestError && (error.code === 'network' || error.status >= 500);
}
