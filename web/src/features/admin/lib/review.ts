// Product review on the administrator's side (docs/market.md, "Status machine"): which actions
// a status allows, the rejection reason's limits and what a ReviewResult says. Pure.
import { MARKET, PRODUCT_STATUSES } from '@shared/constants';
import type { ProductStatus, ReviewActionInput, ReviewResult } from '@shared/schemas/market';

export type ReviewAction = ReviewActionInput['action'];
export const REVIEW_ACTIONS: readonly ReviewAction[] = ['approve', 'reject', 'archive'];

/** The tabs of the approval queue: pending first. */
export const REVIEW_TABS: readonly ProductStatus[] = PRODUCT_STATUSES;

/** Mirrors the server's transitions (functions/src/domain/product-status.ts). */
const ALLOWED: Record<ProductStatus, readonly ReviewAction[]> = {
  pending: ['approve', 'reject', 'archive'],
  approved: ['reject', 'archive'],
  rejected: ['archive'],
  archived: [],
};

export function allowedActions(status: ProductStatus): readonly ReviewAction[] {
  return ALLOWED[status] ?? [];
}

export function mayTake(status: ProductStatus, action: ReviewAction): boolean {
  return allowedActions(status).includes(action);
}

export const REJECT_REASON = { min: 3, max: MARKET.rejectReasonMaxLength } as const;

export type ReasonCheck = 'ok' | 'too-short' | 'too-long';

/** The reason as it will be sent (trimmed) and whether it may be. */
export function checkRejectReason(reason: string): { value: string; check: ReasonCheck } {
  const value = reason.trim();
  if (value.length < REJECT_REASON.min) return { value, check: 'too-short' };
  if (value.length > REJECT_REASON.max) return { value, check: 'too-long' };
  return { value, check: 'ok' };
}

export interface ReviewSummary {
  updated: number;
  skipped: number;
  /** success: all done; warning: some or all skipped. */
  tone: 'success' | 'warning';
}

export function summariseReview(result: ReviewResult): ReviewSummary {
  const updated = result.updated.length;
  const skipped = result.skipped.length;
  return { updated, skipped, tone: skipped === 0 && updated > 0 ? 'success' : 'warning' };
}

/** Splits ids into chunks the server accepts in one call (MARKET.maxBulkReview). */
export function chunkIds(ids: readonly string[], size: number = MARKET.maxBulkReview): string[][] {
  const chunks: string[][] = [];
  for (let start = 0; start < ids.length; start += size) chunks.push(ids.slice(start, start + size));
  return chunks;
}
