// Buying sparks packages through HyperPay COPYandPAY (docs/market.md, "Buying sparks").
import { z } from 'zod';
import { code, docIdWith, isDocId } from './common';

/** POST /in-app-purchases: only the package; amount and currency come from the package. */
export const createCheckoutSchema = z.strictObject({
  package_id: z.string(code('validation/all-fields-required')).pipe(docIdWith('payment/package-not-found')),
});

export interface CheckoutResult {
  checkout_id: string;
  package_id: string;
  sparks: number;
  amount: string;
  currency: 'SAR';
  /** The COPYandPAY widget script for this checkout. */
  widget_script_url: string;
  /** data-brands of the widget form. */
  brands: string;
}

/** The only resource paths we ever ask HyperPay about. */
export const RESOURCE_PATH = /^\/v1\/checkouts\/([A-Za-z0-9._-]{1,64})\/payment$/;

/** GET /hyperpay/verify-payment-plan?resourcePath&userId&package_id */
export const verifyPaymentQuerySchema = z.object({
  resourcePath: z
    .string(code('payment/invalid-resource-path'))
    .regex(RESOURCE_PATH, code('payment/invalid-resource-path'))
    .refine((path) => isDocId(RESOURCE_PATH.exec(path)?.[1]), code('payment/invalid-resource-path')),
  userId: docIdWith('validation/invalid-input'),
  package_id: docIdWith('payment/package-not-found'),
});

/**
 * What the shopper is told about one checkout: `open` (no card tried yet), `pending` (HyperPay
 * said the bank has not decided yet: do not pay again), `paid`, or `declined` (the last card was
 * refused and nothing was charged: another card may be tried).
 */
export const PAYMENT_OUTCOMES = ['open', 'pending', 'paid', 'declined'] as const;
export type PaymentOutcome = (typeof PAYMENT_OUTCOMES)[number];

/**
 * 200 answer: `message` is the spec's failure text or a success text. `outcome` and, for a
 * decline, `code` (payment/declined, a text in both languages) tell the screen what to say;
 * a pending payment is the 409 payment/pending error instead (no final answer yet).
 */
export interface VerifyPaymentAnswer {
  status: 'success' | 'failed';
  outcome: 'paid' | 'declined';
  code?: 'payment/declined';
  message: string;
  data: { checkout_id: string; sparks: number; balance: number; result_code: string };
}

/** GET /in-app-purchases/{checkoutId}: the caller's own checkout. */
export const checkoutParamsSchema = z.object({
  checkoutId: z
    .string(code('payment/not-found'))
    .max(64, code('payment/not-found'))
    .refine((id) => isDocId(id) && RESOURCE_PATH.test(`/v1/checkouts/${id}/payment`), code('payment/not-found')),
});

/** GET /in-app-purchases?outcome=pending: the caller's checkouts the bank is still deciding. */
export const listPaymentsQuerySchema = z.strictObject({
  outcome: z.literal('pending', code('validation/invalid-input')),
});

/** One checkout as the payment page sees it (what was sold and what became of it). */
export const paymentSummarySchema = z.object({
  checkout_id: z.string().min(1),
  package_id: z.string().min(1),
  sparks: z.number().int().nonnegative(),
  amount: z.string(),
  currency: z.literal('SAR'),
  outcome: z.enum(PAYMENT_OUTCOMES),
  result_code: z.string().nullable(),
  /** ISO time of the last change, null when unknown. */
  updated_at: z.string().nullable(),
});
export type PaymentSummary = z.infer<typeof paymentSummarySchema>;

export const paymentAnswerSchema = z.object({ status: z.literal('success'), payment: paymentSummarySchema });
export const pendingPaymentsAnswerSchema = z.object({ status: z.literal('success'), payments: z.array(paymentSummarySchema) });
