// Sets, reads and clears the httpOnly refresh cookie.
import type { CookieOptions, Request, Response } from 'express';
import {
  SESSION_COOKIE, SESSION_COOKIE_PATH, decodeSessionValue, encodeSessionValue, readCookie,
  type SessionCookieValue,
} from '../domain/session-cookie';
import { REMEMBER_ME_MS } from '../shared/constants';

function baseOptions(req: Request): CookieOptions {
  // req.secure honours X-Forwarded-Proto because the app trusts the proxy (Hosting, GFE).
  return { httpOnly: true, sameSite: 'strict', path: SESSION_COOKIE_PATH, secure: req.secure };
}

/** Personal answers must not be cached, and Hosting drops Set-Cookie unless caching is private. */
export function noStore(res: Response): void {
  res.set('Cache-Control', 'private, no-store');
}

/** Middleware: every answer of the router is private (routers of signed-in callers). */
export function noStoreAll(_req: Request, res: Response, next: () => void): void {
  noStore(res);
  next();
}

export function setSessionCookie(req: Request, res: Response, value: SessionCookieValue): void {
  noStore(res);
  // Without rememberMe it is a session cookie: gone when the browser closes.
  res.cookie(SESSION_COOKIE, encodeSessionValue(value), {
    ...baseOptions(req),
    ...(value.rememberMe && { maxAge: REMEMBER_ME_MS }),
  });
}

export function clearSessionCookie(req: Request, res: Response): void {
  noStore(res);
  res.clearCookie(SESSION_COOKIE, baseOptions(req));
}

export function readSessionCookie(req: Request): SessionCookieValue | undefined {
  return decodeSessionValue(readCookie(req.get('cookie'), SESSION_COOKIE));
}
