import { describe, expect, it } from 'vitest';
import { SESSION_COOKIE, decodeSessionValue, encodeSessionValue, readCookie } from './session-cookie';

describe('session cookie value', () => {
  it('round-trips rememberMe and the refresh token', () => {
    for (const rememberMe of [true, false]) {
      const value = { rememberMe, refreshToken: 'eyJh.b/c+d==' };
      expect(decodeSessionValue(encodeSessionValue(value))).toEqual(value);
    }
  });
  it('refuses anything else', () => {
    for (const bad of [undefined, '', '1', '1.', '2.token', 'token']) expect(decodeSessionValue(bad)).toBeUndefined();
  });
});

describe('readCookie', () => {
  it('finds the cookie among others and decodes it', () => {
    const header = `a=1; ${SESSION_COOKIE}=1.abc%2Bdef%3D%3D; b=2`;
    expect(readCookie(header, SESSION_COOKIE)).toBe('1.abc+def==');
  });
  it('answers undefined when missing or undecodable', () => {
    expect(readCookie(undefined, SESSION_COOKIE)).toBeUndefined();
    expect(readCookie('x__session=1.a', SESSION_COOKIE)).toBeUndefined();
    expect(readCookie(`${SESSION_COOKIE}=%E0%A4%A`, SESSION_COOKIE)).toBeUndefined();
  });
});
