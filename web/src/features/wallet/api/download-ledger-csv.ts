// GET /wallet/ledger.csv?category= -> a text/csv attachment: the caller's whole history (at most
// 5,000 rows). apiRequest parses JSON, so this fetches the file itself with the same Bearer
// token and session rule: one refresh and one retry on a 401, the session ends on a second one.
import type { LedgerCategory } from '@shared/schemas/wallet';
import { API_BASE, ApiRequestError, expireSession, refreshSession } from '@/lib/api-client';
import { readToken } from '@/lib/session/token-storage';

export const DOWNLOAD_LEDGER_FAILED = { id: 'wallet.export.failed', defaultMessage: 'The history could not be downloaded.' };

async function send(path: string, token: string | null): Promise<Response> {
  const headers: Record<string, string> = { Accept: 'text/csv, application/json' };
  if (token) headers.Authorization = `Bearer ${token}`;
  try {
    return await fetch(`${API_BASE}${path}`, { method: 'GET', headers, credentials: 'include' });
  } catch (error) {
    throw new ApiRequestError(0, 'network', String(error), undefined, undefined, false);
  }
}

async function errorFrom(response: Response): Promise<ApiRequestError> {
  const body = (await response.json().catch(() => ({}))) as { code?: unknown; message?: unknown };
  const coded = typeof body.code === 'string';
  return new ApiRequestError(
    response.status,
    (coded ? body.code : 'common/internal') as ApiRequestError['code'],
    typeof body.message === 'string' && body.message ? body.message : response.statusText,
    undefined,
    undefined,
    coded,
  );
}

/** The CSV as a Blob, with the file name to save it under. */
export async function downloadLedgerCsv(category: LedgerCategory | null): Promise<{ blob: Blob; fileName: string }> {
  const path = `/wallet/ledger.csv${category ? `?category=${category}` : ''}`;
  const token = readToken();
  let response = await send(path, token);
  if (response.status === 401 && token) {
    let fresh: string;
    try {
      fresh = (await refreshSession()).token;
    } catch (error) {
      if (error instanceof ApiRequestError && error.status === 401) expireSession();
      throw await errorFrom(response);
    }
    response = await send(path, fresh);
    if (response.status === 401) expireSession();
  }
  if (!response.ok) throw await errorFrom(response);
  const day = new Date().toISOString().slice(0, 10);
  return { blob: await response.blob(), fileName: `sparks-wallet-${category ?? 'all'}-${day}.csv` };
}
