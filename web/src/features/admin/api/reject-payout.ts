// POST /admin/market/payouts/{id}/reject {reason?}: pending -> rejected; the held sparks go back
// to the seller in the same transaction. A request decided meanwhile answers 409
// exchange/already-decided.
import type { ExchangeRequestView } from '@shared/schemas/exchange';
import { apiRequest } from '@/lib/api-client';

export const REJECT_PAYOUT_FAILED = { id: 'admin.payouts.rejectFailed', defaultMessage: 'The request could not be rejected.' };

export async function rejectPayout(id: string, reason: string): Promise<ExchangeRequestView | undefined> {
  const text = reason.trim();
  const answer = await apiRequest<{ data?: ExchangeRequestView }>('POST', `/admin/market/payouts/${encodeURIComponent(id)}/reject`, {
    body: text ? { reason: text } : {},
  });
  return answer.data;
}
