// GET /in-app-purchases?outcome=pending -> { status, payments: PaymentSummary[] }: the caller's
// payments the bank is still confirming (newest first), so the payment page never invites a
// second payment while one is on its way.
import { pendingPaymentsAnswerSchema, type PaymentSummary } from '@shared/schemas/payments';
import { apiRequest } from '@/lib/api-client';

export async function getPendingPayments(signal?: AbortSignal): Promise<PaymentSummary[]> {
  const answer = await apiRequest<unknown>('GET', '/in-app-purchases?outcome=pending', { signal });
  return pendingPaymentsAnswerSchema.parse(answer).payments;
}
