import { Router } from 'express';

export const walletRouter = Router();
