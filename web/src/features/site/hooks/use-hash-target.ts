// Deep links on the help pages: the id in the location's hash (/faqs#classes-join), and a
// scroll to that element once the page has rendered it open.
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

export function useHashTarget(onTarget: (hash: string) => string | undefined) {
  const { hash } = useLocation();
  useEffect(() => {
    if (!hash) return;
    const id = onTarget(hash);
    if (!id) return;
    // After the state change has painted the item open.
    const frame = requestAnimationFrame(() => {
      const element = document.getElementById(id);
      element?.scrollIntoView({ block: 'start' });
      element?.querySelector<HTMLElement>('button')?.focus({ preventScroll: true });
    });
    return () => cancelAnimationFrame(frame);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only when the hash changes
  }, [hash]);
}

/** Puts `#id` in the address bar without a navigation (so sharing the URL opens it). */
export function replaceHash(id: string | null) {
  const url = `${window.location.pathname}${window.location.search}${id ? `#${id}` : ''}`;
  window.history.replaceState(window.history.state, '', url);
}
