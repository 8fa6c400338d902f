// /market: checkout, purchases, the seller's sales report and sparks exchange requests
// (docs/market.md). Mounted next to the products router, so each route names its own auth:
// a path neither router knows still answers 404. HTTP wiring only.
import { Router } from 'express';
import { caller, requireAuth, requireUserType } from '../lib/auth-context';
import { jsonBody, parse, route } from '../lib/http';
import { createExchangeRequest, listOwnExchangeRequests } from '../services/exchange';
import { listPurchases, placeOrder } from '../services/orders';
import { sellerSalesReport } from '../services/sales-reports';
import { createExchangeSchema } from '../shared/schemas/exchange';
import { checkoutSchema, salesQuerySchema } from '../shared/schemas/market';

export const marketOrdersRouter = Router();

/** POST /market/orders -> 201 { data: OrderView, message } (200 when the order_id was already recorded). */
marketOrdersRouter.post(
  '/orders',
  requireAuth,
  route(async (req, res) => {
    const input = parse(checkoutSchema, jsonBody(req));
    const { order, replayed } = await placeOrder(caller(req).uid, input);
    res.status(replayed ? 200 : 201).json({ status: 'success', message: 'Purchase completed successfully!', data: order });
  }),
);

/** GET /market/purchases -> { data: PurchaseView[] }, newest first. */
marketOrdersRouter.get(
  '/purchases',
  requireAuth,
  route(async (req, res) => {
    res.json({ status: 'success', data: await listPurchases(caller(req).uid) });
  }),
);

/** GET /market/seller/sales?days=30 -> { data: SalesReport } (teachers). */
marketOrdersRouter.get(
  '/seller/sales',
  requireAuth,
  requireUserType('teacher'),
  route(async (req, res) => {
    const { days } = parse(salesQuerySchema, req.query);
    res.json({ status: 'success', data: await sellerSalesReport(caller(req).uid, days) });
  }),
);

/** POST /market/exchange-requests -> 201 { data: ExchangeRequestView } (200 on a retry). */
marketOrdersRouter.post(
  '/exchange-requests',
  requireAuth,
  route(async (req, res) => {
    const input = parse(createExchangeSchema, jsonBody(req));
    const { request, replayed } = await createExchangeRequest(caller(req), input);
    res.status(replayed ? 200 : 201).json({ status: 'success', data: request });
  }),
);

/** GET /market/exchange-requests -> { data: ExchangeRequestView[] }: the caller's own, IBAN masked. */
marketOrdersRouter.get(
  '/exchange-requests',
  requireAuth,
  route(async (req, res) => {
    res.json({ status: 'success', data: await listOwnExchangeRequests(caller(req).uid) });
  }),
);
