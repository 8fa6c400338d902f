import { Router } from 'express';

/** Mounted at /classes/:classId/materials (mergeParams gives it classId). */
export const materialsRouter = Router({ mergeParams: true });
