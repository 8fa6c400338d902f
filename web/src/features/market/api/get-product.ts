// GET /market/products/{id} -> {data: ProductDetail}; 404 market/not-found (or a plain 404) for
// a product the caller may not see.
import type { ProductDetail } from '@shared/schemas/market';
import { ApiRequestError, apiRequest } from '@/lib/api-client';

export const GET_PRODUCT_FAILED = { id: 'market.product.failed', defaultMessage: 'The product could not be loaded.' };

export async function getProduct(productId: string, signal?: AbortSignal): Promise<ProductDetail> {
  const answer = await apiRequest<{ data: ProductDetail }>('GET', `/market/products/${encodeURIComponent(productId)}`, { signal });
  return answer.data;
}

/** Whether an error means the product is not there for the caller. */
export function isProductGone(error: unknown): boolean {
  return error instanceof ApiRequestError && error.status === 404;
}

/** The product, or null when it is gone (any other error is thrown). */
export async function getProductOrNull(productId: string, signal?: AbortSignal): Promise<ProductDetail | null> {
  try {
    return await getProduct(productId, signal);
  } catch (error) {
    if (isProductGone(error)) return null;
    throw error;
  }
}
