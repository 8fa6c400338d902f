// GET /wallet/ledger.csv?category=&owner= -> a text/csv attachment: the caller's (or, for an
// administrator, `owner`'s) whole history (at most
// 5,000 rows), fetched with apiDownload (the session's token and refresh rule).
import type { LedgerCategory } from '@shared/schemas/wallet';
import { apiDownload } from '@/lib/api-client';

export const DOWNLOAD_LEDGER_FAILED = { id: 'wallet.export.failed', defaultMessage: 'The history could not be downloaded.' };

/** The CSV as a Blob, with the file name to save it under. */
export async function downloadLedgerCsv(category: LedgerCategory | null, owner?: string): Promise<{ blob: Blob; fileName: string }> {
  const query = new URLSearchParams();
  if (category) query.set('category', category);
  if (owner) query.set('owner', owner);
  const response = await apiDownload(`/wallet/ledger.csv${query.size ? `?${query.toString()}` : ''}`);
  const day = new Date().toISOString().slice(0, 10);
  return { blob: await response.blob(), fileName: `sparks-wallet-${category ?? 'all'}-${day}.csv` };
}
