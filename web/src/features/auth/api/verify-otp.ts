// POST /auth/verify-otp: the code from the e-mail; success authenticates (spec 000 section 4:
// "Verification success authenticates and clears otpSent").
import { useSetAtom } from 'jotai';
import { useCallback } from 'react';
import { apiRequest } from '@/lib/api-client';
import { authAtom } from '@/lib/session/auth-state';
import { useStartSession, type SessionAnswer } from '@/lib/session/use-start-session';
import type { UserDto } from '@shared/schemas/user';
import { errorText } from './sign-up';

export interface VerifyOtpRequest {
  email: string;
  otp: string;
}

export function verifyOtp(body: VerifyOtpRequest): Promise<SessionAnswer> {
  return apiRequest<SessionAnswer>('POST', '/auth/verify-otp', { body, anonymous: true });
}

export function useVerifyOtp(): (body: VerifyOtpRequest) => Promise<UserDto> {
  const setAuth = useSetAtom(authAtom);
  const startSession = useStartSession();
  return useCallback(
    async (body) => {
      setAuth((state) => ({ ...state, status: 'loading', error: null }));
      try {
        const answer = await verifyOtp(body);
        // A new account: this tab's session, and the device's theme and language become its own.
        return await startSession(answer, { remember: false, preferences: 'push' });
      } catch (error) {
        setAuth((state) => ({ ...state, status: 'failed', error: errorText(error, 'OTP verification failed') }));
        throw error;
      }
    },
    [setAuth, startSession],
  );
}
