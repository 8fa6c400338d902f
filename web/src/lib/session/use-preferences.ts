// The user's preferences (GET/PATCH /user/pref), loaded after login and applied at once:
// theme through next-themes (stored under 'theme'; null follows the system), language through
// the stored locale atom.
import { useAtomValue, useSetAtom } from 'jotai';
import { useTheme } from 'next-themes';
import { useCallback } from 'react';
import { localeAtom } from '@/lib/i18n/locale';
import type { Preferences } from '@shared/schemas/preferences';
import { authAtom } from './auth-state';
import { getPreferences, updatePreferences } from './user-api';

export type ThemeChoice = 'light' | 'dark' | 'system';

export function themeChoiceOf(theme: Preferences['theme']): ThemeChoice {
  return theme ?? 'system';
}

export function themeOfChoice(choice: string | undefined): Preferences['theme'] {
  return choice === 'light' || choice === 'dark' ? choice : null;
}

/** Applies preferences to this device right away. */
export function useApplyPreferences(): (preferences: Partial<Preferences>) => void {
  const { setTheme } = useTheme();
  const setLocale = useSetAtom(localeAtom);
  return useCallback(
    (preferences) => {
      if (preferences.theme !== undefined) setTheme(themeChoiceOf(preferences.theme));
      if (preferences.language) setLocale(preferences.language);
    },
    [setTheme, setLocale],
  );
}

/** GET /user/pref into the auth state (prefStatus, userPreferences) and applies it. */
export function useLoadPreferences(): () => Promise<Preferences | null> {
  const setAuth = useSetAtom(authAtom);
  const apply = useApplyPreferences();
  return useCallback(async () => {
    setAuth((state) => ({ ...state, prefStatus: 'loading', prefError: null }));
    try {
      const { preferences } = await getPreferences();
      setAuth((state) => ({ ...state, prefStatus: 'succeeded', userPreferences: preferences }));
      apply(preferences);
      return preferences;
    } catch (error) {
      const message = error instanceof Error && error.message ? error.message : 'Error fetching user preferences';
      setAuth((state) => ({ ...state, prefStatus: 'failed', prefError: message }));
      return null;
    }
  }, [setAuth, apply]);
}

/**
 * PATCH /user/pref, applied first so the screen answers at once; on failure the previous
 * choice comes back and the error is rethrown for the screen to show.
 */
export function useSavePreferences(): (change: Partial<Preferences>) => Promise<Preferences> {
  const setAuth = useSetAtom(authAtom);
  const apply = useApplyPreferences();
  const { theme } = useTheme();
  const locale = useAtomValue(localeAtom);
  return useCallback(
    async (change) => {
      const previous: Preferences = { theme: themeOfChoice(theme), language: locale };
      apply(change);
      setAuth((state) => ({ ...state, prefStatus: 'loading', prefError: null }));
      try {
        const { preferences } = await updatePreferences(change);
        setAuth((state) => ({ ...state, prefStatus: 'succeeded', userPreferences: preferences }));
        return preferences;
      } catch (error) {
        apply(previous);
        const message = error instanceof Error && error.message ? error.message : 'Error updating user preferences';
        setAuth((state) => ({ ...state, prefStatus: 'failed', prefError: message }));
        throw error;
      }
    },
    [apply, locale, setAuth, theme],
  );
}

/** A new account takes over the choices made on this device before signing up. */
export function usePushDevicePreferences(): () => Promise<void> {
  const save = useSavePreferences();
  const { theme } = useTheme();
  const locale = useAtomValue(localeAtom);
  return useCallback(async () => {
    try {
      await save({ theme: themeOfChoice(theme), language: locale });
    } catch {
      // the defaults stay on the server; the device keeps its choices
    }
  }, [save, theme, locale]);
}
