// Every catalogue of both languages, for tests that render or look up any text. The app itself
// loads a namespace only with the code that names it (lib/i18n/catalogue.ts).
import type { Locale } from '@/lib/i18n/messages';

type Catalogue = Record<string, string>;

const files = import.meta.glob<Catalogue>('../i18n/messages/*/*.json', { eager: true, import: 'default' });

function merged(locale: Locale): Catalogue {
  const all: Catalogue = {};
  for (const [path, catalogue] of Object.entries(files)) {
    if (path.includes(`/messages/${locale}/`)) Object.assign(all, catalogue);
  }
  return all;
}

export const messages: Record<Locale, Catalogue> = { ar: merged('ar'), en: merged('en') };
