// /market: the product catalogue, uploads, seller edits and downloads (docs/market.md).
// Shares its mount with routes/market-orders.ts, so every route names its own middleware.
import { Router, type Request, type Response } from 'express';
import { caller, requireAuth } from '../lib/auth-context';
import { ApiError, jsonBody, parse, route } from '../lib/http';
import { createProductSchema, listProductsQuerySchema, productPatchSchema } from '../shared/schemas/market';
import {
  archiveOwnProduct,
  completeProductUpload,
  createProductUpload,
  getProduct,
  listProducts,
  listSellerProducts,
  productDownload,
  REVIEW_MESSAGE,
  streamProductFile,
  updateProduct,
} from '../services/products';
import { noStore } from '../services/session-cookie';

export const marketProductsRouter = Router();

/** Answers depend on the caller (purchased, is_owner, visibility): never cached. */
const privateAnswer = (res: Response) => {
  noStore(res);
  return res;
};

/** route() has checked every path parameter against the shared document-id schema. */
const productIdParam = (req: Request) => String(req.params.productId);

/** GET /market/products -> { data: ProductSummary[], pagination } (approved only). */
marketProductsRouter.get(
  '/products',
  requireAuth,
  route(async (req, res) => {
    const query = parse(listProductsQuerySchema, req.query);
    privateAnswer(res).json({ status: 'success', ...(await listProducts(query)) });
  }),
);

/** POST /market/products (teachers) -> 201 { data: ProductUploadTargets }. */
marketProductsRouter.post(
  '/products',
  requireAuth,
  route(async (req, res) => {
    // Students are told they cannot sell before anything about their input.
    const who = caller(req);
    if (who.userType !== 'teacher') throw new ApiError('market/sellers-only');
    const input = parse(createProductSchema, jsonBody(req));
    const data = await createProductUpload(who, input, req.get('origin'));
    privateAnswer(res).status(201).json({ status: 'success', data });
  }),
);

/** POST /market/uploads/{uploadId}/complete -> 201 { data: ProductDetail, message }. */
marketProductsRouter.post(
  '/uploads/:uploadId/complete',
  requireAuth,
  route(async (req, res) => {
    const data = await completeProductUpload(caller(req), String(req.params.uploadId));
    privateAnswer(res).status(201).json({ status: 'success', data, message: REVIEW_MESSAGE });
  }),
);

/** GET /market/seller/products -> { data: ProductDetail[] } (the caller's, every status). */
marketProductsRouter.get(
  '/seller/products',
  requireAuth,
  route(async (req, res) => {
    privateAnswer(res).json({ status: 'success', data: await listSellerProducts(caller(req)) });
  }),
);

/** GET /market/products/{id} -> { data: ProductDetail }; 404 for a product the caller may not see. */
marketProductsRouter.get(
  '/products/:productId',
  requireAuth,
  route(async (req, res) => {
    privateAnswer(res).json({ status: 'success', data: await getProduct(caller(req), productIdParam(req)) });
  }),
);

/** PATCH /market/products/{id} (the seller, while pending) -> { data: ProductDetail }. */
marketProductsRouter.patch(
  '/products/:productId',
  requireAuth,
  route(async (req, res) => {
    const productId = productIdParam(req);
    const patch = parse(productPatchSchema, jsonBody(req));
    privateAnswer(res).json({ status: 'success', data: await updateProduct(caller(req), productId, patch) });
  }),
);

/** POST /market/products/{id}/archive (the seller) -> { data: ProductDetail }. */
marketProductsRouter.post(
  '/products/:productId/archive',
  requireAuth,
  route(async (req, res) => {
    privateAnswer(res).json({ status: 'success', data: await archiveOwnProduct(caller(req), productIdParam(req)) });
  }),
);

/**
 * GET /market/products/{id}/download -> { data: { url, file_name, expires_at } } for buyers, the
 * seller, administrators: a link for the caller only, valid for 5 minutes.
 */
marketProductsRouter.get(
  '/products/:productId/download',
  requireAuth,
  route(async (req, res) => {
    privateAnswer(res).json({ status: 'success', data: await productDownload(caller(req), productIdParam(req)) });
  }),
);

/**
 * GET /market/downloads/{id}?uid&exp&sig -> the file (attachment). No bearer token: a browser
 * tab opens it. The signed link names its holder and expiry; the purchase is checked again.
 */
marketProductsRouter.get(
  '/downloads/:productId',
  route(async (req, res) => {
    noStore(res);
    await streamProductFile(productIdParam(req), { uid: req.query.uid, exp: req.query.exp, sig: req.query.sig }, res);
  }),
);
