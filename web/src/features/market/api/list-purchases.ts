// GET /market/purchases -> {data: PurchaseView[]}: what the caller bought, newest first.
import type { PurchaseView } from '@shared/schemas/market';
import { apiRequest } from '@/lib/api-client';

export const LIST_PURCHASES_FAILED = { id: 'market.purchases.failed', defaultMessage: 'Your purchases could not be loaded.' };

export async function listPurchases(signal?: AbortSignal): Promise<PurchaseView[]> {
  const answer = await apiRequest<{ data: PurchaseView[] }>('GET', '/market/purchases', { signal });
  return answer.data ?? [];
}
