import { Router, type Request } from 'express';
import { caller, requireAuth } from '../lib/auth-context';
import { jsonBody, parse, route } from '../lib/http';
import { createMaterialRequestSchema, updateMaterialRequestSchema } from '../shared/schemas/material';
import {
  completeMaterial,
  createMaterial,
  deleteMaterial,
  materialDownload,
  updateMaterial,
} from '../services/materials';

/** Mounted at /classes/:classId/materials (mergeParams gives it classId). */
export const materialsRouter = Router({ mergeParams: true });
materialsRouter.use(requireAuth);

const classIdOf = (req: Request) => String(req.params.classId);
const materialIdOf = (req: Request) => String(req.params.materialId);

/**
 * POST /classes/{classId}/materials (class teachers) -> 201 { material, upload }. The file's
 * type and size are refused here (415, 413), before any upload session exists.
 */
materialsRouter.post(
  '/',
  route(async (req, res) => {
    const input = parse(createMaterialRequestSchema, jsonBody(req));
    const result = await createMaterial(classIdOf(req), caller(req).uid, input, req.get('origin'));
    res.status(201).json({ status: 'success', ...result });
  }),
);

/** POST /classes/{classId}/materials/{materialId}/complete -> { material } once the file passed its check. */
materialsRouter.post(
  '/:materialId/complete',
  route(async (req, res) => {
    const material = await completeMaterial(classIdOf(req), materialIdOf(req), caller(req).uid);
    res.json({ status: 'success', material });
  }),
);

/** PATCH /classes/{classId}/materials/{materialId} (class teachers) -> { material }. */
materialsRouter.patch(
  '/:materialId',
  route(async (req, res) => {
    const patch = parse(updateMaterialRequestSchema, jsonBody(req));
    const material = await updateMaterial(classIdOf(req), materialIdOf(req), caller(req).uid, patch);
    res.json({ status: 'success', material });
  }),
);

/** DELETE /classes/{classId}/materials/{materialId} (class teachers): the document and its file. */
materialsRouter.delete(
  '/:materialId',
  route(async (req, res) => {
    await deleteMaterial(classIdOf(req), materialIdOf(req), caller(req).uid);
    res.json({ status: 'success' });
  }),
);

/** GET /classes/{classId}/materials/{materialId}/download -> { url, fileName } (a token URL). */
materialsRouter.get(
  '/:materialId/download',
  route(async (req, res) => {
    const result = await materialDownload(classIdOf(req), materialIdOf(req), caller(req).uid);
    res.json({ status: 'success', ...result });
  }),
);
