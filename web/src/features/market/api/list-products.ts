// GET /market/products?search&subject&grade&content_type&education_level&price_band&sort&page&limit
// -> {status, data: ProductSummary[], pagination}: approved products only, 12 per page.
import type { Pagination, ProductSummary } from '@shared/schemas/market';
import { apiRequest } from '@/lib/api-client';
import { listingQuery, type MarketFilters } from '../lib/filters';

export interface ProductPage {
  data: ProductSummary[];
  pagination: Pagination;
}

export const LIST_PRODUCTS_FAILED = { id: 'market.list.failed', defaultMessage: 'The products could not be loaded.' };

export async function listProducts(filters: MarketFilters, signal?: AbortSignal): Promise<ProductPage> {
  const answer = await apiRequest<ProductPage & { status: string }>('GET', `/market/products?${listingQuery(filters)}`, { signal });
  return { data: answer.data ?? [], pagination: answer.pagination };
}
