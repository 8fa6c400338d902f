import { Router } from 'express';

export const packagesRouter = Router();
