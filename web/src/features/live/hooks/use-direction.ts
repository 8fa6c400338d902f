// The page's reading direction (Arabic right to left), for what CSS logical properties cannot
// express: the race track's animated markers.
import { useAtomValue } from 'jotai';
import { useLocation } from 'react-router-dom';
import { localeAtom } from '@/lib/i18n/locale';
import { directionFor } from '@/lib/i18n/messages';

export function useDirection(): 'rtl' | 'ltr' {
  const locale = useAtomValue(localeAtom);
  const { pathname } = useLocation();
  return directionFor(locale, pathname);
}
