// Forgotten passwords (a one-time link by mail) and password changes of signed-in users.
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { adminAuth, db } from '../lib/admin';
import { ApiError } from '../lib/http';
import { passwordResetLink, passwordResetMail } from '../domain/mail-templates';
import { isResetUsable, newResetToken, resetTokenId } from '../domain/password-reset';
import { emailKey } from '../domain/rate-limit';
import { toMillis } from '../domain/time';
import { queueMail } from './mail';
import { RESET_MAILS, tryConsume } from './rate-limits';
import { checkPassword, passwordSession, type Session } from './sign-in';
import { findAuthUserByEmail } from './users-repo';

const ref = (id: string) => db.collection('passwordResets').doc(id);
const appUrl = () => process.env.APP_URL || 'http://localhost:5000';

/**
 * POST /auth/forgot-password. Quiet about unknown addresses; at most one mail per address per
 * cooldown (the cooldown is spent for unknown addresses too, so timing tells nothing).
 */
export async function requestPasswordReset(email: string): Promise<void> {
  if (!(await tryConsume(`reset:${emailKey(email)}`, RESET_MAILS))) return;
  const user = await findAuthUserByEmail(email);
  if (!user) return;
  const { token, id, expiresAt } = newResetToken(Date.now());
  await db.runTransaction(async (tx) => {
    tx.create(ref(id), {
      uid: user.uid,
      expires_at: Timestamp.fromMillis(expiresAt),
      used_at: null,
      created_at: FieldValue.serverTimestamp(),
    });
    await queueMail(email, passwordResetMail(passwordResetLink(appUrl(), token)), tx);
  });
}

/** Sets a new password from a reset link; the link is spent first so it works only once. */
export async function resetPasswordWithToken(token: string, password: string): Promise<void> {
  const uid = await db.runTransaction(async (tx) => {
    const snap = await tx.get(ref(resetTokenId(token)));
    const data = snap.data();
    const record = data && {
      uid: typeof data.uid === 'string' ? data.uid : '',
      expiresAt: toMillis(data.expires_at),
      usedAt: toMillis(data.used_at),
    };
    if (!isResetUsable(record, Date.now())) throw new ApiError('auth/reset-link-invalid');
    tx.update(snap.ref, { used_at: FieldValue.serverTimestamp() });
    return record.uid;
  });
  try {
    await adminAuth.updateUser(uid, { password });
  } catch (error) {
    if ((error as { code?: string }).code === 'auth/user-not-found') throw new ApiError('auth/reset-link-invalid');
    throw error;
  }
  // Whoever knew the old password is signed out everywhere.
  await adminAuth.revokeRefreshTokens(uid);
}

/** The signed-in user changes their password; other sessions end, this one gets new tokens. */
export async function changeOwnPassword(
  who: { uid: string; email: string },
  currentPassword: string,
  password: string,
  address: string,
): Promise<Session> {
  const { uid } = who;
  const email = who.email || (await adminAuth.getUser(uid)).email || '';
  const checked = await checkPassword(email, currentPassword, address, 'auth/wrong-password');
  if (checked.uid !== uid) throw new ApiError('auth/forbidden');
  await adminAuth.updateUser(uid, { password });
  await adminAuth.revokeRefreshTokens(uid);
  return passwordSession(email, password);
}
