// The session's life at the app root (spec 000 section 4):
// - on start, no stored token -> unauthenticated; a stored token is checked with GET /auth/me:
//   a user -> authenticated (and the Firebase SDK signed in as that uid); an empty answer, a 401
//   or a 403 -> the token is removed; any other failure -> unauthenticated. tokenCheckComplete
//   is set either way;
// - while authenticated the token is re-checked every 5 minutes; a failure ends the session
//   and goes to /login (a network blip is not a failure: the next check decides);
// - after every token refresh the SDK is signed in again with the new custom token; when the
//   API client declares the session over, the auth state is reset.
import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect, useEffectEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { SESSION_RECHECK_MS } from '@shared/constants';
import {
  ApiRequestError, expireSession, onSessionExpired, onSessionRefreshed, refreshSession, setNavigator,
} from '@/lib/api-client';
import { readPendingVark } from '@/lib/assessments/pending-vark';
import { withLearningStyle } from '@/lib/assessments/session-user';
import { authAtom, authenticatedState, signedOutState, type AuthState } from './auth-state';
import { firebaseUid, signInFirebase, signOutFirebase } from './firebase-session';
import { clearToken, readToken } from './token-storage';
import { useLoadPreferences } from './use-preferences';
import { getMe } from './user-api';

/** Mount once, in the router's root element (app/providers AppRoot). */
export function useSessionBootstrap(): void {
  const setAuth = useSetAtom(authAtom);
  const isAuthenticated = useAtomValue(authAtom).isAuthenticated;
  // Effect events: the start-up check runs once, whatever identity these get on re-render.
  const loadPreferences = useEffectEvent(useLoadPreferences());
  const navigate = useNavigate();

  // The API client's redirect to /login goes through the router (no full page load).
  useEffect(() => {
    setNavigator((path) => void navigate(path, { replace: true }));
    return () => setNavigator(null);
  }, [navigate]);

  // Session events from the API client.
  useEffect(() => {
    const offRefreshed = onSessionRefreshed(async (answer, remembered) => {
      setAuth((state) => (state.isAuthenticated ? { ...state, token: answer.token } : state));
      if (answer.customToken) await signInFirebase(answer.customToken, remembered);
    });
    const offExpired = onSessionExpired(() => {
      setAuth(signedOutState());
      void signOutFirebase();
    });
    return () => {
      offRefreshed();
      offExpired();
    };
  }, [setAuth]);

  // The start-up token check.
  useEffect(() => {
    let cancelled = false;
    const token = readToken();
    if (!token) {
      setAuth((state) => (state.isAuthenticated ? { ...state, tokenCheckComplete: true } : signedOutState()));
      return;
    }
    setAuth((state) => ({ ...state, status: 'loading' }));
    void (async () => {
      try {
        const { user } = await getMe({ quietExpiry: true });
        if (cancelled) return;
        if (!user) {
          clearToken();
          setAuth(signedOutState({ status: 'failed', error: 'Error fetching user data' }));
          return;
        }
        setAuth((state) => authenticatedState(state, user, readToken()));
        await ensureFirebaseUser(user.id);
        if (!cancelled) await loadPreferences();
      } catch (error) {
        if (cancelled) return;
        const rejected = error instanceof ApiRequestError && (error.status === 401 || error.status === 403);
        if (rejected) clearToken();
        const message = error instanceof Error && error.message ? error.message : 'Not authenticated';
        setAuth(signedOutState({ status: 'failed', error: message }));
      }
    })();
    return () => {
      cancelled = true;
    };
  }, [setAuth]);

  // A VARK test taken signed out is saved to the account once signed in (docs/assessments.md).
  // Its code and texts load only when there is such a test.
  useEffect(() => {
    if (!isAuthenticated || !readPendingVark()) return;
    void import('@/lib/assessments/claim-pending-vark')
      .then(({ claimPendingVark }) => claimPendingVark())
      .then((result) => {
        if (result) setAuth((state) => withLearningStyle(state, result.style));
      });
  }, [isAuthenticated, setAuth]);

  // The 5-minute re-check.
  useEffect(() => {
    if (!isAuthenticated) return;
    const timer = setInterval(() => {
      void recheck(setAuth);
    }, SESSION_RECHECK_MS);
    return () => clearInterval(timer);
  }, [isAuthenticated, setAuth]);
}

async function recheck(setAuth: (update: (state: AuthState) => AuthState) => void): Promise<void> {
  try {
    const { user } = await getMe();
    if (!user) throw new ApiRequestError(401, 'auth/not-authenticated', 'Not authenticated');
    setAuth((state) => (state.isAuthenticated ? { ...state, user, userType: user.user_type } : state));
  } catch (error) {
    if (error instanceof ApiRequestError && error.code === 'network') return;
    if (!readToken()) {
      // the API client has already ended the session (or the token vanished): the guards redirect
      setAuth(() => signedOutState());
      return;
    }
    expireSession();
  }
}

/** Makes sure the SDK is signed in as `uid`; if not, a refresh brings a custom token. */
async function ensureFirebaseUser(uid: string): Promise<void> {
  try {
    if ((await firebaseUid()) === uid) return;
    await refreshSession(); // the refreshed listener above signs the SDK in
  } catch (error) {
    console.warn('Could not sign the Firebase SDK in', error);
  }
}
