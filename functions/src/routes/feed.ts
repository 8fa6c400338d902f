import { Router } from 'express';

export const feedRouter = Router();
