// /admin/market money: the commissions report and sellers' payouts (exchange requests),
// administrators only (docs/market.md, "Administrators"). HTTP wiring only.
import { Router } from 'express';
import { z } from 'zod';
import { caller } from '../lib/auth-context';
import { jsonBody, parse, route } from '../lib/http';
import { listPayouts, markPayoutPaid, rejectPayout } from '../services/exchange';
import { commissionsReport } from '../services/sales-reports';
import { EXCHANGE_STATUSES } from '../shared/constants';
import { decideExchangeSchema } from '../shared/schemas/exchange';
import { salesQuerySchema } from '../shared/schemas/market';
import { requireMarketAdmin } from './admin-market';

export const adminFinanceRouter = Router();

adminFinanceRouter.use(requireMarketAdmin);

const payoutsQuerySchema = z.object({ status: z.enum(EXCHANGE_STATUSES).optional() });

/** The exchange request id of the path (route() has checked it is a document id). */
const requestId = (raw: string | undefined): string => String(raw);

/** GET /admin/market/commissions?days=30 -> { data: CommissionsReport }. */
adminFinanceRouter.get(
  '/commissions',
  route(async (req, res) => {
    const { days } = parse(salesQuerySchema, req.query);
    res.json({ status: 'success', data: await commissionsReport(days) });
  }),
);

/** GET /admin/market/payouts?status= -> { data: ExchangeRequestView[] } with the full IBAN. */
adminFinanceRouter.get(
  '/payouts',
  route(async (req, res) => {
    const { status } = parse(payoutsQuerySchema, req.query);
    res.json({ status: 'success', data: await listPayouts(status) });
  }),
);

/** POST /admin/market/payouts/{id}/paid {reference?} -> { data: ExchangeRequestView }. */
adminFinanceRouter.post(
  '/payouts/:id/paid',
  route(async (req, res) => {
    const id = requestId(req.params.id);
    const { reference } = parse(decideExchangeSchema, jsonBody(req));
    res.json({ status: 'success', data: await markPayoutPaid(caller(req).uid, id, reference) });
  }),
);

/** POST /admin/market/payouts/{id}/reject {reason?} -> { data: ExchangeRequestView }; the sparks go back. */
adminFinanceRouter.post(
  '/payouts/:id/reject',
  route(async (req, res) => {
    const id = requestId(req.params.id);
    const { reason } = parse(decideExchangeSchema, jsonBody(req));
    res.json({ status: 'success', data: await rejectPayout(caller(req).uid, id, reason) });
  }),
);
