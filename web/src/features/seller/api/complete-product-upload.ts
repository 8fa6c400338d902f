// POST /market/uploads/{uploadId}/complete -> 201 {data: ProductDetail, message}: the bytes
// are checked (422 upload/invalid-file) and the product is created, pending review.
import { apiRequest } from '@/lib/api-client';
import type { ProductDetail } from '@shared/schemas/market';

export async function completeProductUpload(uploadId: string): Promise<ProductDetail> {
  const answer = await apiRequest<{ data: ProductDetail }>('POST', `/market/uploads/${encodeURIComponent(uploadId)}/complete`);
  return answer.data;
}
