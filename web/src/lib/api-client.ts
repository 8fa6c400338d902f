// The one way the web app calls /api/v1 (same origin, cookies sent, Bearer token attached).
//
// Session rules (spec 000 sections 4 and 7): every call carries the stored token. A 401 on a
// call that sent a token triggers one POST /auth/refresh-token (the httpOnly cookie), the new
// token is stored and the call is retried once. When the refresh fails with a 401, or the retry
// still answers 401, the session has ended: the stored session is cleared, listeners are told
// (they reset the auth state and sign the Firebase SDK out) and the app goes to /login.
//
// This module knows nothing about React or Firebase, so it unit-tests with a stubbed fetch.
import type { IntlShape } from 'react-intl';
import { ERRORS, type ApiErrorBody, type ErrorCode } from '@shared/errors';
import { clearUserData, isRemembered, readToken, replaceToken } from './session/token-storage';

export const API_BASE = '/api/v1';

export class ApiRequestError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode | 'network',
    message: string,
    readonly values?: Record<string, string | number>,
    readonly fields?: ApiErrorBody['fields'],
    /** False when the answer carried no error body (a proxy's 502, say): `code` is then a guess. */
    readonly coded = true,
  ) {
    super(message);
    this.name = 'ApiRequestError';
  }
}

export interface RequestOptions {
  body?: unknown;
  /** Skip the Bearer token (public endpoints, login, signup...). */
  anonymous?: boolean;
  /**
   * Send this Bearer token instead of the stored one, never refreshed (live quiz players: the
   * Firebase SDK user's ID token, anonymous users included).
   */
  bearer?: string;
  signal?: AbortSignal;
  /** Never refresh and retry on a 401 (the refresh call itself). */
  noRefresh?: boolean;
  /**
   * When the session cannot be refreshed, just throw the 401: no clearing, no redirect.
   * The start-up token check uses it (spec: a bad stored token is removed, nobody is redirected).
   */
  quietExpiry?: boolean;
}

/** The answer of login, verify-otp and refresh-token. */
export interface TokenAnswer {
  status: 'success';
  token: string;
  /** Signs the Firebase client SDK in as the same user (powers live Firestore reads). */
  customToken?: string;
}

type RefreshedListener = (answer: TokenAnswer, remembered: boolean) => void | Promise<void>;
type ExpiredListener = () => void;

const refreshedListeners = new Set<RefreshedListener>();
const expiredListeners = new Set<ExpiredListener>();
let navigator: ((path: string) => void) | null = null;

/** Called after every successful token refresh (the session keeps the SDK signed in). */
export function onSessionRefreshed(listener: RefreshedListener): () => void {
  refreshedListeners.add(listener);
  return () => refreshedListeners.delete(listener);
}

/** Called when the session has ended (second 401). */
export function onSessionExpired(listener: ExpiredListener): () => void {
  expiredListeners.add(listener);
  return () => expiredListeners.delete(listener);
}

/** Registers the router's navigate; without one the client falls back to window.location. */
export function setNavigator(navigate: ((path: string) => void) | null): void {
  navigator = navigate;
}

export function navigateTo(path: string): void {
  if (navigator) navigator(path);
  else if (typeof window !== 'undefined') window.location.assign(path);
}

/** Ends the session locally: storage cleared, listeners told, off to /login. */
export function expireSession(): void {
  clearUserData();
  for (const listener of expiredListeners) {
    try {
      listener();
    } catch (error) {
      console.error(error);
    }
  }
  navigateTo('/login');
}

/** RequestOptions plus the Accept header (JSON unless a file is downloaded). */
interface SendOptions extends RequestOptions {
  accept?: string;
}

