// Whether the sidebar sits beside the page: the spec's 1024px breakpoint (Chakra's `lg`, 64em).
// Only one of the two sidebars (beside the page, or the drawer) is mounted at a time.
import { useSyncExternalStore } from 'react';

export const SIDEBAR_QUERY = '(min-width: 64em)';

function subscribe(onChange: () => void): () => void {
  if (typeof window === 'undefined' || !window.matchMedia) return () => undefined;
  const query = window.matchMedia(SIDEBAR_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

const snapshot = () => (typeof window !== 'undefined' && window.matchMedia ? window.matchMedia(SIDEBAR_QUERY).matches : true);

export function useWideScreen(): boolean {
  return useSyncExternalStore(subscribe, snapshot, () => true);
}
