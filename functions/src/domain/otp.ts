// One-time e-mail codes: generation, hashing and the decisions around expiry, attempts and
// resends. Pure (no Firebase), so the rules unit-test in milliseconds; the service stores the
// record in `otps/{uid}` and runs `checkOtp` inside a transaction.
import { createHmac, randomBytes, randomInt, scrypt, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';
import { OTP } from '../shared/constants';

/** What `otps/{uid}` holds, with times as epoch milliseconds. */
export interface OtpRecord {
  hash: string;
  salt: string;
  expiresAt: number;
  attempts: number;
  sentAt: number;
  /**
   * The password chosen by the sign-up (or login) that asked for this code, hashed. The code
   * verifies only together with it, so a second sign-up for someone else's address can never
   * hand its password to the account the real owner then verifies.
   */
  password?: PasswordHash;
}

export interface PasswordHash {
  hash: string;
  salt: string;
}

const scryptAsync = promisify(scrypt) as (password: string, salt: string, length: number) => Promise<Buffer>;

/** scrypt, as a pending password is a real password (kept only while its code lives). */
export async function hashPassword(password: string, salt = randomBytes(16).toString('hex')): Promise<PasswordHash> {
  return { hash: (await scryptAsync(password.normalize('NFC'), salt, 32)).toString('hex'), salt };
}

export async function passwordMatches(stored: PasswordHash | undefined, password: string): Promise<boolean> {
  if (!stored) return false;
  const expected = Buffer.from(stored.hash, 'hex');
  const actual = Buffer.from((await hashPassword(password, stored.salt)).hash, 'hex');
  return expected.length === actual.length && timingSafeEqual(expected, actual);
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

export function newOtpRecord(code: string, now: number, password?: PasswordHash): OtpRecord {
  const salt = randomBytes(16).toString('hex');
  return { hash: hashOtp(code, salt), salt, expiresAt: now + OTP.ttlMs, attempts: 0, sentAt: now, ...(password && { password }) };
}

export function otpMatches(record: Pick<OtpRecord, 'hash' | 'salt'>, code: string): boolean {
  const expected = Buffer.from(record.hash, 'hex');
  const actual = Buffer.from(hashOtp(code, record.salt), 'hex');
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

/**
 * Decides one verification try. A used-up code stays used up until a new one is sent, so it
 * is checked first; the try that reaches `maxAttempts` wrong answers locks the code. A right
 * code with the wrong pending password (`passwordOk`, checked by the caller) is a wrong try.
 */
export function checkOtp(record: OtpRecord, code: string, now: number, passwordOk: boolean): OtpCheck {
  if (record.attempts >= OTP.maxAttempts) return { kind: 'locked', attempts: record.attempts };
  if (now >= record.expiresAt) return { kind: 'expired' };
  if (passwordOk && otpMatches(record, code)) return { kind: 'ok' };
  const attempts = record.attempts + 1;
  if (attempts >= OTP.maxAttempts) return { kind: 'locked', attempts };
  return { kind: 'wrong', attempts, attemptsLeft: OTP.maxAttempts - attempts };
}

/** Milliseconds until a new code may be sent; 0 when it may be sent now. */
export function resendWaitMs(record: Pick<OtpRecord, 'sentAt'> | undefined, now: number): number {
  if (!record) return 0;
  return Math.max(0, record.sentAt + OTP.resendCooldownMs - now);
}
