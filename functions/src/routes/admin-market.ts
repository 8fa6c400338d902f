// /admin/market: administrators review marketplace products (docs/market.md, "Administrators").
import { Router, type NextFunction, type Request, type Response } from 'express';
import { z } from 'zod';
import { caller, requireAuth } from '../lib/auth-context';
import { ApiError, jsonBody, parse, route } from '../lib/http';
import { MARKET, PRODUCT_STATUSES } from '../shared/constants';
import { reviewActionSchema } from '../shared/schemas/market';
import { listProductsByStatus, reviewProducts } from '../services/products';
import { noStore } from '../services/session-cookie';

export const adminMarketRouter = Router();

/**
 * The administrator claim, with the marketplace's own message for everyone else. Shared
 * with routes/admin-finance.ts, so every /admin/market path answers a non-administrator alike.
 */
export const requireMarketAdmin = [
  requireAuth,
  (req: Request, res: Response, next: NextFunction): void => {
    noStore(res);
    next(req.caller?.userType === 'administrator' ? undefined : new ApiError('market/admins-only'));
  },
];

adminMarketRouter.use(requireMarketAdmin);

const adminProductsQuerySchema = z.object({
  status: z.enum(PRODUCT_STATUSES).default('pending'),
  page: z.coerce.number().int().min(1).max(1000).default(1),
  limit: z.coerce.number().int().min(1).max(MARKET.maxPageSize).default(MARKET.pageSize),
});

/** GET /admin/market/products?status=pending&page&limit -> { data: ProductDetail[], pagination }. */
adminMarketRouter.get(
  '/products',
  route(async (req, res) => {
    const query = parse(adminProductsQuerySchema, req.query);
    res.json({ status: 'success', ...(await listProductsByStatus(caller(req), query)) });
  }),
);

/** POST /admin/market/products/review { product_ids, action, reason? } -> { data: ReviewResult }. */
adminMarketRouter.post(
  '/products/review',
  route(async (req, res) => {
    const input = parse(reviewActionSchema, jsonBody(req));
    res.json({ status: 'success', data: await reviewProducts(caller(req), input) });
  }),
);
