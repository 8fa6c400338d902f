// Sign-up and e-mail verification. The server makes every e-mail account (client-side sign-ups
// are refused by the beforeUserCreated blocking function); an account is usable only once our
// code has verified its address, which sets the `verified` claim.
import { randomBytes } from 'node:crypto';
import type { UserRecord } from 'firebase-admin/auth';
import { adminAuth } from '../lib/admin';
import { ApiError } from '../lib/http';
import { accountExistsMail } from '../domain/mail-templates';
import { emailKey } from '../domain/rate-limit';
import type { UserDto } from '../shared/schemas/user';
import { appUrl } from './invitations-mail';
import { queueMail } from './mail';
import { issueOtp, verifyOtp } from './otp-service';
import { EXISTS_MAILS, tryConsume } from './rate-limits';
import { sessionForUid, signOut, type Session } from './sign-in';
import { ensureAccountDocs, findAuthUserByEmail, getUserDto, isVerifiedByUs, markVerifiedByUs } from './users-repo';

const codeOf = (error: unknown) => (error as { code?: string }).code;

/**
 * The unverified account for this address, made if missing. Its password is random until
 * someone proves the address: a sign-up never changes an existing account's password.
 */
async function findOrCreate(email: string, retry = true): Promise<UserRecord> {
  const existing = await findAuthUserByEmail(email);
  if (existing) return existing;
  try {
    return await adminAuth.createUser({ email, password: randomBytes(24).toString('base64url'), emailVerified: false });
  } catch (error) {
    if (codeOf(error) === 'auth/invalid-email') throw new ApiError('validation/invalid-email');
    // A concurrent sign-up with the same address won the race: treat it as existing.
    if (retry && codeOf(error) === 'auth/email-already-exists') return findOrCreate(email, false);
    throw error;
  }
}

/**
 * POST /auth/signup. Answers alike for new, pending and verified addresses. A pending address
 * gets a code bound to this password (after the resend cooldown); a verified one gets a note
 * to its owner instead.
 */
export async function signUp(email: string, password: string): Promise<void> {
  const user = await findOrCreate(email);
  if (isVerifiedByUs(user)) {
    if (await tryConsume(`exists-mail:${emailKey(email)}`, EXISTS_MAILS)) {
      await queueMail(email, accountExistsMail(`${appUrl()}/login`, `${appUrl()}/forgot`));
    }
    return;
  }
  await ensureAccountDocs(user.uid, email);
  await issueOtp(user.uid, email, password);
}

/**
 * POST /auth/verify-otp: the code and the password it was sent for. The address is proven, so
 * the account becomes that person's: their password, a fresh profile if it was never verified
 * before, and every earlier session ended.
 */
export async function completeVerification(
  email: string,
  code: string,
  password: string,
): Promise<{ session: Session; user: UserDto }> {
  const uid = await verifyOtp(email, code, password);
  await markVerifiedByUs(uid, email, password);
  await signOut(uid);
  const session = await sessionForUid(uid);
  return { session, user: await getUserDto(uid) };
}
