// Resolves the caller from the Bearer token (a Firebase ID token).
import type { NextFunction, Request, Response } from 'express';
import type { DecodedIdToken } from 'firebase-admin/auth';
import type { UserType } from '../shared/constants';
import type { ErrorCode } from '../shared/errors';
import { adminAuth } from './admin';
import { ApiError } from './http';

export interface Caller {
  uid: string;
  email: string;
  userType: UserType | null;
  token: DecodedIdToken;
}

declare module 'express-serve-static-core' {
  interface Request {
    caller?: Caller;
  }
}

export function bearerToken(req: Request): string | undefined {
  const header = req.get('authorization') ?? '';
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1];
}

/**
 * Requires a valid, unrevoked ID token and sets req.caller. Some spec calls name their own
 * "no token" message (class code: 'Token is required'), hence the optional code.
 */
export const requireAuthWith =
  (missingTokenCode: ErrorCode) =>
  (req: Request, res: Response, next: NextFunction): void =>
    bearerToken(req) ? requireAuth(req, res, next) : next(new ApiError(missingTokenCode));

/**
 * Requires a valid, unrevoked ID token; sets req.caller. A request that already passed it
 * (routers sharing a mount, such as /admin/market) is not verified again.
 */
export function requireAuth(req: Request, _res: Response, next: NextFunction): void {
  if (req.caller) {
    next();
    return;
  }
  const token = bearerToken(req);
  if (!token) {
    next(new ApiError('auth/no-token'));
    return;
  }
  adminAuth
    .verifyIdToken(token, true)
    .then((decoded) => {
      req.caller = {
        uid: decoded.uid,
        email: decoded.email ?? '',
        userType: (decoded.user_type as UserType | undefined) ?? null,
        token: decoded,
      };
      next();
    })
    .catch(() => next(new ApiError('auth/not-authenticated')));
}

export function caller(req: Request): Caller {
  if (!req.caller) throw new ApiError('auth/not-authenticated');
  return req.caller;
}

/** Requires one of the given user types (read from the claim set by the functions). */
export const requireUserType =
  (...types: UserType[]) =>
  (req: Request, _res: Response, next: NextFunction): void => {
    next(req.caller?.userType && types.includes(req.caller.userType) ? undefined : new ApiError('auth/forbidden'));
  };
