// Logout (spec 000 section 4): POST /auth/logout; on success every user-data key, the
// persisted state, the token and the SDK session go, and the app reloads at /login so every
// store starts empty. A failed logout leaves the user authenticated and shows a toast.
import { useSetAtom } from 'jotai';
import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { toaster } from '@/components/ui/toaster';
import { ApiRequestError, apiRequest, formatError } from '@/lib/api-client';
import { authAtom } from './auth-state';
import { useEndSession } from './use-end-session';

export const LOGOUT_FAILED = { id: 'auth.logout.failed', defaultMessage: 'Logout failed' } as const;

export function logOut(): Promise<{ status: 'success' }> {
  return apiRequest('POST', '/auth/logout');
}

/** Logs out, clears everything and goes to /login. */
export function useLogout(): () => Promise<void> {
  const setAuth = useSetAtom(authAtom);
  const endSession = useEndSession();
  const intl = useIntl();
  return useCallback(async () => {
    setAuth((state) => ({ ...state, status: 'loading', error: null }));
    try {
      await logOut();
    } catch (error) {
      // A 401 means the server holds no session any more: nothing is left to keep.
      const alreadyEnded = error instanceof ApiRequestError && error.status === 401;
      if (!alreadyEnded) {
        const message = formatError(intl, error, LOGOUT_FAILED);
        setAuth((state) => ({ ...state, status: 'failed', error: message }));
        const title = intl.formatMessage(LOGOUT_FAILED);
        toaster.create({ type: 'error', title, description: message === title ? undefined : message });
        return;
      }
    }
    await endSession({ reload: true });
  }, [endSession, intl, setAuth]);
}
