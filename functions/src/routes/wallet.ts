import { Router } from 'express';
import { z } from 'zod';
import { db } from '../lib/admin';
import { caller, requireAuth } from '../lib/auth-context';
import { parse, route } from '../lib/http';
import { getSparkBalance } from '../services/sparks';

export const walletRouter = Router();
walletRouter.use(requireAuth);

/** GET /wallet -> { data: { spark_balance } } (spec 001 section 7). */
walletRouter.get(
  '/',
  route(async (req, res) => {
    const spark_balance = await getSparkBalance(caller(req).uid);
    res.json({ status: 'success', data: { spark_balance } });
  }),
);

const ledgerQuerySchema = z.object({ limit: z.coerce.number().int().min(1).max(100).default(20) });

/** GET /wallet/ledger?limit= -> the newest ledger entries, for the wallet screen. */
walletRouter.get(
  '/ledger',
  route(async (req, res) => {
    const { limit } = parse(ledgerQuerySchema, req.query);
    const snap = await db
      .collection('wallets')
      .doc(caller(req).uid)
      .collection('ledger')
      .orderBy('created_at', 'desc')
      .limit(limit)
      .get();
    const entries = snap.docs.map((doc) => {
      const data = doc.data();
      return {
        id: doc.id,
        kind: data.kind,
        amount: data.amount,
        balance_after: data.balance_after,
        reason: data.reason,
        created_at: data.created_at?.toDate?.().toISOString() ?? null,
      };
    });
    res.json({ status: 'success', data: entries });
  }),
);
