// Test helper: renders a tree to HTML in Node with the app's providers (react-intl in the given
// language, Chakra, a fresh jotai store holding the session) and a memory router. No DOM is
// needed; effects do not run, so guards' <Navigate> is stubbed by the tests that need it.
import { ChakraProvider } from '@chakra-ui/react';
import { Provider as JotaiProvider, createStore } from 'jotai';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { IntlProvider } from 'react-intl';
import { MemoryRouter } from 'react-router-dom';
import { system } from '@/app/theme';
import type { Locale } from '@/lib/i18n/messages';
import { messages } from './all-messages';
import { authAtom, type AuthState } from '@/lib/session/auth-state';

export interface RenderOptions {
  locale?: Locale;
  auth?: AuthState;
  path?: string | { pathname: string; state?: unknown };
}

export function renderStatic(tree: ReactNode, { locale = 'ar', auth, path = '/' }: RenderOptions = {}): string {
  const store = createStore();
  if (auth) store.set(authAtom, auth);
  return renderToStaticMarkup(
    <JotaiProvider store={store}>
      <IntlProvider locale={locale} messages={messages[locale]} onError={(error) => { throw error; }}>
        <ChakraProvider value={system}>
          <MemoryRouter initialEntries={[path]}>{tree}</MemoryRouter>
        </ChakraProvider>
      </IntlProvider>
    </JotaiProvider>,
  );
}

/** Text of an HTML string, style sheets and tags removed and entities of the few kinds React writes decoded. */
export function textOf(html: string): string {
  return html
    .replace(/<style[^>]*>[\s\S]*?<\/style>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&#x27;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
}
