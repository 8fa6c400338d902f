// POST /auth/forgot-password: mails a reset link valid 10 minutes; success sets
// passwordResetRequested (spec 000 section 4).
import { useSetAtom } from 'jotai';
import { useCallback } from 'react';
import { apiRequest } from '@/lib/api-client';
import { authAtom } from '@/lib/session/auth-state';
import { forgotPasswordRequestSchema } from '@shared/schemas/auth';
import { errorText } from './sign-up';

export { forgotPasswordRequestSchema };

export function forgotPassword(email: string): Promise<{ status: 'success'; message?: string }> {
  return apiRequest('POST', '/auth/forgot-password', { body: { email }, anonymous: true });
}

export function useForgotPassword(): (email: string) => Promise<void> {
  const setAuth = useSetAtom(authAtom);
  return useCallback(
    async (email) => {
      setAuth((state) => ({ ...state, status: 'loading', error: null, passwordResetRequested: false }));
      try {
        await forgotPassword(email);
        setAuth((state) => ({ ...state, status: 'succeeded', passwordResetRequested: true }));
      } catch (error) {
        setAuth((state) => ({ ...state, status: 'failed', error: errorText(error, 'Password reset request failed') }));
        throw error;
      }
    },
    [setAuth],
  );
}
