// Message catalogues: web/src/i18n/messages/{ar,en}/<namespace>.json, flat `id -> ICU text`.
// Each feature owns its namespace file; ids start with the namespace ("auth.login.title").
export const LOCALES = ['ar', 'en'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'ar';

type Catalogue = Record<string, string>;

const files = import.meta.glob<Catalogue>('../../i18n/messages/*/*.json', { eager: true, import: 'default' });

function catalogueFor(locale: Locale): Catalogue {
  const merged: Catalogue = {};
  for (const [path, messages] of Object.entries(files)) {
    if (path.includes(`/messages/${locale}/`)) Object.assign(merged, messages);
  }
  return merged;
}

export const messages: Record<Locale, Catalogue> = { ar: catalogueFor('ar'), en: catalogueFor('en') };

/** Arabic is right-to-left, except /huda-ai which never switches (spec 001). */
export function directionFor(locale: Locale, pathname: string): 'rtl' | 'ltr' {
  const huda = pathname === '/huda-ai' || pathname.startsWith('/huda-ai/');
  return locale === 'ar' && !huda ? 'rtl' : 'ltr';
}
