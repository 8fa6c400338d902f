// The stage's full-screen state for one element: the Fullscreen API where the browser has
// it, else a "fills the window" fallback the caller draws itself (lib/fullscreen.ts).
import { useCallback, useEffect, useState, type RefObject } from 'react';
import { enterFullscreen, exitFullscreen, fullscreenElementOf } from '../lib/fullscreen';

export interface Fullscreen {
  /** Full screen or the fallback is on. */
  on: boolean;
  /** The window-filling fallback is on (the browser has no full screen). */
  fallback: boolean;
  toggle: () => void;
}

export function useFullscreen(ref: RefObject<HTMLElement | null>): Fullscreen {
  const [native, setNative] = useState(false);
  const [fallback, setFallback] = useState(false);

  useEffect(() => {
    const sync = () => setNative(ref.current !== null && fullscreenElementOf(document) === ref.current);
    document.addEventListener('fullscreenchange', sync);
    document.addEventListener('webkitfullscreenchange', sync);
    return () => {
      document.removeEventListener('fullscreenchange', sync);
      document.removeEventListener('webkitfullscreenchange', sync);
    };
  }, [ref]);

  // Escape leaves the fallback as it leaves real full screen.
  useEffect(() => {
    if (!fallback) return undefined;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setFallback(false);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [fallback]);

  // Leaving the page leaves full screen too.
  useEffect(() => () => void exitFullscreen(document), []);

  const toggle = useCallback(() => {
    if (fallback) {
      setFallback(false);
      return;
    }
    if (native) {
      void exitFullscreen(document);
      return;
    }
    const element = ref.current;
    if (!element) return;
    void enterFullscreen(element, document).then((entered) => {
      if (!entered) setFallback(true);
    });
  }, [fallback, native, ref]);

  return { on: native || fallback, fallback, toggle };
}
