// PATCH /user/pref, applied at once (theme through next-themes, language through the locale).
export { themeChoiceOf, themeOfChoice, useSavePreferences, type ThemeChoice } from '@/lib/session/use-preferences';
