// GET /market/seller/products -> {data: ProductDetail[]} (every status, the seller's own).
import { apiRequest } from '@/lib/api-client';
import { useRemote } from '@/lib/use-remote';
import type { ProductDetail } from '@shared/schemas/market';

export async function listSellerProducts(signal?: AbortSignal): Promise<ProductDetail[]> {
  const answer = await apiRequest<{ data?: ProductDetail[] }>('GET', '/market/seller/products', { signal });
  return Array.isArray(answer.data) ? answer.data : [];
}

export function useSellerProducts() {
  return useRemote('seller-products', listSellerProducts);
}
