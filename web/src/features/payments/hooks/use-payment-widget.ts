// Loads the COPYandPAY widget script of one checkout (docs/market.md step 2) once, and removes
// it when the screen goes away. The script reads `window.wpwlOptions` when it loads (its
// `locale`: the page's language, 'ar' or 'en', which HyperPay's form speaks) and fills the
// `form.paymentWidgets` already on the page. React's StrictMode unmounts and remounts in
// development: the removal waits one tick, so the remount keeps the same script instead of
// loading the widget twice. Another language needs the script loaded again (wpwl.unload first).
import { useEffect, useState } from 'react';

export type WidgetStatus = 'loading' | 'ready' | 'error';

interface Loaded {
  locale: string;
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
  if (entry.removal) clearTimeout(entry.removal);
  entry.removal = null;
  if (loaded.get(src) === entry) loaded.delete(src);
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

/** The options HyperPay's script reads as it loads. */
export function widgetOptions(locale: string): Record<string, unknown> {
  return { locale: locale === 'ar' ? 'ar' : 'en', style: 'card' };
}

function load(src: string, locale: string): Loaded {
  const existing = loaded.get(src);
  if (existing && existing.locale === locale) {
    if (existing.removal) clearTimeout(existing.removal);
    existing.removal = null;
    return existing;
  }
  if (existing) unload(src, existing);
  (window as unknown as WidgetWindow).wpwlOptions = widgetOptions(locale);
  const script = document.createElement('script');
  script.src = src;
  script.async = true;
  script.dataset.paymentWidget = 'true';
  const entry: Loaded = { locale, script, status: 'loading', listeners: new Set(), removal: null };
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

/** Removes the widget of `src` now (before a form in another language is put on the page). */
export function unloadPaymentWidget(src: string): void {
  const entry = loaded.get(src);
  if (entry) unload(src, entry);
}

/** Injects `<script src>` while mounted (null: nothing yet); tells whether it loaded. */
export function usePaymentWidget(src: string | null, locale: string): WidgetStatus {
  const [status, setStatus] = useState<WidgetStatus>('loading');
  useEffect(() => {
    if (!src) return undefined;
    const entry = load(src, locale);
    entry.listeners.add(setStatus);
    // A script kept from StrictMode's first mount may have settled already; a new language's
    // script has not.
    queueMicrotask(() => setStatus(entry.status));
    return () => {
      entry.listeners.delete(setStatus);
      entry.removal = setTimeout(() => unload(src, entry), 0);
    };
  }, [src, locale]);
  return src ? status : 'loading';
}
