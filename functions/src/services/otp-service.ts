// E-mail verification codes in `otps/{uid}`: issuing (with the resend cooldown) and checking
// (attempts counted in a transaction, so concurrent wrong guesses cannot exceed the limit).
// Each code is bound to the password of the sign-up or login that asked for it.
import { Timestamp } from 'firebase-admin/firestore';
import { db } from '../lib/admin';
import { isContention } from '../lib/contention';
import { ApiError } from '../lib/http';
import { withKeyLock } from '../lib/key-lock';
import { otpMail } from '../domain/mail-templates';
import {
  checkOtp, generateOtpCode, hashPassword, newOtpRecord, passwordMatches, resendWaitMs, type OtpRecord, type PasswordHash,
} from '../domain/otp';
import { toMillis } from '../domain/time';
import { OTP } from '../shared/constants';
import { queueMail } from './mail';
import { findAuthUserByEmail } from './users-repo';

const ref = (uid: string) => db.collection('otps').doc(uid);
// Guesses on one code contend for one document: a burst gets quick 429s, never minute-long waits.
const CONTENDED = { maxAttempts: 4 };

function readRecord(data: Record<string, unknown> | undefined): OtpRecord | undefined {
  if (!data || typeof data.hash !== 'string' || typeof data.salt !== 'string') return undefined;
  const password = data.password as Partial<PasswordHash> | undefined;
  return {
    hash: data.hash,
    salt: data.salt,
    expiresAt: toMillis(data.expires_at) ?? 0,
    attempts: typeof data.attempts === 'number' ? data.attempts : OTP.maxAttempts,
    sentAt: toMillis(data.sent_at) ?? 0,
    ...(typeof password?.hash === 'string' && typeof password.salt === 'string' && { password: { hash: password.hash, salt: password.salt } }),
  };
}

/** Runs one transaction on the user's code, one at a time per instance, failing fast on contention. */
function onCode<T>(uid: string, work: (tx: FirebaseFirestore.Transaction) => Promise<T>): Promise<T> {
  return withKeyLock(`otp:${uid}`, () => db.runTransaction(work, CONTENDED)).catch((error: unknown) => {
    if (isContention(error)) throw new ApiError('common/rate-limited', { retryAfterSeconds: 1 });
    throw error;
  });
}

export type IssueResult = { sent: true } | { sent: false; waitMs: number };

/**
 * Sends a new code unless the last one went out less than the cooldown ago. `password` binds
 * the code to a newly chosen password; without it (a resend) the code keeps the binding of
 * the code it replaces.
 */
export async function issueOtp(uid: string, email: string, password?: string): Promise<IssueResult> {
  const pending = password === undefined ? undefined : await hashPassword(password);
  return onCode(uid, async (tx): Promise<IssueResult> => {
    const now = Date.now();
    const current = readRecord((await tx.get(ref(uid))).data());
    const waitMs = resendWaitMs(current, now);
    if (waitMs > 0) return { sent: false, waitMs };
    const code = generateOtpCode();
    const record = newOtpRecord(code, now, pending ?? current?.password);
    tx.set(ref(uid), {
      hash: record.hash,
      salt: record.salt,
      expires_at: Timestamp.fromMillis(record.expiresAt),
      attempts: 0,
      sent_at: Timestamp.fromMillis(record.sentAt),
      ...(record.password && { password: record.password }),
    });
    // The mail is written only if the code is: never a mail with a code that does not work.
    await queueMail(email, otpMail(code), tx);
    return { sent: true };
  });
}

/** The password the current code is bound to matches `password`. */
export async function pendingPasswordMatches(uid: string, password: string): Promise<boolean> {
  return passwordMatches(readRecord((await ref(uid).get()).data())?.password, password);
}

/** POST /auth/resend-otp: unknown and verified addresses get the same quiet success. */
export async function resendOtp(email: string): Promise<void> {
  const user = await findAuthUserByEmail(email);
  if (!user || user.customClaims?.verified === true) return;
  const result = await issueOtp(user.uid, email);
  if (!result.sent) throw new ApiError('auth/otp-resend-too-soon', { retryAfterSeconds: Math.ceil(result.waitMs / 1000) });
}

// An unknown address looks like a first wrong guess, so answers do not reveal accounts.
const failed = (attemptsLeft: number) => new ApiError('auth/otp-failed', { attemptsLeft });

/**
 * Checks a code together with the password it was sent for; on success the code is deleted
 * and the user's uid returned.
 */
export async function verifyOtp(email: string, code: string, password: string): Promise<string> {
  const user = await findAuthUserByEmail(email);
  if (!user) throw failed(OTP.maxAttempts - 1);
  // scrypt runs outside the transaction, so the code's document is never locked for it.
  const stored = readRecord((await ref(user.uid).get()).data());
  const passwordOk = await passwordMatches(stored?.password, password);
  const outcome = await onCode(user.uid, async (tx) => {
    const record = readRecord((await tx.get(ref(user.uid))).data());
    if (!record) return undefined;
    // A new code (new binding) came in meanwhile: this try was for the old one.
    const sameBinding = record.password?.salt === stored?.password?.salt;
    const check = checkOtp(record, code, Date.now(), passwordOk && sameBinding);
    if (check.kind === 'ok') tx.delete(ref(user.uid));
    else if ((check.kind === 'wrong' || check.kind === 'locked') && check.attempts > record.attempts) {
      tx.update(ref(user.uid), { attempts: check.attempts });
    }
    return check;
  });
  switch (outcome?.kind) {
    case 'ok':
      return user.uid;
    case 'expired':
      throw new ApiError('auth/otp-expired');
    case 'locked':
      throw new ApiError('auth/otp-too-many-attempts');
    case 'wrong':
      throw failed(outcome.attemptsLeft);
    default:
      throw failed(OTP.maxAttempts - 1);
  }
}
