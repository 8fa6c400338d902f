// Ends the session on this device: every user-data key in both storages, the Firebase SDK
// session and the auth state (spec 000 section 4, spec 001 section 4).
import { useSetAtom } from 'jotai';
import { useCallback } from 'react';
import { authAtom, signedOutState } from './auth-state';
import { signOutFirebase } from './firebase-session';
import { clearUserData } from './token-storage';

/**
 * `reload: true` (logout, deleted account) ends with a full page load of /login, so every
 * in-memory store of every feature starts empty again ("resets the stores"); the auth state is
 * left alone until then, so no guard redirects first.
 */
export function useEndSession(): (options?: { reload?: boolean }) => Promise<void> {
  const setAuth = useSetAtom(authAtom);
  return useCallback(
    async ({ reload = false } = {}) => {
      clearUserData();
      await signOutFirebase();
      if (reload) window.location.replace('/login');
      else setAuth(signedOutState());
    },
    [setAuth],
  );
}
