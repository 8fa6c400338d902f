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
  /** Verified by our e-mail code; false only for live players (anonymous guests). */
  verified: boolean;
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

type Admits = 'verified' | 'player';

const isAnonymous = (token: DecodedIdToken) => token.firebase?.sign_in_provider === 'anonymous';

/**
 * Verifies the Bearer token (valid, unrevoked) and decides who may pass: `verified` admits only
 * accounts whose address our code verified (the `verified` claim); `player` also admits the
 * anonymous guests of live quizzes. Unverified e-mail accounts never pass, whatever Firebase
 * Auth thinks of their address. A request that already passed (routers sharing a mount, such
 * as /admin/market) is not verified again.
 */
function authenticate(admits: Admits) {
  return (req: Request, _res: Response, next: NextFunction): void => {
    if (req.caller && (req.caller.verified || admits === 'player')) {
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
      .then(
        (decoded) => {
          const verified = decoded.verified === true && !isAnonymous(decoded);
          if (!verified && !(admits === 'player' && isAnonymous(decoded))) {
            throw new ApiError(isAnonymous(decoded) ? 'auth/account-required' : 'auth/email-not-verified');
          }
          req.caller = {
            uid: decoded.uid,
            email: decoded.email ?? '',
            userType: verified ? ((decoded.user_type as UserType | undefined) ?? null) : null,
            verified,
            token: decoded,
          };
        },
        () => {
          throw new ApiError('auth/not-authenticated');
        },
      )
      .then(() => next(), next);
  };
}

/** Every API call but sign-in and the live players' own calls. */
export const requireAuth = authenticate('verified');

/** Live players: verified accounts and anonymous guests. */
export const requirePlayer = authenticate('player');

export function caller(req: Request): Caller {
  if (!req.caller) throw new ApiError('auth/not-authenticated');
  return req.caller;
}

/** Requires one of the given user types (read from the claim set by the functions). */
export const requireUserType = (...types: UserType[]) => requireUserTypeOr('auth/forbidden', ...types);

/** The same, refused with an area's own code (centres: 'centre/centres-only'), before any input is read. */
export const requireUserTypeOr =
  (refusal: ErrorCode, ...types: UserType[]) =>
  (req: Request, _res: Response, next: NextFunction): void => {
    next(req.caller?.userType && types.includes(req.caller.userType) ? undefined : new ApiError(refusal));
  };
