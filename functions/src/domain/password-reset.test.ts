import { describe, expect, it } from 'vitest';
import { PASSWORD_RESET_TTL_MS } from '../shared/constants';
import { isResetUsable, newResetToken, resetTokenId } from './password-reset';
import { toMillis } from './time';

const NOW = 1_700_000_000_000;

describe('reset tokens', () => {
  it('are 32 random bytes in base64url, stored by their sha256', () => {
    const { token, id, expiresAt } = newResetToken(NOW);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(id).toBe(resetTokenId(token));
    expect(id).toMatch(/^[0-9a-f]{64}$/);
    expect(expiresAt).toBe(NOW + PASSWORD_RESET_TTL_MS);
    expect(newResetToken(NOW).token).not.toBe(token);
  });

  it('work once and only before expiry', () => {
    const record = { uid: 'u', expiresAt: NOW + 1000, usedAt: undefined };
    expect(isResetUsable(record, NOW)).toBe(true);
    expect(isResetUsable(record, NOW + 1000)).toBe(false);
    expect(isResetUsable({ ...record, usedAt: NOW - 1 }, NOW)).toBe(false);
    expect(isResetUsable({ ...record, uid: '' }, NOW)).toBe(false);
    expect(isResetUsable({ ...record, expiresAt: undefined }, NOW)).toBe(false);
    expect(isResetUsable(undefined, NOW)).toBe(false);
  });
});

describe('toMillis', () => {
  it('reads Timestamps, Dates and numbers', () => {
    expect(toMillis({ toMillis: () => 5 })).toBe(5);
    expect(toMillis(new Date(7))).toBe(7);
    expect(toMillis(9)).toBe(9);
    expect(toMillis(null)).toBeUndefined();
    expect(toMillis('9')).toBeUndefined();
  });
});
