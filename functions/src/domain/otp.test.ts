import { describe, expect, it } from 'vitest';
import { OTP } from '../shared/constants';
import { checkOtp, generateOtpCode, hashOtp, hashPassword, newOtpRecord, otpMatches, passwordMatches, resendWaitMs } from './otp';

const NOW = 1_700_000_000_000;

describe('generateOtpCode', () => {
  it('makes six digits, leading zeros kept', () => {
    for (let i = 0; i < 200; i += 1) expect(generateOtpCode()).toMatch(/^\d{6}$/);
  });
  it('does not repeat itself', () => {
    expect(new Set(Array.from({ length: 50 }, generateOtpCode)).size).toBeGreaterThan(45);
  });
});

describe('newOtpRecord', () => {
  it('stores a salted hash, never the code, and expires after the TTL', () => {
    const record = newOtpRecord('123456', NOW);
    expect(JSON.stringify(record)).not.toContain('123456');
    expect(record.salt).toMatch(/^[0-9a-f]{32}$/);
    expect(record.hash).toBe(hashOtp('123456', record.salt));
    expect(record).toMatchObject({ attempts: 0, sentAt: NOW, expiresAt: NOW + OTP.ttlMs });
  });
  it('uses a new salt per code, so equal codes hash differently', () => {
    expect(newOtpRecord('123456', NOW).hash).not.toBe(newOtpRecord('123456', NOW).hash);
  });
});

describe('otpMatches', () => {
  const record = newOtpRecord('042137', NOW);
  it('accepts the code and refuses anything else', () => {
    expect(otpMatches(record, '042137')).toBe(true);
    expect(otpMatches(record, '42137')).toBe(false);
    expect(otpMatches(record, '042138')).toBe(false);
    expect(otpMatches({ ...record, hash: 'abc' }, '042137')).toBe(false);
  });
});

describe('checkOtp', () => {
  const record = newOtpRecord('111111', NOW);

  it('accepts the right code before expiry', () => {
    expect(checkOtp(record, '111111', NOW + OTP.ttlMs - 1, true)).toEqual({ kind: 'ok' });
  });

  it('refuses the right code once expired', () => {
    expect(checkOtp(record, '111111', NOW + OTP.ttlMs, true)).toEqual({ kind: 'expired' });
  });

  it('counts wrong tries and reports what is left', () => {
    expect(checkOtp(record, '222222', NOW, true)).toEqual({ kind: 'wrong', attempts: 1, attemptsLeft: OTP.maxAttempts - 1 });
    expect(checkOtp({ ...record, attempts: 3 }, '222222', NOW, true)).toEqual({ kind: 'wrong', attempts: 4, attemptsLeft: 1 });
  });

  it('locks the code on the last allowed wrong try', () => {
    expect(checkOtp({ ...record, attempts: OTP.maxAttempts - 1 }, '222222', NOW, true)).toEqual({
      kind: 'locked',
      attempts: OTP.maxAttempts,
    });
  });

  it('keeps a locked code locked, even for the right code', () => {
    expect(checkOtp({ ...record, attempts: OTP.maxAttempts }, '111111', NOW, true)).toEqual({
      kind: 'locked',
      attempts: OTP.maxAttempts,
    });
  });

  it('allows exactly maxAttempts wrong tries in a row', () => {
    let current = record;
    const kinds: string[] = [];
    for (let i = 0; i < OTP.maxAttempts + 2; i += 1) {
      const check = checkOtp(current, '999999', NOW, true);
      kinds.push(check.kind);
      if ('attempts' in check) current = { ...current, attempts: check.attempts };
    }
    expect(kinds).toEqual(['wrong', 'wrong', 'wrong', 'wrong', 'locked', 'locked', 'locked']);
    expect(current.attempts).toBe(OTP.maxAttempts);
  });
});

describe('resendWaitMs', () => {
  it('lets the first code go at once', () => {
    expect(resendWaitMs(undefined, NOW)).toBe(0);
  });
  it('waits for the cooldown after a send', () => {
    expect(resendWaitMs({ sentAt: NOW }, NOW + 1000)).toBe(OTP.resendCooldownMs - 1000);
    expect(resendWaitMs({ sentAt: NOW }, NOW + OTP.resendCooldownMs)).toBe(0);
  });
});

describe('pending passwords', () => {
  it('hash with scrypt and a salt, and match only the same password', async () => {
    const stored = await hashPassword('owner-pass-1');
    expect(stored.salt).toMatch(/^[0-9a-f]{32}$/);
    expect(stored.hash).not.toContain('owner-pass-1');
    expect(await passwordMatches(stored, 'owner-pass-1')).toBe(true);
    expect(await passwordMatches(stored, 'attacker-pass-1')).toBe(false);
    expect(await passwordMatches(undefined, 'owner-pass-1')).toBe(false);
  });

  it('make the right code a wrong try when the password is not the one the code was sent for', () => {
    const record = newOtpRecord('111111', NOW);
    expect(checkOtp(record, '111111', NOW, false)).toEqual({ kind: 'wrong', attempts: 1, attemptsLeft: OTP.maxAttempts - 1 });
  });
});
