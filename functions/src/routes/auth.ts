// /auth: sign-up, codes, login, the refresh cookie and passwords. HTTP wiring only.
import { Router, type Request, type Response } from 'express';
import { ApiError, jsonBody, parse, route } from '../lib/http';
import { caller, requireAuth, type Caller } from '../lib/auth-context';
import { clientAddress } from '../lib/client-address';
import {
  changeOwnPasswordRequestSchema, forgotPasswordRequestSchema, loginRequestSchema, resendOtpRequestSchema,
  resetPasswordRequestSchema, signupRequestSchema, verifyOtpRequestSchema,
} from '../shared/schemas/auth';
import { completeVerification, signUp } from '../services/accounts';
import { resendOtp } from '../services/otp-service';
import { changeOwnPassword, requestPasswordReset, resetPasswordWithToken } from '../services/password-reset';
import { clearSessionCookie, noStore, readSessionCookie, setSessionCookie } from '../services/session-cookie';
import { login, refreshSession, signOut, type Session } from '../services/sign-in';
import { getUserDto } from '../services/users-repo';

export const authRouter = Router();

authRouter.use((_req, res, next) => {
  noStore(res);
  next();
});

function startSession(req: Request, res: Response, session: Session, rememberMe: boolean) {
  setSessionCookie(req, res, { rememberMe, refreshToken: session.refreshToken });
  return { status: 'success' as const, token: session.idToken, customToken: session.customToken };
}

/** requireAuth as a promise, for the endpoint where the Bearer token depends on the body. */
function authenticate(req: Request, res: Response): Promise<Caller> {
  return new Promise((resolve, reject) => {
    requireAuth(req, res, (error?: unknown) => (error ? reject(error) : resolve(caller(req))));
  });
}

authRouter.post(
  '/signup',
  route(async (req, res) => {
    const { email, password } = parse(signupRequestSchema, jsonBody(req));
    await signUp(email, password);
    res.status(201).json({ status: 'success', email });
  }),
);

authRouter.post(
  '/resend-otp',
  route(async (req, res) => {
    const { email } = parse(resendOtpRequestSchema, jsonBody(req));
    await resendOtp(email);
    res.json({ status: 'success', message: 'If this address is waiting for verification, a new code is on its way.' });
  }),
);

authRouter.post(
  '/verify-otp',
  route(async (req, res) => {
    const { email, otp, password } = parse(verifyOtpRequestSchema, jsonBody(req));
    const { session, user } = await completeVerification(email, otp, password);
    res.json({ ...startSession(req, res, session, false), data: user });
  }),
);

authRouter.post(
  '/login',
  route(async (req, res) => {
    const { email, password, rememberMe } = parse(loginRequestSchema, jsonBody(req));
    const session = await login(email, password, clientAddress(req));
    res.json({ ...startSession(req, res, session, rememberMe), data: await getUserDto(session.uid, email, true) });
  }),
);

authRouter.post(
  '/refresh-token',
  route(async (req, res) => {
    const cookie = readSessionCookie(req);
    try {
      if (!cookie) throw new ApiError('auth/refresh-failed');
      const session = await refreshSession(cookie.refreshToken);
      res.json(startSession(req, res, session, cookie.rememberMe));
    } catch (error) {
      // A cookie that no longer works is dropped, so the browser stops sending it.
      if (error instanceof ApiError && error.code === 'auth/refresh-failed') clearSessionCookie(req, res);
      throw error;
    }
  }),
);

authRouter.post(
  '/logout',
  requireAuth,
  route(async (req, res) => {
    await signOut(caller(req).uid);
    clearSessionCookie(req, res);
    res.json({ status: 'success' });
  }),
);

authRouter.get(
  '/me',
  requireAuth,
  route(async (req, res) => {
    const { uid, email, verified } = caller(req);
    res.json({ status: 'success', user: await getUserDto(uid, email, verified) });
  }),
);

authRouter.post(
  '/forgot-password',
  route(async (req, res) => {
    const { email } = parse(forgotPasswordRequestSchema, jsonBody(req));
    await requestPasswordReset(email);
    res.json({ status: 'success', message: 'If an account exists for this address, a reset link is on its way.' });
  }),
);

/** With `token`: finishes a reset link. Otherwise: the signed-in user changes their password. */
authRouter.post(
  '/change-password',
  route(async (req, res) => {
    const body = jsonBody(req);
    if (typeof body === 'object' && body !== null && 'token' in body) {
      const { token, password } = parse(resetPasswordRequestSchema, body);
      await resetPasswordWithToken(token, password);
      clearSessionCookie(req, res);
      res.json({ status: 'success', message: 'Your password has been changed. Please log in.' });
      return;
    }
    const who = await authenticate(req, res);
    const { currentPassword, password } = parse(changeOwnPasswordRequestSchema, body);
    const session = await changeOwnPassword(who, currentPassword, password, clientAddress(req));
    res.json(startSession(req, res, session, readSessionCookie(req)?.rememberMe ?? false));
  }),
);
