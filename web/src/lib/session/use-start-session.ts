// Turns a login or verify-otp answer into a session (spec 000 section 4: "Login stores the
// token, re-verifies, then redirects by user type").
import { useSetAtom } from 'jotai';
import { useCallback } from 'react';
import { ApiRequestError, type TokenAnswer } from '@/lib/api-client';
import type { UserDto } from '@shared/schemas/user';
import { authAtom, authenticatedState } from './auth-state';
import { signInFirebase } from './firebase-session';
import { clearToken, readToken, writeOtpEmail, writeSession } from './token-storage';
import { useLoadPreferences, usePushDevicePreferences } from './use-preferences';
import { getMe } from './user-api';

/** What login and verify-otp answer. */
export interface SessionAnswer extends TokenAnswer {
  data: UserDto;
}

export interface StartSessionOptions {
  remember: boolean;
  /** 'load' applies the account's stored preferences; 'push' gives a new account this device's. */
  preferences: 'load' | 'push';
}

export function useStartSession(): (answer: SessionAnswer, options: StartSessionOptions) => Promise<UserDto> {
  const setAuth = useSetAtom(authAtom);
  const loadPreferences = useLoadPreferences();
  const pushPreferences = usePushDevicePreferences();
  return useCallback(
    async (answer, { remember, preferences }) => {
      writeSession({ token: answer.token, userId: answer.data?.id }, remember);
      writeOtpEmail(null);
      if (answer.customToken) await signInFirebase(answer.customToken, remember);

      let user = answer.data;
      try {
        const me = await getMe({ quietExpiry: true });
        if (me.user) user = me.user;
      } catch (error) {
        const rejected = error instanceof ApiRequestError && (error.status === 401 || error.status === 403);
        if (rejected || !user) {
          clearToken();
          throw error;
        }
        // a passing network problem: the login answer's user stands
      }
      setAuth((state) => authenticatedState(state, user, readToken() ?? answer.token));
      if (preferences === 'load') await loadPreferences();
      else await pushPreferences();
      return user;
    },
    [setAuth, loadPreferences, pushPreferences],
  );
}
