// Sign-in flows: password login, sign-in after a verified code, refresh-token exchange. Each
// ends in a Session: the ID token for the Bearer header, the refresh token for the cookie and
// a custom token the web app can hand to the Firebase client SDK.
import { adminAuth } from '../lib/admin';
import { ApiError } from '../lib/http';
import {
  BAD_CREDENTIALS, IdentityRestError, TOO_MANY_ATTEMPTS, exchangeRefreshToken, signInWithCustomToken,
  signInWithPassword, type SignInResult,
} from './identity-rest';
import { beginPasswordTry, passwordTrySucceeded } from './login-throttle';
import { issueOtp, pendingPasswordMatches } from './otp-service';
import { findAuthUserByEmail, isVerifiedByUs } from './users-repo';

export interface Session extends SignInResult {
  customToken: string;
}

async function withCustomToken(result: SignInResult): Promise<Session> {
  return { ...result, customToken: await adminAuth.createCustomToken(result.uid) };
}

/** Signs the user in without a password (after their e-mail code was accepted). */
export async function sessionForUid(uid: string): Promise<Session> {
  const customToken = await adminAuth.createCustomToken(uid);
  return { ...(await signInWithCustomToken(uid, customToken)), customToken };
}

/**
 * Checks an e-mail and password, throttled per account and client address. `wrong` is the
 * error a wrong password answers with (invalid credentials at login, wrong password when
 * changing it); `pending` lets a login reach an unverified account's pending password.
 */
export async function checkPassword(
  email: string,
  password: string,
  address: string,
  wrong: 'auth/invalid-credentials' | 'auth/wrong-password',
  pending?: (email: string, password: string) => Promise<boolean>,
): Promise<SignInResult> {
  await beginPasswordTry(email, address);
  let result: SignInResult;
  try {
    result = await signInWithPassword(email, password);
  } catch (error) {
    if (!(error instanceof IdentityRestError)) throw error;
    if (error.reason === TOO_MANY_ATTEMPTS) throw new ApiError('common/rate-limited');
    if (!BAD_CREDENTIALS.has(error.reason)) throw error;
    if (pending && (await pending(email, password))) {
      await passwordTrySucceeded(email, address);
      throw new ApiError('auth/email-not-verified');
    }
    throw new ApiError(wrong);
  }
  await passwordTrySucceeded(email, address);
  return result;
}

/** An unverified account whose code was asked for with this password: a fresh code goes out. */
async function resendForPendingPassword(email: string, password: string): Promise<boolean> {
  const user = await findAuthUserByEmail(email);
  if (!user || isVerifiedByUs(user) || !(await pendingPasswordMatches(user.uid, password))) return false;
  await issueOtp(user.uid, email, password);
  return true;
}

/**
 * POST /auth/login. An account our code has not verified gets a fresh code bound to this
 * password (if the cooldown allows) and a 403, never a session.
 */
export async function login(email: string, password: string, address: string): Promise<Session> {
  const result = await checkPassword(email, password, address, 'auth/invalid-credentials', resendForPendingPassword);
  const user = await adminAuth.getUser(result.uid);
  if (!isVerifiedByUs(user)) {
    await issueOtp(user.uid, email, password);
    throw new ApiError('auth/email-not-verified');
  }
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
