// POST /market/products {product, files} -> 201 {data: ProductUploadTargets}: one upload
// session per declared file. Refused before any upload: wrong type 415, too large 413.
import { apiRequest } from '@/lib/api-client';
import { createProductSchema, type CreateProductInput, type ProductUploadTargets } from '@shared/schemas/market';

export async function createProduct(input: CreateProductInput): Promise<ProductUploadTargets> {
  const body = createProductSchema.parse(input);
  const answer = await apiRequest<{ data: ProductUploadTargets }>('POST', '/market/products', { body });
  return answer.data;
}
