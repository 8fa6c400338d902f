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

/** 200 answer: `message` is the spec's failure text or a success text. */
export interface VerifyPaymentAnswer {
  status: 'success' | 'failed';
  message: string;
  data: { checkout_id: string; sparks: number; balance: number; result_code: string };
}
