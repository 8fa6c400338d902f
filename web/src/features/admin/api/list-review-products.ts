// GET /admin/market/products?status=&page= -> { status, data: ProductDetail[], pagination }:
// the approval queue, one status and page at a time (docs/market.md, "Administrators").
import type { Pagination, ProductDetail, ProductStatus } from '@shared/schemas/market';
import { apiRequest } from '@/lib/api-client';

export const LIST_REVIEW_PRODUCTS_FAILED = { id: 'admin.products.loadFailed', defaultMessage: 'The products could not be loaded.' };

export interface ReviewPage {
  products: ProductDetail[];
  pagination: Pagination;
}

export async function listReviewProducts(status: ProductStatus, page: number, signal?: AbortSignal): Promise<ReviewPage> {
  const query = new URLSearchParams({ status, page: String(page) });
  const answer = await apiRequest<{ data?: ProductDetail[]; pagination?: Pagination }>('GET', `/admin/market/products?${query}`, { signal });
  const products = answer.data ?? [];
  const pagination = answer.pagination ?? { currentPage: page, totalPages: 1, totalItems: products.length, itemsPerPage: products.length };
  return { products, pagination };
}

/** How many products wait for review (the pending tab's count). */
export async function countPendingProducts(signal?: AbortSignal): Promise<number> {
  const { pagination } = await listReviewProducts('pending', 1, signal);
  return pagination.totalItems;
}
