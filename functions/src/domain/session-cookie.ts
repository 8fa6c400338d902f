// The refresh cookie's name and value. Firebase Hosting forwards only a cookie named
// `__session` to functions, so that is the name; the value carries the rememberMe choice next
// to the Firebase refresh token, so a refresh can re-set the cookie with the same lifetime.

export const SESSION_COOKIE = '__session';
/** Only the auth endpoints need the refresh token. */
export const SESSION_COOKIE_PATH = '/api/v1/auth';

export interface SessionCookieValue {
  rememberMe: boolean;
  refreshToken: string;
}

export function encodeSessionValue({ rememberMe, refreshToken }: SessionCookieValue): string {
  return `${rememberMe ? '1' : '0'}.${refreshToken}`;
}

export function decodeSessionValue(value: string | undefined): SessionCookieValue | undefined {
  const match = /^([01])\.(.+)$/s.exec(value ?? '');
  if (!match) return undefined;
  return { rememberMe: match[1] === '1', refreshToken: match[2]! };
}

/** Reads one cookie from a Cookie header (no cookie-parser needed for one name). */
export function readCookie(header: string | undefined, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const index = part.indexOf('=');
    if (index === -1 || part.slice(0, index).trim() !== name) continue;
    const raw = part.slice(index + 1).trim().replace(/^"(.*)"$/, '$1');
    try {
      return decodeURIComponent(raw);
    } catch {
      return undefined;
    }
  }
  return undefined;
}
