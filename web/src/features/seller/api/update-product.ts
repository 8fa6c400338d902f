// PATCH /market/products/{id} with the changed descriptive fields (only while pending)
// -> {data: ProductDetail}. Refusals: 409 market/not-editable, 400 with per-field `fields`.
import { apiRequest } from '@/lib/api-client';
import type { ProductDetail, ProductFields } from '@shared/schemas/market';

export async function updateProduct(productId: string, patch: Partial<ProductFields>): Promise<ProductDetail> {
  const answer = await apiRequest<{ data: ProductDetail }>('PATCH', `/market/products/${encodeURIComponent(productId)}`, { body: patch });
  return answer.data;
}
