// GET /market/products/{id}/download -> {data: {url, file_name}} for the buyer, the seller and
// administrators; anyone else 403 market/not-purchased. Downloads are free and unlimited.
import { apiRequest } from '@/lib/api-client';

export const DOWNLOAD_FAILED = { id: 'market.download.failed', defaultMessage: 'The file could not be downloaded.' };

export async function getProductDownload(productId: string): Promise<{ url: string; file_name: string }> {
  const answer = await apiRequest<{ data: { url: string; file_name: string } }>(
    'GET',
    `/market/products/${encodeURIComponent(productId)}/download`,
  );
  return answer.data;
}
