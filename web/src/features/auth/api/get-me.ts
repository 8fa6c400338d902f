// GET /auth/me: the profile fetch that verifies the token (the session bootstrap runs it at
// start and every 5 minutes). Fetching without a token marks the user unauthenticated.
import { useSetAtom } from 'jotai';
import { useCallback } from 'react';
import { readToken } from '@/lib/session/token-storage';
import { authAtom, signedOutState } from '@/lib/session/auth-state';
import { getMe } from '@/lib/session/user-api';
import type { UserDto } from '@shared/schemas/user';

export { getMe };

/** Re-reads the signed-in user into the session; null when signed out. */
export function useGetMe(): () => Promise<UserDto | null> {
  const setAuth = useSetAtom(authAtom);
  return useCallback(async () => {
    if (!readToken()) {
      setAuth(signedOutState());
      return null;
    }
    const { user } = await getMe();
    if (!user) return null;
    setAuth((state) => (state.isAuthenticated ? { ...state, user, userType: user.user_type } : state));
    return user;
  }, [setAuth]);
}
