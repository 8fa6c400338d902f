// Every provider of the app, outermost first: jotai, react-intl, Chakra (+ next-themes colour
// mode, Ark locale), the toaster. reactfire's providers are in FirebaseScope, around the
// signed-in shell and the live game only. AppRoot is the router's root element: it starts the
// session check and keeps <html lang dir> in sync.
import { ChakraProvider, LocaleProvider } from '@chakra-ui/react';
import { Provider as JotaiProvider, getDefaultStore, useAtomValue } from 'jotai';
import { Suspense, type ReactNode } from 'react';
import { IntlProvider, ReactIntlErrorCode, type IntlConfig } from 'react-intl';
import { Outlet, useLocation } from 'react-router-dom';
import { ColorModeProvider } from '@/components/ui/color-mode';
import { PageLoader } from '@/components/ui/page-loader';
import { Toaster } from '@/components/ui/toaster';
import { localeAtom } from '@/lib/i18n/locale';
import { catalogueFor } from '@/lib/i18n/catalogue';
import { DEFAULT_LOCALE } from '@/lib/i18n/messages';
import { useSessionBootstrap } from '@/lib/session/use-session-bootstrap';
import { DocumentLocale } from './document-locale';
import { ErrorBoundary } from './error-boundary';
import { system } from './theme';

/** The one jotai store, shared with code that runs outside React (getDefaultStore()). */
export const appStore = getDefaultStore();

const CHAKRA_LOCALES = { ar: 'ar-SA', en: 'en-US' } as const;

// react-intl is silent about a missing text in production builds; the browser journeys run a
// production build and fail on console errors, so a text the build did not bring along shows up.
const reportIntlError: IntlConfig['onError'] = (error) => {
  if (error.code === ReactIntlErrorCode.MISSING_TRANSLATION || import.meta.env.DEV) console.error(error.message);
};

function LocalisedProviders({ children }: { children: ReactNode }) {
  const locale = useAtomValue(localeAtom);
  return (
    <IntlProvider locale={locale} defaultLocale={DEFAULT_LOCALE} messages={catalogueFor(locale)} onError={reportIntlError}>
      <ChakraProvider value={system}>
        <ColorModeProvider>
          <LocaleProvider locale={CHAKRA_LOCALES[locale]}>{children}</LocaleProvider>
        </ColorModeProvider>
      </ChakraProvider>
    </IntlProvider>
  );
}

export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <JotaiProvider store={appStore}>
      <LocalisedProviders>
        <ErrorBoundary>{children}</ErrorBoundary>
        <Toaster />
      </LocalisedProviders>
    </JotaiProvider>
  );
}

/** The router's root element (inside the providers and the router). */
export function AppRoot() {
  // The session check (features/auth): the stored token at start, every 5 minutes after;
  // it also loads and applies the signed-in user's theme and language.
  useSessionBootstrap();
  const { pathname } = useLocation();
  return (
    <>
      <DocumentLocale />
      <ErrorBoundary resetKeys={[pathname]}>
        <Suspense fallback={<PageLoader />}>
          <Outlet />
        </Suspense>
      </ErrorBoundary>
    </>
  );
}
