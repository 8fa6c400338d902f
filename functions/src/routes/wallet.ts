import { Router } from 'express';
import { z } from 'zod';
import { caller, requireAuth, type Caller } from '../lib/auth-context';
import { ApiError, parse, route } from '../lib/http';
import { marketSpendable } from '../domain/ledger';
import { getWalletBalances } from '../services/sparks';
import { ledgerCsv, ledgerPage } from '../services/wallet-ledger';
import { docId } from '../shared/schemas/common';
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

/**
 * Whose ledger: the caller's, or with `?owner=` another account's for an administrator (as the
 * rules let administrators read every wallet: a centre's wallet tab opened for a centre).
 */
const owner = docId.optional();

function ledgerOwner(who: Caller, requested: string | undefined): string {
  if (requested === undefined || requested === who.uid) return who.uid;
  if (who.userType !== 'administrator') throw new ApiError('auth/forbidden');
  return requested;
}

const ledgerQuerySchema = z.object({
  owner,
  category,
  limit: z.coerce.number().int().min(1).max(100).default(20),
  after: operationIdSchema.optional(),
});

/**
 * GET /wallet/ledger?category=&limit=&after=&owner= -> { data: LedgerEntryView[], pagination: { nextCursor } }:
 * the caller's entries newest first, of one category when asked; `after` is the last id of
 * the page before (docs/centres.md "Wallet").
 */
walletRouter.get(
  '/ledger',
  route(async (req, res) => {
    const query = parse(ledgerQuerySchema, req.query);
    const page = await ledgerPage(ledgerOwner(caller(req), query.owner), query);
    res.json({ status: 'success', data: page.entries, pagination: { nextCursor: page.nextCursor } });
  }),
);

/** GET /wallet/ledger.csv?category=&owner= -> text/csv attachment: the whole history (at most 5,000 rows). */
walletRouter.get(
  '/ledger.csv',
  route(async (req, res) => {
    const query = parse(z.object({ owner, category }), req.query);
    const csv = await ledgerCsv(ledgerOwner(caller(req), query.owner), query.category);
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
