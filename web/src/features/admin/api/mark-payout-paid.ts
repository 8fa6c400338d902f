// POST /admin/market/payouts/{id}/paid {reference?}: pending -> paid (the bank transfer was made).
// A request decided meanwhile answers 409 exchange/already-decided.
import type { ExchangeRequestView } from '@shared/schemas/exchange';
import { apiRequest } from '@/lib/api-client';

export const MARK_PAYOUT_PAID_FAILED = { id: 'admin.payouts.paidFailed', defaultMessage: 'The request could not be marked as paid.' };

export async function markPayoutPaid(id: string, reference: string): Promise<ExchangeRequestView | undefined> {
  const text = reference.trim();
  const answer = await apiRequest<{ data?: ExchangeRequestView }>('POST', `/admin/market/payouts/${encodeURIComponent(id)}/paid`, {
    body: text ? { reference: text } : {},
  });
  return answer.data;
}
