// GET /wallet/ledger?category=&limit=&after=&owner= -> { data: LedgerEntryView[], pagination: { nextCursor } }:
// the caller's ledger (or, for an administrator, `owner`'s) newest first, of one category when
// asked; `after` is the last id of the page before (docs/centres.md "Wallet").
import type { LedgerCategory, LedgerEntryView } from '@shared/schemas/wallet';
import { apiRequest } from '@/lib/api-client';

export const GET_LEDGER_FAILED = { id: 'wallet.ledger.failed', defaultMessage: 'Your wallet history could not be loaded.' };
export const LOAD_MORE_FAILED = { id: 'wallet.loadMore.failed', defaultMessage: 'More entries could not be loaded.' };

export interface LedgerPage {
  entries: LedgerEntryView[];
  nextCursor: string | null;
}

export interface LedgerQuery {
  category: LedgerCategory | null;
  limit: number;
  after?: string | null;
  owner?: string;
}

export async function getLedger({ category, limit, after, owner }: LedgerQuery, signal?: AbortSignal): Promise<LedgerPage> {
  const query = new URLSearchParams({ limit: String(limit) });
  if (category) query.set('category', category);
  if (after) query.set('after', after);
  if (owner) query.set('owner', owner);
  const answer = await apiRequest<{ data: LedgerEntryView[]; pagination?: { nextCursor: string | null } }>(
    'GET',
    `/wallet/ledger?${query.toString()}`,
    { signal },
  );
  return { entries: answer.data, nextCursor: answer.pagination?.nextCursor ?? null };
}
