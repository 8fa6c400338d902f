// Counts the times the browser restored this page from its back/forward cache. The
// verification screen is a full page load, so "back" may bring /payment back exactly as it
// was left (a widget that was paying, no outcome): a new count re-renders the screen afresh.
import { useEffect, useState } from 'react';

export function usePageRestores(): number {
  const [restores, setRestores] = useState(0);
  useEffect(() => {
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) setRestores((value) => value + 1);
    };
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, []);
  return restores;
}
