// POST /auth/signup: creates the account and mails a one-time code (spec 000 section 4:
// success sets otpSent and remembers the e-mail for verification).
import { useSetAtom } from 'jotai';
import { useCallback } from 'react';
import { apiRequest } from '@/lib/api-client';
import { authAtom } from '@/lib/session/auth-state';
import { writeOtpEmail } from '@/lib/session/token-storage';
import { signupRequestSchema, type SignupRequest } from '@shared/schemas/auth';
import { pendingPasswordAtom } from '../lib/pending-password';

export { signupRequestSchema };

export interface SignUpAnswer {
  status: 'success';
  email: string;
}

export function signUp(body: SignupRequest): Promise<SignUpAnswer> {
  return apiRequest<SignUpAnswer>('POST', '/auth/signup', { body, anonymous: true });
}

export function useSignUp(): (body: SignupRequest) => Promise<SignUpAnswer> {
  const setAuth = useSetAtom(authAtom);
  const setPendingPassword = useSetAtom(pendingPasswordAtom);
  return useCallback(
    async (body) => {
      setAuth((state) => ({ ...state, status: 'loading', error: null }));
      try {
        const answer = await signUp(body);
        const email = answer.email || body.email;
        writeOtpEmail(email);
        setPendingPassword(body.password);
        setAuth((state) => ({ ...state, status: 'succeeded', otpSent: true, otpEmail: email }));
        return answer;
      } catch (error) {
        setAuth((state) => ({ ...state, status: 'failed', error: errorText(error, 'Signup failed') }));
        throw error;
      }
    },
    [setAuth, setPendingPassword],
  );
}

/** The English text kept in authAtom.error (screens show their own translated text). */
export function errorText(error: unknown, fallback: string): string {
  return error instanceof Error && error.message ? error.message : fallback;
}
