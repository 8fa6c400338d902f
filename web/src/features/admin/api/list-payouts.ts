// GET /admin/market/payouts?status= -> { data: ExchangeRequestView[] } with the whole IBAN.
import type { ExchangeStatus } from '@shared/constants';
import type { ExchangeRequestView } from '@shared/schemas/exchange';
import { apiRequest } from '@/lib/api-client';

export const LIST_PAYOUTS_FAILED = { id: 'admin.payouts.loadFailed', defaultMessage: 'The payout requests could not be loaded.' };

export async function listPayouts(status: ExchangeStatus, signal?: AbortSignal): Promise<ExchangeRequestView[]> {
  const answer = await apiRequest<{ data?: ExchangeRequestView[] }>('GET', `/admin/market/payouts?status=${status}`, { signal });
  return answer.data ?? [];
}
