// Reads a wallet's ledger for its owner: the wallet screen's pages and its CSV export.
import type { DocumentSnapshot, Query } from 'firebase-admin/firestore';
import { ledgerCategory } from '../domain/ledger';
import { db } from '../lib/admin';
import { ApiError } from '../lib/http';
import { toCsv } from '../shared/csv';
import { LEDGER_CATEGORIES, type LedgerCategory, type LedgerEntryView, type LedgerKind } from '../shared/schemas/wallet';

/** The most rows an export holds (a wallet's whole history in practice). */
export const LEDGER_CSV_MAX_ROWS = 5000;

const ledgerCol = (uid: string) => db.collection('wallets').doc(uid).collection('ledger');

const isCategory = (value: unknown): value is LedgerCategory => LEDGER_CATEGORIES.includes(value as LedgerCategory);

/** One stored entry as answered; entries from before categories existed get theirs computed. */
function entryView(doc: DocumentSnapshot): LedgerEntryView {
  const data = doc.data() ?? {};
  const kind = data.kind as LedgerKind;
  const reason = typeof data.reason === 'string' ? data.reason : '';
  return {
    id: doc.id,
    kind,
    category: isCategory(data.category) ? data.category : ledgerCategory(kind, reason),
    amount: typeof data.amount === 'number' ? data.amount : 0,
    balance_after: typeof data.balance_after === 'number' ? data.balance_after : 0,
    earned_delta: typeof data.earned_delta === 'number' ? data.earned_delta : 0,
    promo_delta: typeof data.promo_delta === 'number' ? data.promo_delta : 0,
    reason,
    created_at: data.created_at?.toDate?.().toISOString() ?? null,
  };
}

/** Newest first, of one category when asked (only entries that store it: see docs/centres.md). */
function newestFirst(uid: string, category: LedgerCategory | undefined): Query {
  const base: Query = category ? ledgerCol(uid).where('category', '==', category) : ledgerCol(uid);
  return base.orderBy('created_at', 'desc');
}

/**
 * A page of the caller's ledger after the entry `after` (an id from an earlier page; one that
 * is not in this wallet is refused). nextCursor is null on the last page.
 */
export async function ledgerPage(
  uid: string,
  input: { category?: LedgerCategory; limit: number; after?: string },
): Promise<{ entries: LedgerEntryView[]; nextCursor: string | null }> {
  let query = newestFirst(uid, input.category);
  if (input.after) {
    const last = await ledgerCol(uid).doc(input.after).get();
    if (!last.exists) throw new ApiError('validation/invalid-input');
    query = query.startAfter(last);
  }
  // One more than asked tells whether another page exists.
  const snap = await query.limit(input.limit + 1).get();
  const docs = snap.docs.slice(0, input.limit);
  return { entries: docs.map(entryView), nextCursor: snap.size > input.limit ? (docs.at(-1)?.id ?? null) : null };
}

/** The caller's history as CSV (newest first, at most LEDGER_CSV_MAX_ROWS rows). */
export async function ledgerCsv(uid: string, category: LedgerCategory | undefined): Promise<string> {
  const snap = await newestFirst(uid, category).limit(LEDGER_CSV_MAX_ROWS).get();
  const rows = snap.docs.map(entryView).map((entry) => [entry.created_at, entry.category, entry.reason, entry.amount, entry.balance_after]);
  return toCsv(['date', 'category', 'reason', 'amount', 'balance_after'], rows);
}
