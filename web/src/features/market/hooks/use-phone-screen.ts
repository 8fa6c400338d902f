// Whether the screen is narrower than Chakra's `md` breakpoint (48em), where the listing's
// filters move into a drawer. Only one of the two forms is mounted at a time.
import { useSyncExternalStore } from 'react';

const PHONE_QUERY = '(max-width: 47.99em)';

function subscribe(onChange: () => void): () => void {
  if (typeof window === 'undefined' || !window.matchMedia) return () => undefined;
  const query = window.matchMedia(PHONE_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

const snapshot = () => (typeof window !== 'undefined' && window.matchMedia ? window.matchMedia(PHONE_QUERY).matches : false);

export function usePhoneScreen(): boolean {
  return useSyncExternalStore(subscribe, snapshot, () => false);
}
