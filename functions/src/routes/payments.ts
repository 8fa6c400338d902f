// Stub: filled in by the issue-5 work (docs/market.md).
import { Router } from 'express';

export const inAppPurchasesRouter = Router();
export const hyperpayRouter = Router();
