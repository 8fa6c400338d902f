// GET /quiz/analytics/class/{classId}/export?by=student|question&requestId=&lang= (class
// teachers) -> a text/csv attachment. 3 sparks once per requestId (the same id downloads again
// for free); a short balance answers 402 wallet/insufficient-sparks with values.needed.
//
// apiRequest parses JSON, so this call fetches the file itself with the same Bearer token and
// the same session rule: one refresh and one retry on a 401, the session ends on a second one.
import type { ExportKind } from '@shared/schemas/analytics';
import { API_BASE, ApiRequestError, expireSession, refreshSession } from '@/lib/api-client';
import { readToken } from '@/lib/session/token-storage';
import { defaultFileName, fileNameFromDisposition } from '../lib/csv-file';

export const EXPORT_FAILED = { id: 'progress.export.failed', defaultMessage: 'The report could not be downloaded.' };

export interface ProgressReport {
  blob: Blob;
  fileName: string;
  /** Sparks taken by this download: 3, or 0 for a repeat of a paid request. */
  charged: number | null;
  balance: number | null;
}

export interface ExportRequest {
  classId: string;
  className: string;
  by: ExportKind;
  requestId: string;
  lang: 'ar' | 'en';
}

export function exportPath({ classId, by, requestId, lang }: Omit<ExportRequest, 'className'>): string {
  const query = new URLSearchParams({ by, requestId, lang });
  return `/quiz/analytics/class/${encodeURIComponent(classId)}/export?${query.toString()}`;
}

async function send(path: string, token: string | null, signal?: AbortSignal): Promise<Response> {
  const headers: Record<string, string> = { Accept: 'text/csv, application/json' };
  if (token) headers.Authorization = `Bearer ${token}`;
  try {
    return await fetch(`${API_BASE}${path}`, { method: 'GET', headers, credentials: 'include', signal });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiRequestError(0, 'network', String(error), undefined, undefined, false);
  }
}

/** An error answer's JSON body as an ApiRequestError (like apiRequest does). */
export async function errorFrom(response: Response): Promise<ApiRequestError> {
  let body: { code?: unknown; message?: unknown; values?: Record<string, string | number>; fields?: never } = {};
  try {
    body = (await response.json()) as typeof body;
  } catch {
    body = {};
  }
  const coded = typeof body.code === 'string';
  return new ApiRequestError(
    response.status,
    (coded ? body.code : 'common/internal') as ApiRequestError['code'],
    typeof body.message === 'string' && body.message ? body.message : response.statusText,
    body.values,
    body.fields,
    coded,
  );
}

const numberHeader = (response: Response, name: string): number | null => {
  const raw = response.headers.get(name);
  const value = raw === null || raw.trim() === '' ? NaN : Number(raw);
  return Number.isFinite(value) ? value : null;
};

export async function exportProgressReport(request: ExportRequest, signal?: AbortSignal): Promise<ProgressReport> {
  const path = exportPath(request);
  const token = readToken();
  let response = await send(path, token, signal);
  if (response.status === 401 && token) {
    let fresh: string;
    try {
      fresh = (await refreshSession()).token;
    } catch (error) {
      if (error instanceof ApiRequestError && error.status === 401) expireSession();
      throw await errorFrom(response);
    }
    response = await send(path, fresh, signal);
    if (response.status === 401) expireSession();
  }
  if (!response.ok) throw await errorFrom(response);
  const blob = await response.blob();
  return {
    blob,
    fileName: fileNameFromDisposition(response.headers.get('Content-Disposition')) ?? defaultFileName(request.className, request.by),
    charged: numberHeader(response, 'X-Sparks-Charged'),
    balance: numberHeader(response, 'X-Sparks-Balance'),
  };
}

