import { Router } from 'express';
import { z } from 'zod';
import { caller, requireAuth } from '../lib/auth-context';
import { parse, route } from '../lib/http';
import { marketSpendable } from '../domain/ledger';
import { getWalletBalances } from '../services/sparks';
import { ledgerCsv, ledgerPage } from '../services/wallet-ledger';
import { LEDGER_CATEGORIES, operationIdSchema, type WalletView } from '../shared/schemas/wallet';

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

// `?category=` (empty) means every category, as the screen's "All" sends it.
const category = z.preprocess((value) => (value === '' ? undefined : value), z.enum(LEDGER_CATEGORIES).optional());

const ledgerQuerySchema = z.object({
  category,
  limit: z.coerce.number().int().min(1).max(100).default(20),
  after: operationIdSchema.optional(),
});

/**
 * GET /wallet/ledger?category=&limit=&after= -> { data: LedgerEntryView[], pagination: { nextCursor } }:
 * the caller's entries newest first, of one category when asked; `after` is the last id of
 * the page before (docs/centres.md "Wallet").
 */
walletRouter.get(
  '/ledger',
  route(async (req, res) => {
    const query = parse(ledgerQuerySchema, req.query);
    const page = await ledgerPage(caller(req).uid, query);
    res.json({ status: 'success', data: page.entries, pagination: { nextCursor: page.nextCursor } });
  }),
);

/** GET /wallet/ledger.csv?category= -> text/csv attachment: the whole history (at most 5,000 rows). */
walletRouter.get(
  '/ledger.csv',
  route(async (req, res) => {
    const query = parse(z.object({ category }), req.query);
    const csv = await ledgerCsv(caller(req).uid, query.category);
    res
      .status(200)
      .set({
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': 'attachment; filename="wallet-ledger.csv"',
        'Cache-Control': 'private, no-store',
      })
      .send(csv);
  }),
);
