import { describe, expect, it } from 'vitest';
import type { PaymentSummary } from '@shared/schemas/payments';
import { paymentPageView } from './payment-page-view';

const summary = (checkout_id: string, outcome: PaymentSummary['outcome']): PaymentSummary => ({
  checkout_id, package_id: 'pack', sparks: 300, amount: '92.00', currency: 'SAR', outcome,
  result_code: null, updated_at: '2026-01-01T00:00:00.000Z',
});

describe('payment page view', () => {
  it('waits for the status before showing any form', () => {
    expect(paymentPageView({ status: 'loading' })).toEqual({ kind: 'loading' });
  });

  it('shows the form for an open checkout, and with the decline after a declined card', () => {
    expect(paymentPageView({ status: 'ready', current: summary('A', 'open'), pending: [] })).toEqual({ kind: 'form', declined: false });
    expect(paymentPageView({ status: 'ready', current: summary('A', 'declined'), pending: [] })).toEqual({ kind: 'form', declined: true });
  });

  it('shows a pending payment instead of the form, this checkout or another one', () => {
    const current = summary('A', 'pending');
    expect(paymentPageView({ status: 'ready', current, pending: [current] })).toEqual({ kind: 'pending', payment: current });
    const other = summary('B', 'pending');
    expect(paymentPageView({ status: 'ready', current: summary('A', 'open'), pending: [other] })).toEqual({ kind: 'pending', payment: other });
    expect(paymentPageView({ status: 'ready', current: summary('A', 'declined'), pending: [other] })).toEqual({ kind: 'pending', payment: other });
  });

  it('says a paid checkout is done, whatever else is pending', () => {
    const current = summary('A', 'paid');
    expect(paymentPageView({ status: 'ready', current, pending: [summary('B', 'pending')] })).toEqual({ kind: 'paid', payment: current });
  });

  it('falls back to the form when the status cannot be read (the verification still decides)', () => {
    expect(paymentPageView({ status: 'error', error: new Error('x') })).toEqual({ kind: 'form', declined: false });
  });
});
