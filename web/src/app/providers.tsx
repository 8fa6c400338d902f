// Every provider of the app, outermost first: jotai, react-intl, Chakra (+ next-themes colour
// mode, Ark locale), reactfire (no suspense: see docs/integrations), the toaster. AppRoot is
// the router's root element: it starts the session check and keeps <html lang dir> in sync.
import { ChakraProvider, LocaleProvider } from '@chakra-ui/react';
import { Provider as JotaiProvider, getDefaultStore, useAtomValue } from 'jotai';
import { Suspense, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { Outlet, useLocation } from 'react-router-dom';
import { AuthProvider, FirebaseAppProvider, FirestoreProvider } from 'reactfire';
import { ColorModeProvider } from '@/components/ui/color-mode';
import { PageLoader } from '@/components/ui/page-loader';
import { Toaster } from '@/components/ui/toaster';
import { auth, db, firebaseApp } from '@/lib/firebase';
import { localeAtom } from '@/lib/i18n/locale';
import { DEFAULT_LOCALE, messages } from '@/lib/i18n/messages';
import { useSessionBootstrap } from '@/lib/session/use-session-bootstrap';
import { DocumentLocale } from './document-locale';
import { ErrorBoundary } from './error-boundary';
import { system } from './theme';

/** The one jotai store, shared with code that runs outside React (getDefaultStore()). */
export const appStore = getDefaultStore();

const CHAKRA_LOCALES = { ar: 'ar-SA', en: 'en-US' } as const;

function LocalisedProviders({ children }: { children: ReactNode }) {
  const locale = useAtomValue(localeAtom);
  return (
    <IntlProvider locale={locale} defaultLocale={DEFAULT_LOCALE} messages={messages[locale]}>
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
        <FirebaseAppProvider firebaseApp={firebaseApp} suspense={false}>
          <AuthProvider sdk={auth}>
            <FirestoreProvider sdk={db}>
              <ErrorBoundary>{children}</ErrorBoundary>
              <Toaster />
            </FirestoreProvider>
          </AuthProvider>
        </FirebaseAppProvider>
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
