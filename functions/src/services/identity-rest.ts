// The Identity Toolkit and Secure Token REST APIs: the admin SDK cannot check a password or
// exchange a refresh token, so these calls do what the client SDK would. Against the Auth
// emulator (FIREBASE_AUTH_EMULATOR_HOST) any API key works.
import { ApiError } from '../lib/http';

export interface SignInResult {
  uid: string;
  idToken: string;
  refreshToken: string;
}

/** A refusal from the REST API, e.g. INVALID_LOGIN_CREDENTIALS or TOKEN_EXPIRED. */
export class IdentityRestError extends Error {
  constructor(readonly reason: string) {
    super(`Identity REST call refused: ${reason}`);
  }
}

const TIMEOUT_MS = 10_000;

function endpoint(service: 'identitytoolkit' | 'securetoken', path: string): string {
  const emulator = process.env.FIREBASE_AUTH_EMULATOR_HOST;
  const origin = emulator ? `http://${emulator}/${service}.googleapis.com` : `https://${service}.googleapis.com`;
  return `${origin}/v1/${path}?key=${encodeURIComponent(apiKey())}`;
}

function apiKey(): string {
  const key = process.env.FIREBASE_WEB_API_KEY;
  if (key) return key;
  if (process.env.FIREBASE_AUTH_EMULATOR_HOST) return 'emulator-api-key';
  throw new Error('FIREBASE_WEB_API_KEY is not set');
}

async function post(url: string, body: string, contentType: string): Promise<Record<string, unknown>> {
  let response: Response;
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': contentType },
      body,
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch (error) {
    console.error('Identity REST call failed', error);
    throw new ApiError('common/unavailable');
  }
  const data = (await response.json().catch(() => ({}))) as Record<string, unknown>;
  if (response.ok) return data;
  // Errors look like { error: { message: 'INVALID_PASSWORD' } } or 'TOO_MANY_ATTEMPTS_TRY_LATER : ...'.
  const message = (data.error as { message?: unknown } | undefined)?.message;
  const reason = typeof message === 'string' ? message.split(/[\s:]/)[0]! : '';
  if (response.status >= 500 || !reason) {
    console.error('Identity REST call answered', response.status, data);
    throw new ApiError('common/unavailable');
  }
  throw new IdentityRestError(reason);
}

const json = (payload: object) => JSON.stringify(payload);
const str = (value: unknown) => (typeof value === 'string' ? value : '');

export async function signInWithPassword(email: string, password: string): Promise<SignInResult> {
  const data = await post(
    endpoint('identitytoolkit', 'accounts:signInWithPassword'),
    json({ email, password, returnSecureToken: true }),
    'application/json',
  );
  return { uid: str(data.localId), idToken: str(data.idToken), refreshToken: str(data.refreshToken) };
}

/** Signs a user in without their password (after an OTP), from an admin-made custom token. */
export async function signInWithCustomToken(uid: string, customToken: string): Promise<SignInResult> {
  const data = await post(
    endpoint('identitytoolkit', 'accounts:signInWithCustomToken'),
    json({ token: customToken, returnSecureToken: true }),
    'application/json',
  );
  return { uid, idToken: str(data.idToken), refreshToken: str(data.refreshToken) };
}

export async function exchangeRefreshToken(refreshToken: string): Promise<SignInResult> {
  const data = await post(
    endpoint('securetoken', 'token'),
    new URLSearchParams({ grant_type: 'refresh_token', refresh_token: refreshToken }).toString(),
    'application/x-www-form-urlencoded',
  );
  return { uid: str(data.user_id), idToken: str(data.id_token), refreshToken: str(data.refresh_token) };
}

/** Reasons that mean "wrong e-mail or password" (the newer API merges them). */
export const BAD_CREDENTIALS = new Set([
  'INVALID_LOGIN_CREDENTIALS', 'INVALID_PASSWORD', 'EMAIL_NOT_FOUND', 'USER_DISABLED', 'INVALID_EMAIL', 'MISSING_PASSWORD',
]);
export const TOO_MANY_ATTEMPTS = 'TOO_MANY_ATTEMPTS_TRY_LATER';
