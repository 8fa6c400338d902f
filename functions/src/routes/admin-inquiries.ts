// Administrators' inbox of enterprise contacts and feedback (docs/site.md 3).
import { Router } from 'express';
import { requireAuth, requireUserType } from '../lib/auth-context';
import { jsonBody, param, parse, route } from '../lib/http';
import { inquiryIdSchema, inquiryListQuerySchema, inquiryStatusSchema } from '../shared/schemas/inquiry';
import { listInquiries } from '../services/inquiries/list-inquiries';
import { setInquiryStatus } from '../services/inquiries/set-inquiry-status';
import { noStoreAll } from '../services/session-cookie';

export const adminInquiriesRouter = Router({ mergeParams: true });
adminInquiriesRouter.use(requireAuth, requireUserType('administrator'), noStoreAll);

/** GET /admin/inquiries?kind&status&page&limit -> { body: InquiryDto[], total, page, limit }. */
adminInquiriesRouter.get(
  '/',
  route(async (req, res) => {
    const query = parse(inquiryListQuerySchema, req.query);
    const { body, total } = await listInquiries(query);
    res.json({ status: 'success', body, total, page: query.page, limit: query.limit });
  }),
);

/** PATCH /admin/inquiries/{id} { status } -> { data: InquiryDto }. */
adminInquiriesRouter.patch(
  '/:id',
  route(async (req, res) => {
    const id = parse(inquiryIdSchema, param(req, 'id'));
    const { status } = parse(inquiryStatusSchema, jsonBody(req));
    res.json({ status: 'success', data: await setInquiryStatus(id, status) });
  }),
);
