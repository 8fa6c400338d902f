// Keeps <html lang dir> in step with the interface language and the route: Arabic is
// right-to-left except on /huda-ai (spec 001). react-intl does not do this itself.
import { useAtomValue } from 'jotai';
import { useLayoutEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { localeAtom } from '@/lib/i18n/locale';
import { directionFor } from '@/lib/i18n/messages';

export function DocumentLocale() {
  const locale = useAtomValue(localeAtom);
  const { pathname } = useLocation();
  const dir = directionFor(locale, pathname);
  useLayoutEffect(() => {
    const html = document.documentElement;
    html.lang = locale;
    html.dir = dir;
  }, [locale, dir]);
  return null;
}
