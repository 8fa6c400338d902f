// The loaded messages of both languages. Modules do not import catalogues themselves: the build
// (web/build/message-namespaces.ts) adds an import of each namespace a module names, and that
// import registers its texts here before the module's components can render. IntlProvider is
// given these same objects, so texts registered later (a lazily loaded page) are found too.
import type { Locale } from './messages';

type Catalogue = Record<string, string>;

const catalogues: Record<Locale, Catalogue> = { ar: {}, en: {} };

export function registerMessages(ar: Catalogue, en: Catalogue): void {
  Object.assign(catalogues.ar, ar);
  Object.assign(catalogues.en, en);
}

export function catalogueFor(locale: Locale): Catalogue {
  return catalogues[locale];
}
