// POST /in-app-purchases { package_id } -> 201 { status, result: CheckoutResult }
// (docs/market.md, "Buying sparks"). Only the package is sent: amount and currency come from
// the package on the server.
import { useCallback } from 'react';
import { createCheckoutSchema, type CheckoutResult } from '@shared/schemas/payments';
import { apiRequest } from '@/lib/api-client';

/** The toast when the checkout could not be created and the server said nothing useful. */
export const CREATE_CHECKOUT_FAILED = { id: 'errors.payment/create-failed', defaultMessage: 'Error creating purchase' };

export async function createCheckout(packageId: string): Promise<CheckoutResult> {
  const body = createCheckoutSchema.parse({ package_id: packageId });
  const answer = await apiRequest<{ status: string; result: CheckoutResult }>('POST', '/in-app-purchases', { body });
  if (!answer?.result?.checkout_id || !answer.result.widget_script_url) {
    throw new Error('The checkout answer has no checkout id or widget');
  }
  return answer.result;
}

export function useCreateCheckout(): (packageId: string) => Promise<CheckoutResult> {
  return useCallback((packageId: string) => createCheckout(packageId), []);
}
