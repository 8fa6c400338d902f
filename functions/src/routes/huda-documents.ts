// Huda's PDFs (docs/assessments.md 4, "PDFs"), mounted at /huda/documents before /huda.
import { Router } from 'express';
import { z } from 'zod';
import { caller, requireAuth } from '../lib/auth-context';
import { jsonBody, param, parse, route } from '../lib/http';
import { createHudaDocumentSchema } from '../shared/schemas/huda-documents';
import { completeHudaDocument } from '../services/huda/complete-document';
import { createHudaDocument } from '../services/huda/create-document';
import { deleteHudaDocument } from '../services/huda/delete-document';
import { getHudaDocument } from '../services/huda/get-document';
import { listHudaDocuments } from '../services/huda/list-documents';
import { noStore } from '../services/session-cookie';

export const hudaDocumentsRouter = Router({ mergeParams: true });
hudaDocumentsRouter.use(requireAuth, (_req, res, next) => {
  noStore(res);
  next();
});

/** Calls without a body. */
const noBody = z.strictObject({});

/** GET /huda/documents -> {data: HudaDocument[]}, newest first. */
hudaDocumentsRouter.get(
  '/',
  route(async (req, res) => {
    res.json({ status: 'success', data: await listHudaDocuments(caller(req).uid) });
  }),
);

/** POST /huda/documents {name, size, content_type} -> 201 {data: {document, upload}}; 415, 413, 409. */
hudaDocumentsRouter.post(
  '/',
  route(async (req, res) => {
    const input = parse(createHudaDocumentSchema, jsonBody(req));
    const data = await createHudaDocument(caller(req).uid, input, req.get('origin'));
    res.status(201).json({ status: 'success', data });
  }),
);

/** POST /huda/documents/{id}/complete -> {data: HudaDocument} (ready or no-text); 422 when the file is refused. */
hudaDocumentsRouter.post(
  '/:documentId/complete',
  route(async (req, res) => {
    parse(noBody, jsonBody(req));
    res.json({ status: 'success', data: await completeHudaDocument(caller(req).uid, param(req, 'documentId')) });
  }),
);

/** GET /huda/documents/{id} -> {data: HudaDocument}. */
hudaDocumentsRouter.get(
  '/:documentId',
  route(async (req, res) => {
    res.json({ status: 'success', data: await getHudaDocument(caller(req).uid, param(req, 'documentId')) });
  }),
);

/** DELETE /huda/documents/{id} -> {data: {id}}. */
hudaDocumentsRouter.delete(
  '/:documentId',
  route(async (req, res) => {
    res.json({ status: 'success', data: await deleteHudaDocument(caller(req).uid, param(req, 'documentId')) });
  }),
);
