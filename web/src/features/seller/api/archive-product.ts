// POST /market/products/{id}/archive: the seller stops selling a product -> {data: ProductDetail}.
import { apiRequest } from '@/lib/api-client';
import type { ProductDetail } from '@shared/schemas/market';

export async function archiveProduct(productId: string): Promise<ProductDetail | null> {
  const answer = await apiRequest<{ data?: ProductDetail }>('POST', `/market/products/${encodeURIComponent(productId)}/archive`);
  return answer.data ?? null;
}
