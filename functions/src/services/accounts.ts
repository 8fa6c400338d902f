// Sign-up and e-mail verification: an account is created unverified, gets a code by mail and
// becomes usable once the code is accepted.
import type { UserRecord } from 'firebase-admin/auth';
import { adminAuth } from '../lib/admin';
import { ApiError } from '../lib/http';
import type { UserDto } from '../shared/schemas/user';
import { issueOtp, verifyOtp } from './otp-service';
import { sessionForUid, type Session } from './sign-in';
import { ensureAccountDocs, findAuthUserByEmail, getUserDto, markEmailVerified } from './users-repo';

const codeOf = (error: unknown) => (error as { code?: string }).code;

async function createOrReuse(email: string, password: string, retry = true): Promise<UserRecord> {
  const existing = await findAuthUserByEmail(email);
  if (existing?.emailVerified) throw new ApiError('auth/email-taken');
  // An unverified account is nobody's yet: whoever proves the address with the code owns it.
  if (existing) return adminAuth.updateUser(existing.uid, { password });
  try {
    return await adminAuth.createUser({ email, password, emailVerified: false });
  } catch (error) {
    if (codeOf(error) === 'auth/invalid-email') throw new ApiError('validation/invalid-email');
    // A concurrent sign-up with the same address won the race: treat it as existing.
    if (retry && codeOf(error) === 'auth/email-already-exists') return createOrReuse(email, password, false);
    throw error;
  }
}

/** POST /auth/signup. A repeated sign-up resends the code only after the cooldown. */
export async function signUp(email: string, password: string): Promise<void> {
  const user = await createOrReuse(email, password);
  await ensureAccountDocs(user.uid, email);
  await issueOtp(user.uid, email);
}

/** POST /auth/verify-otp: accepts the code, marks the address verified and signs the user in. */
export async function completeVerification(email: string, code: string): Promise<{ session: Session; user: UserDto }> {
  const uid = await verifyOtp(email, code);
  await markEmailVerified(uid, email);
  const session = await sessionForUid(uid);
  return { session, user: await getUserDto(uid) };
}
