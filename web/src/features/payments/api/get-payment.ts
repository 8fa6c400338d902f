// GET /in-app-purchases/{checkoutId} -> { status, payment: PaymentSummary }: the caller's own
// checkout and what became of its last card (open, pending, paid, declined). 404 otherwise.
import { paymentAnswerSchema, type PaymentSummary } from '@shared/schemas/payments';
import { apiRequest } from '@/lib/api-client';

export async function getPayment(checkoutId: string, signal?: AbortSignal): Promise<PaymentSummary> {
  const answer = await apiRequest<unknown>('GET', `/in-app-purchases/${encodeURIComponent(checkoutId)}`, { signal });
  return paymentAnswerSchema.parse(answer).payment;
}
