// What a failed export means for the screen: short of sparks (with how many more are needed)
// or anything else (shown with the error's own text).
import { ApiRequestError } from '@/lib/api-client';

/** Sparks still needed when the export was refused for a short balance, else null. */
export function sparksNeeded(error: unknown, cost: number): number | null {
  if (!(error instanceof ApiRequestError)) return null;
  if (error.code !== 'wallet/insufficient-sparks' && error.status !== 402) return null;
  const raw = error.values?.needed;
  const needed = typeof raw === 'number' ? raw : typeof raw === 'string' ? Number(raw) : NaN;
  return Number.isFinite(needed) && needed > 0 ? needed : cost;
}

/** Worth trying again with the same request id (nothing was charged or the charge is replayed free). */
export function isRetryable(error: unknown): boolean {
  return error instanceof ApiRequestError && (error.status === 0 || error.status >= 500);
}
