// GET /market/exchange-requests -> {data: ExchangeRequestView[]} (the seller's own, IBAN masked).
import { apiRequest } from '@/lib/api-client';
import { useRemote } from '@/lib/use-remote';
import type { ExchangeRequestView } from '@shared/schemas/exchange';

export async function listExchangeRequests(signal?: AbortSignal): Promise<ExchangeRequestView[]> {
  const answer = await apiRequest<{ data?: ExchangeRequestView[] }>('GET', '/market/exchange-requests', { signal });
  return Array.isArray(answer.data) ? answer.data : [];
}

export function useExchangeRequests() {
  return useRemote('exchange-requests', listExchangeRequests);
}
