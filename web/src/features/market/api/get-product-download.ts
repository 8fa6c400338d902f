// GET /market/products/{id}/download -> {data: {url, file_name, expires_at}} for the buyer, the
// seller and administrators; anyone else 403 market/not-purchased. Downloads are free and
// unlimited, but each link is the caller's own and works for 5 minutes: the API answers it
// relative to our origin (a function route that checks the purchase and streams the file).
import { apiRequest } from '@/lib/api-client';

export const DOWNLOAD_FAILED = { id: 'market.download.failed', defaultMessage: 'The file could not be downloaded.' };

export async function getProductDownload(productId: string): Promise<{ url: string; file_name: string }> {
  const answer = await apiRequest<{ data: { url: string; file_name: string } }>(
    'GET',
    `/market/products/${encodeURIComponent(productId)}/download`,
  );
  // Only links to our own origin are followed.
  const url = new URL(answer.data.url, window.location.origin);
  if (url.origin !== window.location.origin) throw new Error('Download link on another origin');
  return { ...answer.data, url: url.href };
}
