import { Router } from 'express';
import { z } from 'zod';
import { db } from '../lib/admin';
import { caller, requireAuth } from '../lib/auth-context';
import { parse, route } from '../lib/http';
import { marketSpendable } from '../domain/ledger';
import { getWalletBalances } from '../services/sparks';
import type { WalletView } from '../shared/schemas/wallet';

export const walletRouter = Router();
walletRouter.use(requireAuth);

/**
 * GET /wallet -> { data: { spark_balance, earned_balance, promo_balance, market_balance } }
 * (spec 001 section 7): every spark, the part earned from sales (the only sparks that can be
 * exchanged), the welcome part and what the marketplace may take (all but the welcome part).
 */
walletRouter.get(
  '/',
  route(async (req, res) => {
    const wallet = await getWalletBalances(caller(req).uid);
    const data: WalletView = {
      spark_balance: wallet.total,
      earned_balance: wallet.earned,
      promo_balance: wallet.promo,
      market_balance: marketSpendable(wallet),
    };
    res.json({ status: 'success', data });
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
        earned_delta: typeof data.earned_delta === 'number' ? data.earned_delta : 0,
        promo_delta: typeof data.promo_delta === 'number' ? data.promo_delta : 0,
        reason: data.reason,
        created_at: data.created_at?.toDate?.().toISOString() ?? null,
      };
    });
    res.json({ status: 'success', data: entries });
  }),
);
