// POST /auth/login (spec 000 section 4): success stores the token (localStorage when "remember
// me", else sessionStorage), signs the Firebase SDK in, re-verifies and loads the preferences;
// failure leaves the user unauthenticated. An unverified e-mail answers 403
// auth/email-not-verified after mailing a fresh code: the screen goes to /otp.
import { useSetAtom } from 'jotai';
import { useCallback } from 'react';
import { ApiRequestError, apiRequest } from '@/lib/api-client';
import { authAtom } from '@/lib/session/auth-state';
import { writeOtpEmail } from '@/lib/session/token-storage';
import { useStartSession, type SessionAnswer } from '@/lib/session/use-start-session';
import type { LoginRequest } from '@shared/schemas/auth';
import type { UserDto } from '@shared/schemas/user';
import { pendingPasswordAtom } from '../lib/pending-password';
import { errorText } from './sign-up';

export function logIn(body: LoginRequest): Promise<SessionAnswer> {
  return apiRequest<SessionAnswer>('POST', '/auth/login', { body, anonymous: true });
}

export function isEmailNotVerified(error: unknown): boolean {
  return error instanceof ApiRequestError && error.code === 'auth/email-not-verified';
}

export function useLogIn(): (body: LoginRequest) => Promise<UserDto> {
  const setAuth = useSetAtom(authAtom);
  const setPendingPassword = useSetAtom(pendingPasswordAtom);
  const startSession = useStartSession();
  return useCallback(
    async (body) => {
      setAuth((state) => ({ ...state, status: 'loading', error: null }));
      try {
        const answer = await logIn(body);
        return await startSession(answer, { remember: body.rememberMe ?? false, preferences: 'load' });
      } catch (error) {
        if (isEmailNotVerified(error)) {
          const email = body.email.trim().toLowerCase();
          writeOtpEmail(email);
          setPendingPassword(body.password);
          setAuth((state) => ({ ...state, status: 'failed', isAuthenticated: false, otpSent: true, otpEmail: email }));
        } else {
          setAuth((state) => ({ ...state, status: 'failed', isAuthenticated: false, error: errorText(error, 'Login failed') }));
        }
        throw error;
      }
    },
    [setAuth, setPendingPassword, startSession],
  );
}
