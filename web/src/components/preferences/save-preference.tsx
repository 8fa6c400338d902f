// Stores a signed-in user's theme or language on the server (PATCH /user/pref), fire and
// forget: the local choice already took effect; on success the auth state keeps the answer,
// a failure only shows a toast (rendered in the language in effect when it shows).
import { useSetAtom } from 'jotai';
import { useCallback } from 'react';
import { FormattedMessage } from 'react-intl';
import type { Preferences } from '@shared/schemas/preferences';
import { toaster } from '@/components/ui/toaster';
import { apiRequest } from '@/lib/api-client';
import { authAtom } from '@/lib/session/auth-state';

export function useSavePreference(): (change: Partial<Preferences>) => void {
  const setAuth = useSetAtom(authAtom);
  return useCallback(
    (change) => {
      apiRequest<{ preferences?: Preferences }>('PATCH', '/user/pref', { body: change }).then(
        (answer) => {
          const preferences = answer.preferences;
          setAuth((state) =>
            state.isAuthenticated
              ? { ...state, userPreferences: preferences ?? (state.userPreferences && { ...state.userPreferences, ...change }) }
              : state,
          );
        },
        () => toaster.create({ type: 'error', title: <FormattedMessage id="common.preferences.saveFailed" /> }),
      );
    },
    [setAuth],
  );
}
