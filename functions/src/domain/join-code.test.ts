import { describe, expect, it } from 'vitest';
import {
  canTakeCode, generateJoinCode, isJoinCodeFormat, isValidTtlDays, joinCodeExpiry, joinCodeState, memberStatusForCode,
} from './join-code';

const DAY = 24 * 60 * 60 * 1000;

describe('generateJoinCode', () => {
  it('makes six digits, never starting with 0, across the whole range', () => {
    expect(generateJoinCode(() => 100_000)).toBe('100000');
    expect(generateJoinCode((_min, max) => max - 1)).toBe('999999');
    for (let i = 0; i < 200; i += 1) {
      const code = generateJoinCode();
      expect(code).toMatch(/^[1-9]\d{5}$/);
      expect(isJoinCodeFormat(code)).toBe(true);
    }
  });

  it('recognises the format', () => {
    expect(isJoinCodeFormat('012345')).toBe(true);
    expect(['12345', '1234567', '12a456', ' 123456', ''].map(isJoinCodeFormat)).toEqual([false, false, false, false, false]);
  });
});

describe('lifetime', () => {
  it('defaults to 7 days and accepts 1-90 whole days', () => {
    expect(joinCodeExpiry(1000)).toBe(1000 + 7 * DAY);
    expect(joinCodeExpiry(0, 1)).toBe(DAY);
    expect(joinCodeExpiry(0, 90)).toBe(90 * DAY);
    expect([0, 91, 1.5, -1, Number.NaN].map(isValidTtlDays)).toEqual([false, false, false, false, false]);
    expect(() => joinCodeExpiry(0, 91)).toThrow(RangeError);
  });
});

describe('joinCodeState', () => {
  it('is live before expiry, expired from expiry on, revoked whatever the time', () => {
    expect(joinCodeState({ expiresAtMs: 100, revoked: false }, 99)).toBe('live');
    expect(joinCodeState({ expiresAtMs: 100, revoked: false }, 100)).toBe('expired');
    expect(joinCodeState({ expiresAtMs: 100, revoked: true }, 0)).toBe('revoked');
  });

  it('lets a new code reuse the digits of an expired or revoked code only', () => {
    expect(canTakeCode(undefined, 50)).toBe(true);
    expect(canTakeCode({ expiresAtMs: 100, revoked: false }, 50)).toBe(false);
    expect(canTakeCode({ expiresAtMs: 100, revoked: false }, 150)).toBe(true);
    expect(canTakeCode({ expiresAtMs: 100, revoked: true }, 50)).toBe(true);
  });

  it('admits with a live code, makes pending with an expired one, refuses a revoked one', () => {
    expect(memberStatusForCode('live')).toBe('active');
    expect(memberStatusForCode('expired')).toBe('pending');
    expect(memberStatusForCode('revoked')).toBeNull();
  });
});
