// Buying sparks through HyperPay COPYandPAY (docs/market.md, "Buying sparks").
import { Router } from 'express';
import { caller, requireAuth } from '../lib/auth-context';
import { jsonBody, parse, route } from '../lib/http';
import { startCheckout, verifyPayment } from '../services/payments';
import { noStore } from '../services/session-cookie';
import { createCheckoutSchema, verifyPaymentQuerySchema } from '../shared/schemas/payments';

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

export const hyperpayRouter = Router();
hyperpayRouter.use(requireAuth);

/**
 * GET /hyperpay/verify-payment-plan?resourcePath&userId&package_id -> 200 VerifyPaymentAnswer
 * (status 'success' or 'failed'); 409 payment/pending while HyperPay has no final answer.
 */
hyperpayRouter.get(
  '/verify-payment-plan',
  route(async (req, res) => {
    const query = parse(verifyPaymentQuerySchema, req.query);
    noStore(res);
    res.json(await verifyPayment(caller(req).uid, query));
  }),
);
