// POST /admin/market/products/review {product_ids, action, reason?} -> { data: ReviewResult }.
// Each product moves on its own; one that cannot take the action comes back in `skipped`.
import type { ReviewActionInput, ReviewResult } from '@shared/schemas/market';
import { apiRequest } from '@/lib/api-client';
import { chunkIds } from '../lib/review';

export const REVIEW_PRODUCTS_FAILED = { id: 'admin.review.failed', defaultMessage: 'The products could not be updated.' };

export async function reviewProducts(input: ReviewActionInput): Promise<ReviewResult> {
  const result: ReviewResult = { updated: [], skipped: [] };
  // The server takes up to MARKET.maxBulkReview ids per call; a page never holds more, but stay safe.
  for (const productIds of chunkIds(input.product_ids)) {
    const answer = await apiRequest<{ data: ReviewResult }>('POST', '/admin/market/products/review', {
      body: { ...input, product_ids: productIds },
    });
    result.updated.push(...(answer.data?.updated ?? []));
    result.skipped.push(...(answer.data?.skipped ?? []));
  }
  return result;
}