async function send(method: string, path: string, options: SendOptions, token: string | null): Promise<Response> {
  const headers: Record<string, string> = { Accept: options.accept ?? 'application/json' };
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  if (token) headers.Authorization = `Bearer ${token}`;
  try {
    return await fetch(`${API_BASE}${path}`, {
      method,
      headers,
      credentials: 'include',
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: options.signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiRequestError(0, 'network', String(error), undefined, undefined, false);
  }
}

async function parse<T>(response: Response): Promise<T> {
  const text = await response.text().catch(() => '');
  let data: Partial<ApiErrorBody> & Record<string, unknown> = {};
  if (text) {
    try {
      data = JSON.parse(text) as typeof data;
    } catch {
      data = {};
    }
  }
  if (!response.ok) {
    throw new ApiRequestError(
      response.status,
      data.code ?? 'common/internal',
      typeof data.message === 'string' && data.message ? data.message : response.statusText,
      data.values,
      data.fields,
      typeof data.code === 'string',
    );
  }
  return data as T;
}

/**
 * Sends the call under the session rule (one refresh and one retry on a 401, the session ends on
 * a second one) and hands back the last answer, ok or not: the caller reads or throws it.
 */
async function sendInSession(method: string, path: string, options: SendOptions): Promise<Response> {
  const token = options.bearer ?? (options.anonymous ? null : readToken());
  const response = await send(method, path, options, token);
  if (response.status !== 401 || !token || options.noRefresh || options.bearer !== undefined) return response;
  let refreshed: TokenAnswer;
  try {
    refreshed = await refreshSession();
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 401 && !options.quietExpiry) expireSession();
    return response; // the original 401
  }
  const retried = await send(method, path, options, refreshed.token);
  if (retried.status === 401 && !options.quietExpiry) expireSession();
  return retried;
}

export async function apiRequest<T>(method: string, path: string, options: RequestOptions = {}): Promise<T> {
  return parse<T>(await sendInSession(method, path, options));
}

export interface DownloadOptions {
  signal?: AbortSignal;
  /** The Accept header: the exports are CSV files, their error answers JSON. */
  accept?: string;
}

/**
 * GET a file (a CSV export) with the session's token and session rule, like apiRequest: the ok
 * answer comes back unread (blob(), headers); an error answer throws its ApiRequestError.
 */
export async function apiDownload(path: string, options: DownloadOptions = {}): Promise<Response> {
  const response = await sendInSession('GET', path, { signal: options.signal, accept: options.accept ?? 'text/csv, application/json' });
  if (!response.ok) await parse(response); // throws
  return response;
}

let refreshing: Promise<TokenAnswer> | null = null;

/**
 * POST /auth/refresh-token (httpOnly cookie), stores the new token where the session lives and
 * tells the listeners. Concurrent callers share one request.
 */
export function refreshSession(): Promise<TokenAnswer> {
  refreshing ??= (async () => {
    try {
      const answer = await apiRequest<TokenAnswer>('POST', '/auth/refresh-token', { anonymous: true, noRefresh: true });
      if (!answer.token) throw new ApiRequestError(401, 'auth/refresh-failed', ERRORS['auth/refresh-failed'].message);
      const remembered = isRemembered();
      replaceToken(answer.token);
      for (const listener of refreshedListeners) {
        try {
          await listener(answer, remembered);
        } catch (error) {
          console.warn('Session refresh listener failed', error);
        }
      }
      return answer;
    } finally {
      refreshing = null;
    }
  })();
  return refreshing;
}

// ---------------------------------------------------------------------------------------------
// Error texts: `errors.<code>` from the catalogues, the server's message for codes we do not
// know, a screen's own default when the server said nothing useful (spec 000 section 8).

export function isErrorCode(code: unknown): code is ErrorCode {
  return typeof code === 'string' && Object.prototype.hasOwnProperty.call(ERRORS, code);
}

export const NETWORK_MESSAGE = {
  id: 'errors.network',
  defaultMessage: 'Could not reach the server. Check your connection and try again.',
} as const;

export interface MessageRef {
  id: string;
  defaultMessage: string;
}

/** A message to show: a catalogue entry with values, or a plain server text. */
export type ErrorDescription =
  | { kind: 'message'; message: MessageRef; values?: Record<string, string | number> }
  | { kind: 'text'; text: string };

export function errorMessageRef(code: ErrorCode): MessageRef {
  return { id: `errors.${code}`, defaultMessage: ERRORS[code].message };
}

/**
 * Why the server refused a finished upload (422 upload/invalid-file, values.reason: functions
 * domain/file-signature.ts): each reason has its own text, `errors.upload/invalid-file.<reason>`.
 */
export const UPLOAD_REFUSAL_REASONS = ['size-mismatch', 'too-large', 'bad-signature', 'content-type-mismatch', 'content-mismatch'] as const;

/** The most specific message of a code: the refusal reason of an upload, else errors.<code>. */
export function specificMessageRef(code: ErrorCode, values?: Record<string, string | number>): MessageRef {
  const reason = values?.reason;
  if (code === 'upload/invalid-file' && (UPLOAD_REFUSAL_REASONS as readonly unknown[]).includes(reason)) {
    return { id: `errors.upload/invalid-file.${String(reason)}`, defaultMessage: ERRORS[code].message };
  }
  return errorMessageRef(code);
}

/** How to describe an error: known code -> errors.<code>; else server text; else the fallback. */
export function describeError(error: unknown, fallback: MessageRef): ErrorDescription {
  if (error instanceof ApiRequestError) {
    if (error.code === 'network') return { kind: 'message', message: NETWORK_MESSAGE };
    // An answer without an error body says nothing useful: the screen's own default says more.
    if (!error.coded) return { kind: 'message', message: fallback };
    if (isErrorCode(error.code)) {
      return { kind: 'message', message: specificMessageRef(error.code, error.values), values: error.values };
    }
    if (error.message) {
      return { kind: 'text', text: error.message };
    }
  }
  return { kind: 'message', message: fallback };
}

/** The error as text in the current language. */
export function formatError(intl: Pick<IntlShape, 'formatMessage'>, error: unknown, fallback: MessageRef): string {
  const description = describeError(error, fallback);
  return description.kind === 'text' ? description.text : intl.formatMessage(description.message, description.values);
}

/**
 * Per-field error codes, from a zod result's issues (client) or an error answer's `fields`
 * (server). The first problem of each field wins; keys are the top-level field names.
 */
export function fieldErrorCodes(
  issues: readonly { path: readonly PropertyKey[] | string; message?: string; code?: string }[] | undefined,
): Record<string, ErrorCode> {
  const result: Record<string, ErrorCode> = {};
  for (const issue of issues ?? []) {
    const path = typeof issue.path === 'string' ? issue.path.split('.') : issue.path.map(String);
    const key = path[0] ?? '';
    const code = isErrorCode(issue.message) ? issue.message : isErrorCode(issue.code) ? issue.code : undefined;
    if (code && !(key in result)) result[key] = code;
  }
  return result;
}
