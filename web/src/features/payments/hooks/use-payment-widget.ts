// Loads the COPYandPAY widget script of one checkout (docs/market.md step 2) once, and removes
// it when the screen goes away. The script reads `window.wpwlOptions` and fills the
// `form.paymentWidgets` already on the page. React's StrictMode unmounts and remounts in
// development: the removal waits one tick, so the remount keeps the same script instead of
// loading the widget twice.
import { useEffect, useState } from 'react';

export type WidgetStatus = 'loading' | 'ready' | 'error';

interface Loaded {
  script: HTMLScriptElement;
  status: WidgetStatus;
  listeners: Set<(status: WidgetStatus) => void>;
  removal: ReturnType<typeof setTimeout> | null;
}

interface WidgetWindow {
  wpwlOptions?: Record<string, unknown>;
  wpwl?: { unload?: () => void };
}

const loaded = new Map<string, Loaded>();

function unload(src: string, entry: Loaded): void {
  loaded.delete(src);
  entry.script.remove();
  const target = window as unknown as WidgetWindow;
  try {
    target.wpwl?.unload?.();
  } catch {
    // the widget was not fully set up
  }
  delete target.wpwl;
  delete target.wpwlOptions;
}

function load(src: string, locale: string): Loaded {
  const existing = loaded.get(src);
  if (existing) {
    if (existing.removal) clearTimeout(existing.removal);
    existing.removal = null;
    return existing;
  }
  (window as unknown as WidgetWindow).wpwlOptions = { locale, style: 'card' };
  const script = document.createElement('script');
  script.src = src;
  script.async = true;
  script.dataset.paymentWidget = 'true';
  const entry: Loaded = { script, status: 'loading', listeners: new Set(), removal: null };
  const settle = (status: WidgetStatus) => {
    entry.status = status;
    for (const listener of entry.listeners) listener(status);
  };
  script.addEventListener('load', () => settle('ready'));
  script.addEventListener('error', () => settle('error'));
  loaded.set(src, entry);
  document.body.appendChild(script);
  return entry;
}

/** Injects `<script src>` while mounted (null: nothing yet); tells whether it loaded. */
export function usePaymentWidget(src: string | null, locale: string): WidgetStatus {
  const [status, setStatus] = useState<WidgetStatus>('loading');
  useEffect(() => {
    if (!src) return undefined;
    const entry = load(src, locale);
    entry.listeners.add(setStatus);
    // A script kept from StrictMode's first mount may have settled already.
    if (entry.status !== 'loading') queueMicrotask(() => setStatus(entry.status));
    return () => {
      entry.listeners.delete(setStatus);
      entry.removal = setTimeout(() => unload(src, entry), 0);
    };
    // The widget's language is fixed when its script loads; a later switch keeps the widget.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [src]);
  return src ? status : 'loading';
}
