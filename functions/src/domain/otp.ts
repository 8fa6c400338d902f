// One-time e-mail codes: generation, hashing and the decisions around expiry, attempts and
// resends. Pure (no Firebase), so the rules unit-test in milliseconds; the service stores the
// record in `otps/{uid}` and runs `checkOtp` inside a transaction.
import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { OTP } from '../shared/constants';

/** What `otps/{uid}` holds, with times as epoch milliseconds. */
export interface OtpRecord {
  hash: string;
  salt: string;
  expiresAt: number;
  attempts: number;
  sentAt: number;
}

export type OtpCheck =
  | { kind: 'ok' }
  | { kind: 'expired' }
  /** The code is used up: this try (or an earlier one) was the last allowed wrong try. */
  | { kind: 'locked'; attempts: number }
  | { kind: 'wrong'; attempts: number; attemptsLeft: number };

export function generateOtpCode(): string {
  return randomInt(0, 10 ** OTP.length).toString().padStart(OTP.length, '0');
}

// HMAC-SHA256 with a per-code random salt: the code lives ten minutes and allows five tries,
// so a slow KDF would buy little and would hold the transaction lock longer.
export function hashOtp(code: string, salt: string): string {
  return createHmac('sha256', salt).update(code).digest('hex');
}

export function newOtpRecord(code: string, now: number): OtpRecord {
  const salt = randomBytes(16).toString('hex');
  return { hash: hashOtp(code, salt), salt, expiresAt: now + OTP.ttlMs, attempts: 0, sentAt: now };
}

export function otpMatches(record: Pick<OtpRecord, 'hash' | 'salt'>, code: string): boolean {
  const expected = Buffer.from(record.hash, 'hex');
  const actual = Buffer.from(hashOtp(code, record.salt), 'hex');
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

/**
 * Decides one verification try. A used-up code stays used up until a new one is sent, so it
 * is checked first; the try that reaches `maxAttempts` wrong answers locks the code.
 */
export function checkOtp(record: OtpRecord, code: string, now: number): OtpCheck {
  if (record.attempts >= OTP.maxAttempts) return { kind: 'locked', attempts: record.attempts };
  if (now >= record.expiresAt) return { kind: 'expired' };
  if (otpMatches(record, code)) return { kind: 'ok' };
  const attempts = record.attempts + 1;
  if (attempts >= OTP.maxAttempts) return { kind: 'locked', attempts };
  return { kind: 'wrong', attempts, attemptsLeft: OTP.maxAttempts - attempts };
}

/** Milliseconds until a new code may be sent; 0 when it may be sent now. */
export function resendWaitMs(record: Pick<OtpRecord, 'sentAt'> | undefined, now: number): number {
  if (!record) return 0;
  return Math.max(0, record.sentAt + OTP.resendCooldownMs - now);
}
