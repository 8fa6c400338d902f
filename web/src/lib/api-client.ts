// The one way the web app calls /api/v1 (same origin, cookies sent, Bearer token attached).
import type { ApiErrorBody, ErrorCode } from '@shared/errors';

export class ApiRequestError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode | 'network',
    message: string,
    readonly values?: Record<string, string | number>,
    readonly fields?: ApiErrorBody['fields'],
  ) {
    super(message);
  }
}

export interface RequestOptions {
  body?: unknown;
  /** Skip the Bearer token (public endpoints). */
  anonymous?: boolean;
  signal?: AbortSignal;
}

export async function apiRequest<T>(method: string, path: string, options: RequestOptions = {}): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  let response: Response;
  try {
    response = await fetch(`/api/v1${path}`, {
      method,
      headers,
      credentials: 'include',
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: options.signal,
    });
  } catch (error) {
    throw new ApiRequestError(0, 'network', String(error));
  }
  const data = (await response.json().catch(() => ({}))) as T & Partial<ApiErrorBody>;
  if (!response.ok) {
    throw new ApiRequestError(response.status, data.code ?? 'common/internal', data.message ?? response.statusText, data.values, data.fields);
  }
  return data;
}
