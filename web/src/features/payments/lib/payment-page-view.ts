// What /payment shows for its checkout (issue 10 item 8): never a blank form that invites a
// second payment while one is being confirmed. Pure, so it unit-tests alone.
// - this checkout paid: that it is done, no form;
// - this checkout, or any other of the user's, pending at the bank: "being confirmed" with a
//   check-again button, no form;
// - this checkout's last card declined: the decline and the form, to try another card;
// - otherwise (or when the status could not be read: the verification still decides) the form.
import type { PaymentSummary } from '@shared/schemas/payments';

export type PaymentStatusState =
  | { status: 'loading' }
  | { status: 'error'; error: unknown }
  | { status: 'ready'; current: PaymentSummary; pending: PaymentSummary[] };

export type PaymentPageView =
  | { kind: 'loading' }
  | { kind: 'form'; declined: boolean }
  | { kind: 'pending'; payment: PaymentSummary }
  | { kind: 'paid'; payment: PaymentSummary };

export function paymentPageView(state: PaymentStatusState): PaymentPageView {
  if (state.status === 'loading') return { kind: 'loading' };
  if (state.status === 'error') return { kind: 'form', declined: false };
  const { current, pending } = state;
  if (current.outcome === 'paid') return { kind: 'paid', payment: current };
  if (current.outcome === 'pending') return { kind: 'pending', payment: current };
  const other = pending.find((p) => p.checkout_id !== current.checkout_id && p.outcome === 'pending');
  if (other) return { kind: 'pending', payment: other };
  return { kind: 'form', declined: current.outcome === 'declined' };
}
