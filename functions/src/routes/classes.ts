import { Router } from 'express';

export const classesRouter = Router();
