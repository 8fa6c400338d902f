// POST /auth/change-password with the current password (signed in). The answer may carry a
// fresh token and custom token (the server revokes older sessions): both are taken over.
import { useSetAtom } from 'jotai';
import { useCallback } from 'react';
import { apiRequest } from '@/lib/api-client';
import { authAtom } from '@/lib/session/auth-state';
import { signInFirebase } from '@/lib/session/firebase-session';
import { isRemembered, replaceToken } from '@/lib/session/token-storage';
import { changeOwnPasswordRequestSchema } from '@shared/schemas/auth';

export { changeOwnPasswordRequestSchema };

export interface ChangeOwnPasswordRequest {
  currentPassword: string;
  password: string;
  confirmPassword: string;
}

interface ChangePasswordAnswer {
  status: 'success';
  token?: string;
  customToken?: string;
}

export function changeOwnPassword(body: ChangeOwnPasswordRequest): Promise<ChangePasswordAnswer> {
  return apiRequest<ChangePasswordAnswer>('POST', '/auth/change-password', { body });
}

export function useChangeOwnPassword(): (body: ChangeOwnPasswordRequest) => Promise<void> {
  const setAuth = useSetAtom(authAtom);
  return useCallback(
    async (body) => {
      const answer = await changeOwnPassword(body);
      if (answer.token) {
        const remembered = isRemembered();
        replaceToken(answer.token);
        setAuth((state) => ({ ...state, token: answer.token ?? state.token }));
        if (answer.customToken) await signInFirebase(answer.customToken, remembered);
      }
    },
    [setAuth],
  );
}
