// Message catalogues: web/src/i18n/messages/{ar,en}/<namespace>.json, flat `id -> ICU text`.
// Each feature owns its namespace file; ids start with the namespace ("auth.login.title"), which
// is how the build knows which catalogues a module needs (catalogue.ts).
export const LOCALES = ['ar', 'en'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'ar';

/** Arabic is right-to-left, except /huda-ai which never switches (spec 001). */
export function directionFor(locale: Locale, pathname: string): 'rtl' | 'ltr' {
  const huda = pathname === '/huda-ai' || pathname.startsWith('/huda-ai/');
  return locale === 'ar' && !huda ? 'rtl' : 'ltr';
}
