// GET /hyperpay/verify-payment-plan?resourcePath&userId&package_id -> 200 VerifyPaymentAnswer,
// or an error answer such as 409 payment/pending (docs/market.md step 3). The caller's token is
// sent: the server checks that userId is the caller and that the checkout is theirs.
import { useCallback } from 'react';
import type { VerifyPaymentAnswer } from '@shared/schemas/payments';
import { apiRequest } from '@/lib/api-client';

export const VERIFY_PAYMENT_FAILED = { id: 'errors.payment/verify-failed', defaultMessage: 'Failed to verify payment.' };

export interface VerifyPaymentInput {
  resourcePath: string;
  userId: string;
  packageId: string;
}

export async function verifyPayment(input: VerifyPaymentInput, signal?: AbortSignal): Promise<VerifyPaymentAnswer> {
  const query = new URLSearchParams({
    resourcePath: input.resourcePath,
    userId: input.userId,
    package_id: input.packageId,
  });
  return apiRequest<VerifyPaymentAnswer>('GET', `/hyperpay/verify-payment-plan?${query.toString()}`, { signal });
}

export function useVerifyPayment(): (input: VerifyPaymentInput) => Promise<VerifyPaymentAnswer> {
  return useCallback((input: VerifyPaymentInput) => verifyPayment(input), []);
}
