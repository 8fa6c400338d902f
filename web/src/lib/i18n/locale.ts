import { atomWithStorage } from 'jotai/utils';
import { DEFAULT_LOCALE, type Locale } from './messages';

/** The interface language; stored, Arabic by default. */
export const localeAtom = atomWithStorage<Locale>('language', DEFAULT_LOCALE, undefined, { getOnInit: true });
