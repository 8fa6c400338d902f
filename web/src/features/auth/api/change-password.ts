// POST /auth/change-password with the token of a reset link (/forgot?token=...). The signed-in
// variant (current password) belongs to the settings screen.
import { useSetAtom } from 'jotai';
import { useCallback } from 'react';
import { apiRequest } from '@/lib/api-client';
import { authAtom } from '@/lib/session/auth-state';
import { resetPasswordRequestSchema } from '@shared/schemas/auth';
import { errorText } from './sign-up';

export { resetPasswordRequestSchema };

export interface ResetPasswordRequest {
  token: string;
  password: string;
  confirmPassword: string;
}

export function resetPassword(body: ResetPasswordRequest): Promise<{ status: 'success' }> {
  return apiRequest('POST', '/auth/change-password', { body, anonymous: true });
}

export function useResetPassword(): (body: ResetPasswordRequest) => Promise<void> {
  const setAuth = useSetAtom(authAtom);
  return useCallback(
    async (body) => {
      setAuth((state) => ({ ...state, status: 'loading', error: null }));
      try {
        await resetPassword(body);
        setAuth((state) => ({ ...state, status: 'succeeded', passwordResetRequested: false }));
      } catch (error) {
        setAuth((state) => ({ ...state, status: 'failed', error: errorText(error, 'Password reset request failed') }));
        throw error;
      }
    },
    [setAuth],
  );
}
