// E-mail verification codes in `otps/{uid}`: issuing (with the resend cooldown) and checking
// (attempts counted in a transaction, so concurrent wrong guesses cannot exceed the limit).
import { Timestamp } from 'firebase-admin/firestore';
import { db } from '../lib/admin';
import { ApiError } from '../lib/http';
import { otpMail } from '../domain/mail-templates';
import { checkOtp, generateOtpCode, newOtpRecord, resendWaitMs, type OtpRecord } from '../domain/otp';
import { toMillis } from '../domain/time';
import { OTP } from '../shared/constants';
import { queueMail } from './mail';
import { findAuthUserByEmail } from './users-repo';

const ref = (uid: string) => db.collection('otps').doc(uid);
// Guesses on one code contend for one document; let them queue rather than fail.
const CONTENDED = { maxAttempts: 25 };

function readRecord(data: Record<string, unknown> | undefined): OtpRecord | undefined {
  if (!data || typeof data.hash !== 'string' || typeof data.salt !== 'string') return undefined;
  return {
    hash: data.hash,
    salt: data.salt,
    expiresAt: toMillis(data.expires_at) ?? 0,
    attempts: typeof data.attempts === 'number' ? data.attempts : OTP.maxAttempts,
    sentAt: toMillis(data.sent_at) ?? 0,
  };
}

export type IssueResult = { sent: true } | { sent: false; waitMs: number };

/** Sends a new code unless the last one went out less than the cooldown ago. */
export async function issueOtp(uid: string, email: string): Promise<IssueResult> {
  return db.runTransaction(async (tx): Promise<IssueResult> => {
    const now = Date.now();
    const waitMs = resendWaitMs(readRecord((await tx.get(ref(uid))).data()), now);
    if (waitMs > 0) return { sent: false, waitMs };
    const code = generateOtpCode();
    const record = newOtpRecord(code, now);
    tx.set(ref(uid), {
      hash: record.hash,
      salt: record.salt,
      expires_at: Timestamp.fromMillis(record.expiresAt),
      attempts: 0,
      sent_at: Timestamp.fromMillis(record.sentAt),
    });
    // The mail is written only if the code is: never a mail with a code that does not work.
    await queueMail(email, otpMail(code), tx);
    return { sent: true };
  }, CONTENDED);
}

/** POST /auth/resend-otp: unknown and verified addresses get the same quiet success. */
export async function resendOtp(email: string): Promise<void> {
  const user = await findAuthUserByEmail(email);
  if (!user || user.emailVerified) return;
  const result = await issueOtp(user.uid, email);
  if (!result.sent) throw new ApiError('auth/otp-resend-too-soon', { retryAfterSeconds: Math.ceil(result.waitMs / 1000) });
}

// An unknown address looks like a first wrong guess, so answers do not reveal accounts.
const failed = (attemptsLeft: number) => new ApiError('auth/otp-failed', { attemptsLeft });

/** Checks a code; on success the code is deleted and the user's uid returned. */
export async function verifyOtp(email: string, code: string): Promise<string> {
  const user = await findAuthUserByEmail(email);
  if (!user) throw failed(OTP.maxAttempts - 1);
  const outcome = await db.runTransaction(async (tx) => {
    const snap = await tx.get(ref(user.uid));
    const record = readRecord(snap.data());
    if (!record) return undefined;
    const check = checkOtp(record, code, Date.now());
    if (check.kind === 'ok') tx.delete(ref(user.uid));
    else if ((check.kind === 'wrong' || check.kind === 'locked') && check.attempts > record.attempts) {
      tx.update(ref(user.uid), { attempts: check.attempts });
    }
    return check;
  }, CONTENDED);
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
