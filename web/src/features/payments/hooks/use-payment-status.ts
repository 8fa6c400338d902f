// The payment page's checkout as the server knows it, and the user's other payments the bank
// is still confirming (api/get-payment, api/get-pending-payments); `reload` asks again.
import { useCallback, useEffect, useState } from 'react';
import { getPayment } from '../api/get-payment';
import { getPendingPayments } from '../api/get-pending-payments';
import type { PaymentStatusState } from '../lib/payment-page-view';

export function usePaymentStatus(checkoutId: string): PaymentStatusState & { reload: () => void } {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<PaymentStatusState>({ status: 'loading' });

  useEffect(() => {
    const controller = new AbortController();
    Promise.all([getPayment(checkoutId, controller.signal), getPendingPayments(controller.signal)]).then(
      ([current, pending]) => setState({ status: 'ready', current, pending }),
      (error: unknown) => {
        if (!controller.signal.aborted) setState({ status: 'error', error });
      },
    );
    return () => controller.abort();
  }, [checkoutId, attempt]);

  // The last answer stays on screen while asking again: no flash of a form.
  const reload = useCallback(() => setAttempt((value) => value + 1), []);
  return { ...state, reload };
}
