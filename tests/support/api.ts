// HTTP helpers for the API tests: every call goes through the Hosting origin (as the browser's
// would), and any 5xx answer fails the test at once.
import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import type { ApiErrorBody, ErrorCode } from '@shared/errors';
import type { UserDto } from '@shared/schemas/user';
import { adminAuth, adminDb } from './admin';
import { API } from './env';

export interface CallOptions {
  token?: string;
  body?: unknown;
  /** The whole Cookie header, e.g. from `cookieHeader(...)`. */
  cookie?: string;
  /** Sent as is instead of JSON.stringify(body). */
  rawBody?: string;
  contentType?: string;
  headers?: Record<string, string>;
  /** Gives up on the request (e.g. AbortSignal.timeout for one the emulator may never answer). */
  signal?: AbortSignal;
}

export interface CallResult<T = Record<string, unknown>> {
  status: number;
  body: T & Partial<ApiErrorBody>;
  text: string;
  headers: Headers;
  /** The parsed Set-Cookie for `__session`, if the answer set or cleared it. */
  session?: SetCookie;
}

export interface SetCookie {
  value: string;
  attributes: Record<string, string | true>;
}

export const SESSION_COOKIE = '__session';

export function parseSetCookie(line: string): { name: string; cookie: SetCookie } {
  const [pair = '', ...attributes] = line.split(';').map((part) => part.trim());
  const index = pair.indexOf('=');
  const parsed: Record<string, string | true> = {};
  for (const attribute of attributes) {
    const eq = attribute.indexOf('=');
    if (eq === -1) parsed[attribute.toLowerCase()] = true;
    else parsed[attribute.slice(0, eq).toLowerCase()] = attribute.slice(eq + 1);
  }
  return { name: pair.slice(0, index), cookie: { value: pair.slice(index + 1), attributes: parsed } };
}

export async function call<T = Record<string, unknown>>(
  method: string,
  path: string,
  options: CallOptions = {},
): Promise<CallResult<T>> {
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  if (options.token) headers.Authorization = `Bearer ${options.token}`;
  if (options.cookie) headers.Cookie = options.cookie;
  let body: string | undefined;
  if (options.rawBody !== undefined) body = options.rawBody;
  else if (options.body !== undefined) body = JSON.stringify(options.body);
  if (body !== undefined) headers['Content-Type'] = options.contentType ?? 'application/json';
  const response = await fetch(`${API}${path}`, { method, headers, body, redirect: 'manual', signal: options.signal });
  const text = await response.text();
  let parsed: unknown = {};
  try {
    parsed = text ? JSON.parse(text) : {};
  } catch {
    parsed = {};
  }
  // A 5xx is always a bug: fail right here, with the answer in the message.
  if (response.status >= 500) throw new Error(`${method} ${path} answered ${response.status}: ${text.slice(0, 500)}`);
  const session = response.headers
    .getSetCookie()
    .map(parseSetCookie)
    .find((c) => c.name === SESSION_COOKIE)?.cookie;
  return { status: response.status, body: parsed as T & Partial<ApiErrorBody>, text, headers: response.headers, session };
}

/** Asserts an error answer: its HTTP status and code (status comes from the error table). */
export function expectError(result: CallResult<unknown>, status: number, code: ErrorCode): void {
  expect({ status: result.status, code: result.body.code, statusField: result.body.status }).toEqual({
    status,
    code,
    statusField: 'error',
  });
  expect(typeof result.body.message).toBe('string');
}

export const cookieHeader = (value: string) => `${SESSION_COOKIE}=${value}`;

export function uniqueEmail(prefix = 'u'): string {
  return `${prefix}-${randomUUID()}@sparks.test`;
}

export const PASSWORD = 'correct-horse-1';

export interface Mail {
  id: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  createdAt: number;
}

/** Every mail queued for the address, oldest first. */
export async function mailsTo(email: string): Promise<Mail[]> {
  const snap = await adminDb.collection('mail').where('to', '==', email).get();
  return snap.docs
    .map((doc) => {
      const data = doc.data();
      return {
        id: doc.id,
        to: data.to as string,
        subject: data.message?.subject as string,
        text: data.message?.text as string,
        html: data.message?.html as string,
        createdAt: (data.created_at?.toMillis?.() as number | undefined) ?? 0,
      };
    })
    .sort((a, b) => a.createdAt - b.createdAt);
}

export async function latestMail(email: string): Promise<Mail> {
  const mails = await mailsTo(email);
  const last = mails.at(-1);
  if (!last) throw new Error(`No mail to ${email}`);
  return last;
}

/** The 6-digit code of the latest mail (it stands on its own line). */
export async function latestOtp(email: string): Promise<string> {
  const code = /^(\d{6})$/m.exec((await latestMail(email)).text)?.[1];
  if (!code) throw new Error(`No code in the latest mail to ${email}`);
  return code;
}

/** The reset token of the latest mail's link. */
export async function latestResetToken(email: string): Promise<string> {
  const token = /\/forgot\?token=([A-Za-z0-9_%-]+)/.exec((await latestMail(email)).text)?.[1];
  if (!token) throw new Error(`No reset link in the latest mail to ${email}`);
  return decodeURIComponent(token);
}

export async function uidOf(email: string): Promise<string> {
  return (await adminAuth.getUserByEmail(email)).uid;
}

/** The claims of an ID token (the emulator's tokens are unsigned JWTs; this does not verify). */
export function claimsOf(token: string): Record<string, unknown> {
  const payload = token.split('.')[1] ?? '';
  return JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>;
}

export async function signUp(email = uniqueEmail(), password = PASSWORD): Promise<{ email: string; password: string }> {
  const result = await call('POST', '/auth/signup', { body: { email, password, confirmPassword: password, terms: true } });
  expect(result.status, result.text).toBe(201);
  return { email, password };
}

export interface SignedInUser {
  email: string;
  password: string;
  token: string;
  customToken: string;
  uid: string;
  /** The Cookie header carrying the refresh cookie. */
  cookie: string;
  user: UserDto;
}

/** Signs up and verifies through the API, as a new user would. */
export async function signUpVerified(email = uniqueEmail(), password = PASSWORD): Promise<SignedInUser> {
  await signUp(email, password);
  const result = await call<{ token: string; customToken: string; data: UserDto }>('POST', '/auth/verify-otp', {
    body: { email, otp: await latestOtp(email), password },
  });
  expect(result.status, result.text).toBe(200);
  expect(result.session).toBeDefined();
  return {
    email,
    password,
    token: result.body.token,
    customToken: result.body.customToken,
    uid: result.body.data.id,
    cookie: cookieHeader(result.session!.value),
    user: result.body.data,
  };
}

export async function login(
  email: string,
  password: string,
  rememberMe = false,
  headers?: Record<string, string>,
): Promise<CallResult<{ token: string; customToken: string; data: UserDto }>> {
  return call('POST', '/auth/login', { body: { email, password, rememberMe }, headers });
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Firebase compares token times in whole seconds: a token issued in the same second as a
 * revocation stays valid. Tests that revoke wait past the second first.
 */
export const nextSecond = () => sleep(1100);
