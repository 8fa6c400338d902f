// Buying sparks through HyperPay COPYandPAY (docs/market.md, "Buying sparks").
import { Router } from 'express';
import { caller, requireAuth } from '../lib/auth-context';
import { jsonBody, parse, route } from '../lib/http';
import { getPayment, listPendingPayments, startCheckout, verifyPayment } from '../services/payments';
import { noStore } from '../services/session-cookie';
import {
  checkoutParamsSchema, createCheckoutSchema, listPaymentsQuerySchema, verifyPaymentQuerySchema,
} from '../shared/schemas/payments';

export const inAppPurchasesRouter = Router();
inAppPurchasesRouter.use(requireAuth);

/** POST /in-app-purchases {package_id} -> 201 { status, result: CheckoutResult }. Amounts come from the package only. */
inAppPurchasesRouter.post(
  '/',
  route(async (req, res) => {
    const { package_id } = parse(createCheckoutSchema, jsonBody(req));
    const result = await startCheckout(caller(req).uid, package_id);
    res.status(201).json({ status: 'success', result });
  }),
);

/**
 * GET /in-app-purchases?outcome=pending -> 200 { status, payments: PaymentSummary[] }: the
 * caller's payments the bank is still confirming (the payment page shows them, not a blank form).
 */
inAppPurchasesRouter.get(
  '/',
  route(async (req, res) => {
    parse(listPaymentsQuerySchema, req.query);
    noStore(res);
    res.json({ status: 'success', payments: await listPendingPayments(caller(req).uid) });
  }),
);

/** GET /in-app-purchases/{checkoutId} -> 200 { status, payment: PaymentSummary }; 404 unless the caller's. */
inAppPurchasesRouter.get(
  '/:checkoutId',
  route(async (req, res) => {
    const { checkoutId } = parse(checkoutParamsSchema, req.params);
    noStore(res);
    res.json({ status: 'success', payment: await getPayment(caller(req).uid, checkoutId) });
  }),
);

export const hyperpayRouter = Router();
hyperpayRouter.use(requireAuth);

/**
 * GET /hyperpay/verify-payment-plan?resourcePath&userId&package_id -> 200 VerifyPaymentAnswer
 * (status 'success' or 'failed', outcome 'paid' or 'declined'); 409 payment/pending while
 * HyperPay has no final answer.
 */
hyperpayRouter.get(
  '/verify-payment-plan',
  route(async (req, res) => {
    const query = parse(verifyPaymentQuerySchema, req.query);
    noStore(res);
    res.json(await verifyPayment(caller(req).uid, query));
  }),
);
