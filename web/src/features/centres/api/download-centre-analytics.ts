// GET /training-centre/analytics.csv -> a text/csv attachment (per course rows, then per class
// rows, UTF-8 with BOM). apiRequest parses JSON, so the file is fetched here with the same
// Bearer token and session rule: one refresh and one retry on a 401, the session ends on a
// second one. Error answers are JSON and become ApiRequestErrors.
import { API_BASE, ApiRequestError, expireSession, refreshSession } from '@/lib/api-client';
import { readToken } from '@/lib/session/token-storage';
import { withCentre } from '../lib/centre-param';

export const DOWNLOAD_CENTRE_ANALYTICS_FAILED = { id: 'centres.analytics.exportFailed', defaultMessage: 'The CSV file could not be downloaded.' };

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
  const body = (await response.json().catch(() => ({}))) as { code?: unknown; message?: unknown; values?: Record<string, string | number> };
  const coded = typeof body.code === 'string';
  return new ApiRequestError(
    response.status,
    (coded ? body.code : 'common/internal') as ApiRequestError['code'],
    typeof body.message === 'string' && body.message ? body.message : response.statusText,
    body.values,
    undefined,
    coded,
  );
}

export async function downloadCentreAnalytics(enterprise: string | undefined): Promise<{ blob: Blob; disposition: string | null }> {
  const path = withCentre('/training-centre/analytics.csv', enterprise);
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
  return { blob: await response.blob(), disposition: response.headers.get('Content-Disposition') };
}
