// Sign-in flows: password login, sign-in after a verified code, refresh-token exchange. Each
// ends in a Session: the ID token for the Bearer header, the refresh token for the cookie and
// a custom token the web app can hand to the Firebase client SDK.
import { adminAuth } from '../lib/admin';
import { ApiError } from '../lib/http';
import { emailKey } from '../domain/rate-limit';
import {
  BAD_CREDENTIALS, IdentityRestError, TOO_MANY_ATTEMPTS, exchangeRefreshToken, signInWithCustomToken,
  signInWithPassword, type SignInResult,
} from './identity-rest';
import { issueOtp } from './otp-service';
import { FAILED_LOGINS, assertNotLimited, recordEvent, resetLimit } from './rate-limits';

export interface Session extends SignInResult {
  customToken: string;
}

const loginKey = (email: string) => `login:${emailKey(email)}`;

async function withCustomToken(result: SignInResult): Promise<Session> {
  return { ...result, customToken: await adminAuth.createCustomToken(result.uid) };
}

/** Signs the user in without a password (after their e-mail code was accepted). */
export async function sessionForUid(uid: string): Promise<Session> {
  const customToken = await adminAuth.createCustomToken(uid);
  return { ...(await signInWithCustomToken(uid, customToken)), customToken };
}

/**
 * Checks an e-mail and password, counting failures per e-mail. `wrong` is the error a wrong
 * password answers with (invalid credentials at login, wrong password when changing it).
 */
export async function checkPassword(
  email: string,
  password: string,
  wrong: 'auth/invalid-credentials' | 'auth/wrong-password',
): Promise<SignInResult> {
  const key = loginKey(email);
  await assertNotLimited(key, FAILED_LOGINS);
  try {
    return await signInWithPassword(email, password);
  } catch (error) {
    if (!(error instanceof IdentityRestError)) throw error;
    if (error.reason === TOO_MANY_ATTEMPTS) throw new ApiError('common/rate-limited');
    if (BAD_CREDENTIALS.has(error.reason)) {
      await recordEvent(key, FAILED_LOGINS);
      throw new ApiError(wrong);
    }
    throw error;
  }
}

/** POST /auth/login. An unverified account gets a fresh code (if the cooldown allows) and a 403. */
export async function login(email: string, password: string): Promise<Session> {
  const result = await checkPassword(email, password, 'auth/invalid-credentials');
  const user = await adminAuth.getUser(result.uid);
  if (!user.emailVerified) {
    await issueOtp(user.uid, email);
    throw new ApiError('auth/email-not-verified');
  }
  await resetLimit(loginKey(email));
  return withCustomToken(result);
}

/**
 * Exchanges a refresh token. The Auth emulator keeps honouring refresh tokens after a
 * revocation, so the new ID token is checked for revocation too (production refuses earlier).
 */
export async function refreshSession(refreshToken: string): Promise<Session> {
  let result: SignInResult;
  try {
    result = await exchangeRefreshToken(refreshToken);
    await adminAuth.verifyIdToken(result.idToken, true);
  } catch (error) {
    if (error instanceof ApiError) throw error;
    throw new ApiError('auth/refresh-failed');
  }
  return withCustomToken(result);
}

/** A fresh sign-in with a password known to be right (just set). */
export async function passwordSession(email: string, password: string): Promise<Session> {
  return withCustomToken(await signInWithPassword(email, password));
}

/** Ends every session of the user: their refresh tokens stop working. */
export async function signOut(uid: string): Promise<void> {
  await adminAuth.revokeRefreshTokens(uid);
}
